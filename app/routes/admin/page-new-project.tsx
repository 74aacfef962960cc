import { documentFormOf } from "~domain/content/document-form";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { checkedDocument, postedDocument } from "~/features/admin/content/document-actions.server";
import { documentAdminPath } from "~/features/admin/content/document-paths";
import { NewProjectPage } from "~/features/admin/content/new-project-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/page-new-project";
import { formAction, intentWith, toPage } from "~/features/admin/shared/forms/form-action.server";
import type { FormErrors } from "~/features/admin/shared/form-data";

export const meta = () => adminMeta("New project");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "content");
  return { form: documentFormOf("project") };
}

/** Saves the project as a draft, off the portfolio until it is published from its page. */
export async function action(args: Route.ActionArgs) {
  const { documents } = await requireStaff(args, "content");
  const slugOf = (form: FormData) => String(form.get("slug") ?? "");
  return formAction<{ errors: FormErrors; values: unknown; slug: string }>(args.request, {
    otherwise: intentWith({
      parse: (form) => checkedDocument("project", form),
      run: (document, form) => documents.createProject(slugOf(form), document),
      done: ({ slug }) => toPage(documentAdminPath("project", slug), "created"),
    }),
    refused: (_, refusal, form) => ({
      errors: "errors" in refusal ? refusal.errors : { slug: refusal.message },
      values: postedDocument("project", form).document,
      slug: slugOf(form),
    }),
  });
}

export default function AdminNewProjectRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewProjectPage
      form={loaderData.form}
      errors={actionData?.errors}
      values={actionData?.values}
      slug={actionData?.slug}
    />
  );
}
