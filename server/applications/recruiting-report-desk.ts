import type { RecruitingReportDesk } from "../../contracts/recruiting-reports";
import type { Bindings } from "../kernel/runtime/bindings";
import { recruitingReport } from "./recruiting-reports";

/** The recruiting reports as the back office reaches them, bound to this server's database and clock. */
export function recruitingReportDesk({ db, clock }: Pick<Bindings, "db" | "clock">): RecruitingReportDesk {
  return { figures: (filter) => recruitingReport(db, filter, clock()) };
}
