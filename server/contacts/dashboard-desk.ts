import type { SalesDashboardDesk } from "../../contracts/contact-dashboard";
import type { Bindings } from "../kernel/runtime/bindings";
import { revenueBySource } from "../analytics/attribution/revenue-by-source";
import { salesDashboard } from "./dashboard";

/** The sales dashboard as the back office reaches it, bound to this server's database and clock. */
export function salesDashboardDesk({ db, clock }: Pick<Bindings, "db" | "clock">): SalesDashboardDesk {
  return {
    figures: () => salesDashboard(db, clock()),
    revenue: (range) => revenueBySource(db, range, clock()),
  };
}
