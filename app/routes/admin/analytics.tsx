import { reportRangeFrom } from "~domain/analytics/report-range";
import { indiaDateOf } from "~domain/time/india-dates";

import { AnalyticsPage } from "~/features/admin/analytics/analytics-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/analytics";

export const meta = () => adminMeta("Analytics");

export async function loader(args: Route.LoaderArgs) {
  const { analytics, now } = await requireStaff(args, "analytics");
  const params = args.url.searchParams;
  const { range, errors } = reportRangeFrom(params, indiaDateOf(now()));
  return {
    report: await analytics.report(range),
    errors,
    typed: { range: params.get("range"), from: params.get("from"), to: params.get("to") },
  };
}

export default function AdminAnalyticsRoute({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage report={loaderData.report} errors={loaderData.errors} typed={loaderData.typed} />;
}
