import { adminMeta } from "~/features/admin/shared/admin-meta";
import { SalesDashboardPage } from "~/features/admin/contacts/dashboard/sales-dashboard-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/sales-dashboard";

export const meta = () => adminMeta("Sales dashboard");

export async function loader(args: Route.LoaderArgs) {
  const { salesDashboard } = await requireStaff(args, "contacts");
  return { figures: await salesDashboard.figures() };
}

export default function AdminSalesDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <SalesDashboardPage figures={loaderData.figures} />;
}
