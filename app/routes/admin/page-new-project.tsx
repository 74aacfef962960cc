import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { documentFormOf } from "~domain/content/document-form";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { postedDocument } from "~/features/admin/content/document-actions.server";
import { documentAdminPath } from "~/features/admin/content/document-paths";
import { NewProjectPage } from "~/features/admin/content/new-project-page";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/page-new-project";

export const meta = () => adminMeta("New project");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "content");
  return { form: documentFormOf("project") };
}

/** Saves the project as a draft, off the portfolio until it is published from its page. */
export async function action(args: Route.ActionArgs) {
  const { documents } = await requireStaff(args, "content");
  const form = await readForm(args.request);
  const slug = String(form.get("slug") ?? "");
  const { document, errors } = postedDocument("project", form);
  if (Object.keys(errors).length > 0) return data({ errors, values: document, slug }, { status: 400 });
  const outcome = await documents.createProject(slug, document);
  if (!outcome.ok) return data({ errors: { slug: outcome.message }, values: document, slug }, { status: 400 });
  throw await redirectWithNotice(args.request, documentAdminPath("project", outcome.value.slug), "created");
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
