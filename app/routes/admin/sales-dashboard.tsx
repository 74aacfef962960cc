import { reportRangeFrom } from "~domain/analytics/report-range";
import { indiaDateOf } from "~domain/time/india-dates";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { SalesDashboardPage } from "~/features/admin/contacts/dashboard/sales-dashboard-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/sales-dashboard";

export const meta = () => adminMeta("Sales dashboard");

export async function loader(args: Route.LoaderArgs) {
  const { salesDashboard, now } = await requireStaff(args, "contacts");
  // Revenue by source's range sits in the address, as the analytics page's does.
  const params = args.url.searchParams;
  const { range, errors } = reportRangeFrom(params, indiaDateOf(now()));
  const [figures, revenue] = await Promise.all([salesDashboard.figures(), salesDashboard.revenue(range)]);
  return {
    figures,
    revenue,
    errors,
    typed: { range: params.get("range"), from: params.get("from"), to: params.get("to") },
  };
}

export default function AdminSalesDashboardRoute({ loaderData }: Route.ComponentProps) {
  const { figures, revenue, errors, typed } = loaderData;
  return <SalesDashboardPage figures={figures} revenue={revenue} errors={errors} typed={typed} />;
}
