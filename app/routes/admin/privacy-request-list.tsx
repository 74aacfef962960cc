import { PrivacyRequestDaysSchema } from "~domain/privacy/privacy-requests-forms";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requestFilterFromUrl, privacyRequestsPath } from "~/features/admin/privacy/privacy-request-filter";
import { PrivacyRequestListPage } from "~/features/admin/privacy/privacy-request-list-page";
import { formAction, intent, refusedWithMessage, toPage } from "~/features/admin/shared/forms/form-action.server";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy-request-list";

export const meta = () => adminMeta("Privacy requests");

export async function loader(args: Route.LoaderArgs) {
  const { requests, now } = await requireStaff(args, "privacy");
  const filter = requestFilterFromUrl(args.url);
  const [page, periodDays] = await Promise.all([
    requests.list(filter, { after: args.url.searchParams.get("after") ?? undefined }),
    requests.periodDays(),
  ]);
  return { filter, page, periodDays, now: now(), done: noticeOf(args.context) };
}

/** "period" sets the days within which requests are answered. */
export async function action(args: Route.ActionArgs) {
  const { requests } = await requireStaff(args, "privacy");
  return formAction(args.request, {
    intents: {
      period: intent({
        schema: PrivacyRequestDaysSchema,
        run: ({ days }) => requests.setPeriodDays(days),
        done: toPage(privacyRequestsPath, "period"),
      }),
    },
    refused: refusedWithMessage,
  });
}

export default function AdminPrivacyRequestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyRequestListPage {...loaderData} result={actionData} />;
}
