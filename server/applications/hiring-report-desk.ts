import type { HiringReportDesk } from "../../contracts/application-reports";
import type { Bindings } from "../kernel/runtime/bindings";
import { hiringReport } from "./hiring-reports";

/** The recruiting reports as the back office reaches them, bound to this server's database and clock. */
export function hiringReportDesk({ db, clock }: Pick<Bindings, "db" | "clock">): HiringReportDesk {
  return { figures: (filter) => hiringReport(db, filter, clock()) };
}
