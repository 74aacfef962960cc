import type { CareersFunnelDesk, FunnelStep, SalesFunnelDesk } from "../../../contracts/company-funnel";
import type { CsvExport } from "../../../contracts/outcome";
import { funnelTableHead, type FunnelHalf } from "../../../domain/analytics/company-funnel";
import { percentText } from "../../../domain/analytics/percent-text";
import type { ReportRange } from "../../../domain/analytics/report-range";
import { shownRate } from "../../../domain/privacy/small-counts";
import type { StaffMember } from "../../../domain/staff/staff";
import type { Db } from "../../db/db";
import type { Bindings } from "../../kernel/runtime/bindings";
import { auditedCsvExport } from "../../kernel/lists/csv-export";
import { applicationStepsReport } from "../application-steps/step-report";
import { careersFunnel, salesFunnel } from "./company-funnel";

type Deps = Pick<Bindings, "db" | "clock">;

/** A step's share as the page writes it; none where there is nothing to share. */
const rate = (value: number | null) => (value === null ? "" : percentText(value));

/** One half of the funnel as a CSV file, through the audited export every download goes through. */
function exportHalf(
  db: Db,
  member: StaffMember,
  now: Date,
  half: FunnelHalf,
  range: ReportRange,
  steps: FunnelStep[],
): Promise<CsvExport> {
  const first = steps[0]?.count ?? 0;
  return auditedCsvExport(db, member, now, {
    count: async () => steps.length,
    entry: () => ({
      action: "funnel.export",
      subjectType: "funnel",
      subjectId: half,
      summary: `Exported the ${half} funnel from ${range.from} to ${range.to} to CSV.`,
      details: { half, from: range.from, to: range.to },
    }),
    header: [...funnelTableHead],
    pages: async function* () {
      yield steps.map((step) => [step.label, String(step.count), rate(step.rate), rate(shownRate(step.count, first))]);
    },
  });
}

/** The careers half of the company funnel and where applications are given up: the applications area gives it (server/applications/area.ts). */
export const careersFunnelDesk = ({ db, clock }: Deps, member: StaffMember): CareersFunnelDesk => ({
  applicationSteps: (filter, totals) => applicationStepsReport(db, filter, totals, clock()),
  funnel: (range) => careersFunnel(db, range, clock()),
  exportCsv: async (range) =>
    exportHalf(db, member, clock(), "careers", range, await careersFunnel(db, range, clock())),
});

/** The sales desk's half of the funnel: the analytics area gives it. */
export const salesFunnelDesk = ({ db, clock }: Deps, member: StaffMember): SalesFunnelDesk => ({
  funnel: (range) => salesFunnel(db, range, clock()),
  exportCsv: async (range) => exportHalf(db, member, clock(), "sales", range, await salesFunnel(db, range, clock())),
});
