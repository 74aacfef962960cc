import { FaqEntryFormSchema } from "~domain/content/faq";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { FaqEditorPage } from "~/features/admin/content/faq-editor-page";
import { postedFaq } from "~/features/admin/content/faq-form";
import { faqAdminPath } from "~/features/admin/content/faq-list-page";
import { orderedEntryPageAction } from "~/features/admin/content/ordered-entry-actions.server";
import { entryAnswerProps } from "~/features/admin/content/ordered-entry-editor";
import { orderedEntryPageData } from "~/features/admin/content/ordered-entry-page.server";
import { formFields } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/faq-editor";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => adminMeta(loaded ? loaded.entry.question : "Question");

export async function loader(args: Route.LoaderArgs) {
  const { faq, drafts } = await requireStaff(args, "content");
  return orderedEntryPageData({
    desk: faq,
    drafts,
    kind: "faq",
    id: args.params.id,
    missing: "There is no such question.",
    context: args.context,
  });
}

export async function action(args: Route.ActionArgs) {
  const { faq, drafts } = await requireStaff(args, "content");
  return orderedEntryPageAction({
    desk: faq,
    request: args.request,
    schema: FaqEntryFormSchema,
    valuesOf: (form) => postedFaq(formFields(form)),
    id: args.params.id,
    draft: { drafts, kind: "faq" },
    here: faqAdminPath(args.params.id),
    list: "/admin/faq",
  });
}

export default function AdminFaqEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FaqEditorPage {...loaderData} {...entryAnswerProps(actionData)} />;
}
