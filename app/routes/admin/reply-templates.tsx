import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { ReplyTemplateSchema } from "~domain/enquiries/enquiry-replies";

import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { templatesPath } from "~/features/admin/enquiries/reply-card";
import { ReplyTemplatesPage, type TemplateFields } from "~/features/admin/enquiries/reply-templates-page";
import { formFields, parseForm, type FormErrors } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/reply-templates";

export const meta = () => adminMeta("Reply templates");

/** `?edit=<id>` opens that template in the form. */
export async function loader(args: Route.LoaderArgs) {
  const { enquiries } = await requireStaff(args, "enquiries");
  const templates = await enquiries.templates.list();
  const editId = args.url.searchParams.get("edit");
  return {
    templates,
    editing: templates.find((template) => template.id === editId),
    done: noticeOf(args.context),
  };
}

type ActionResult = { errors: FormErrors; written?: TemplateFields };

/** "create" adds a template, "save" changes one, "delete" deletes one; each comes back to the list. */
export async function action(args: Route.ActionArgs) {
  const { enquiries } = await requireStaff(args, "enquiries");
  const desk = enquiries.templates;
  const form = await readForm(args.request);
  const { intent = "", id = "", name = "", subject = "", body = "" } = formFields(form);
  const refused = (errors: FormErrors, written?: TemplateFields) =>
    data<ActionResult>({ errors, written }, { status: 400 });

  if (intent === "delete") {
    const outcome = await desk.remove(id);
    if (!outcome.ok) return refused({ form: outcome.message });
    throw await redirectWithNotice(args.request, templatesPath, "deleted");
  }
  if (intent !== "create" && intent !== "save") return refused({ form: "Unknown action." });
  const written = { name, subject, body };
  const parsed = parseForm(ReplyTemplateSchema, form);
  if (!parsed.ok) return refused(parsed.errors, written);
  const outcome = intent === "create" ? await desk.create(parsed.value) : await desk.update(id, parsed.value);
  if (!outcome.ok) return refused({ form: outcome.message }, written);
  throw await redirectWithNotice(args.request, templatesPath, intent === "create" ? "created" : "saved");
}

export default function AdminReplyTemplatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReplyTemplatesPage {...loaderData} written={actionData?.written} errors={actionData?.errors} />;
}
