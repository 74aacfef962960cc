import { data } from "react-router";

import { FaqEntryFormSchema } from "~domain/content/faq";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { FaqEditorPage } from "~/features/admin/content/faq-editor-page";
import { faqAdminPath } from "~/features/admin/content/faq-list-page";
import { orderedEntryPageAction } from "~/features/admin/content/ordered-entry-actions.server";
import { formFields } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/faq-editor";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => adminMeta(loaded ? loaded.entry.question : "Question");

export async function loader(args: Route.LoaderArgs) {
  const { faq, drafts } = await requireStaff(args, "content");
  const entry = await faq.find(args.params.id);
  if (!entry) throw data({ message: "There is no such question." }, { status: 404 });
  const subject = { kind: "faq", subject: entry.id } as const;
  const [revisions, history, opened] = await Promise.all([
    faq.revisions(entry.id),
    faq.history(entry.id),
    drafts.opened(subject),
  ]);
  return { entry, revisions, history, ...opened, done: noticeOf(args.context) };
}

export async function action(args: Route.ActionArgs) {
  const { faq, drafts } = await requireStaff(args, "content");
  return orderedEntryPageAction({
    desk: faq,
    request: args.request,
    schema: FaqEntryFormSchema,
    valuesOf: (form) => ({ question: "", answer: "", ...formFields(form) }),
    id: args.params.id,
    draft: { drafts, kind: "faq" },
    here: faqAdminPath(args.params.id),
    list: "/admin/faq",
  });
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
