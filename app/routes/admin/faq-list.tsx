import { FaqEntryFormSchema } from "~domain/content/faq";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { postedFaq } from "~/features/admin/content/faq-form";
import { FaqListPage } from "~/features/admin/content/faq-list-page";
import { orderedListAction } from "~/features/admin/content/ordered-entry-actions.server";
import { formFields } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/faq-list";

export const meta = () => adminMeta("FAQ");

export async function loader(args: Route.LoaderArgs) {
  const { faq } = await requireStaff(args, "content");
  return { entries: await faq.list(), done: noticeOf(args.context) };
}

export async function action(args: Route.ActionArgs) {
  const { faq } = await requireStaff(args, "content");
  return orderedListAction({
    desk: faq,
    request: args.request,
    schema: FaqEntryFormSchema,
    valuesOf: (form) => postedFaq(formFields(form)),
    list: "/admin/faq",
  });
}

export default function AdminFaqListRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FaqListPage
      entries={loaderData.entries}
      done={loaderData.done}
      errors={actionData?.errors}
      values={actionData && "values" in actionData ? actionData.values : undefined}
    />
  );
}
