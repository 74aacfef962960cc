import { adminMeta } from "~/features/admin/admin-meta";
import { SalesDashboardPage } from "~/features/admin/sales-dashboard/sales-dashboard-page";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/sales-dashboard";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Sales dashboard");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "contacts");
  return { figures: await args.context.get(siteContext).backOffice.salesDashboard.figures() };
}

export default function AdminSalesDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <SalesDashboardPage figures={loaderData.figures} />;
}
