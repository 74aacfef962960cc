import { reportRangeFrom } from "~domain/analytics/report-range";
import { indiaDateOf } from "~domain/time/india-dates";

import { ContentReport } from "~/features/admin/analytics/content-report";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/analytics-content";

export const meta = () => adminMeta("Content that sells");

export async function loader(args: Route.LoaderArgs) {
  const { contentSales, now } = await requireStaff(args, "analytics");
  const params = args.url.searchParams;
  const { range, errors } = reportRangeFrom(params, indiaDateOf(now()));
  return {
    report: await contentSales.report(range),
    errors,
    typed: { range: params.get("range"), from: params.get("from"), to: params.get("to") },
  };
}

export default function AdminAnalyticsContentRoute({ loaderData }: Route.ComponentProps) {
  return <ContentReport report={loaderData.report} errors={loaderData.errors} typed={loaderData.typed} />;
}
