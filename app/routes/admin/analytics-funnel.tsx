import { reportRangeFrom } from "~domain/analytics/report-range";
import { indiaDateOf } from "~domain/time/india-dates";

import { FunnelPage } from "~/features/admin/analytics/funnel-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaffInAny } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/analytics-funnel";

export const meta = () => adminMeta("Funnel");

/** The halves a role sees follow the areas it opens: the sales half with analytics, the careers half with applications. */
export async function loader(args: Route.LoaderArgs) {
  const { areas, now } = await requireStaffInAny(args, ["analytics", "applications"]);
  const params = args.url.searchParams;
  const { range, errors } = reportRangeFrom(params, indiaDateOf(now()));
  const [sales, careers] = await Promise.all([
    areas.analytics?.salesFunnel.funnel(range) ?? null,
    areas.applications?.careersFunnel.funnel(range) ?? null,
  ]);
  return {
    funnel: { range, asOf: now(), sales, careers },
    errors,
    typed: { range: params.get("range"), from: params.get("from"), to: params.get("to") },
  };
}

export default function AdminFunnelRoute({ loaderData }: Route.ComponentProps) {
  return <FunnelPage funnel={loaderData.funnel} errors={loaderData.errors} typed={loaderData.typed} />;
}
