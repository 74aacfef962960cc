import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { FaqEntryFormSchema } from "~domain/faq";

import { adminMeta } from "~/features/admin/admin-meta";
import { FaqEditorPage } from "~/features/admin/content/faq-editor-page";
import { faqAdminPath } from "~/features/admin/content/faq-list-page";
import { orderedEntryAction } from "~/features/admin/content/ordered-entry-actions.server";
import { formFields, parseForm } from "~/features/admin/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/notices.server";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/faq-editor";
import { siteContext } from "~contracts/load-context";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => adminMeta(loaded ? loaded.entry.question : "Question");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "content");
  const { faq, audit } = args.context.get(siteContext).backOffice;
  const entry = await faq.find(args.params.id);
  if (!entry) throw data({ message: "There is no such question." }, { status: 404 });
  return { entry, history: await audit.historyOf("faq_entry", entry.id), done: noticeOf(args.context) };
}

/** "save" keeps the text; "publish", "unpublish" and "delete" (asked first) change the entry. */
export async function action(args: Route.ActionArgs) {
  const member = await requireStaff(args, "content");
  const desk = args.context.get(siteContext).backOffice.faq;
  const form = await readForm(args.request);
  const id = args.params.id;
  const here = faqAdminPath(id);
  if (form.get("intent") === "save") {
    const values = { question: "", answer: "", ...formFields(form) };
    const parsed = parseForm(FaqEntryFormSchema, form);
    if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
    const outcome = await desk.update(member, id, values);
    if (!outcome.ok) return data({ errors: { form: outcome.message }, values }, { status: 400 });
    throw await redirectWithNotice(args.request, here, "saved");
  }
  const answer = await orderedEntryAction({
    desk,
    member,
    request: args.request,
    form,
    id,
    back: here,
    list: "/admin/faq",
  });
  return answer ?? data({ errors: { form: "Unknown action." } }, { status: 400 });
}

export default function AdminFaqEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FaqEditorPage
      {...loaderData}
      errors={actionData && "errors" in actionData ? actionData.errors : undefined}
      values={actionData && "values" in actionData ? actionData.values : undefined}
      confirmDelete={Boolean(actionData && "confirmDelete" in actionData)}
    />
  );
}
