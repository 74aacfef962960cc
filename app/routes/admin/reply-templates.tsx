import { ReplyTemplateSchema } from "~domain/enquiries/enquiry-replies";

import { noticeOf } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { templatesPath } from "~/features/admin/enquiries/reply-card";
import { ReplyTemplatesPage, type TemplateFields } from "~/features/admin/enquiries/reply-templates-page";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/reply-templates";
import * as forms from "~/features/admin/shared/forms/form-action.server";

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
  // What was written comes back with a refused template.
  const refusedTemplate = (_: string, refusal: forms.Refusal, form: FormData): ActionResult => {
    const { name = "", subject = "", body = "" } = formFields(form);
    return { errors: forms.errorsOf(refusal), written: { name, subject, body } };
  };
  const idOf = (form: FormData) => formFields(form).id ?? "";
  return forms.formAction<ActionResult>(args.request, {
    intents: {
      delete: forms.intent({
        schema: forms.noFields,
        run: (_, form) => desk.remove(idOf(form)),
        done: forms.toPage(templatesPath, "deleted"),
      }),
      create: forms.intent({
        schema: ReplyTemplateSchema,
        run: (template) => desk.create(template),
        done: forms.toPage(templatesPath, "created"),
        refused: refusedTemplate,
      }),
      save: forms.intent({
        schema: ReplyTemplateSchema,
        run: (template, form) => desk.update(idOf(form), template),
        done: forms.toPage(templatesPath, "saved"),
        refused: refusedTemplate,
      }),
    },
    refused: (_, refusal) => ({ errors: forms.errorsOf(refusal) }),
  });
}

export default function AdminReplyTemplatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReplyTemplatesPage {...loaderData} written={actionData?.written} errors={actionData?.errors} />;
}
