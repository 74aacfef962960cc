import type { CsvExport } from "./outcome";
import type { CareersChannel, ShownCount } from "../domain/analytics/application-steps";
import type { ReportRange } from "../domain/analytics/report-range";
import type { HiringReportFilter } from "../domain/careers/hiring-reports";

// What the back office asks of where applications are given up and of the company's funnel (issue
// 62, items 3 and 4): counts only. A count under 5 comes as "fewer than 5", and a rate of it as null.

/** One step of the application, for one channel or all: how many reached it, went on, or left on it. */
export type StepFigures = {
  /** 1 to 4. */
  step: number;
  name: string;
  reached: ShownCount;
  completed: ShownCount;
  /** Pages closed or left while on the step. */
  leftHere: ShownCount;
  /** The share of those who reached the step and did not go on from it. */
  gaveUpRate: number | null;
  /** The average seconds seen on it, over those who went on or left. */
  averageSeconds: number | null;
};

export type ChannelSteps = {
  /** null: every channel together. */
  channel: CareersChannel | null;
  steps: StepFigures[];
  /** The step (1 to 4) most given up at, when any rate is shown. */
  gaveUpMost: number | null;
};

/** One channel's applications and how far they went, and the median days to hire. */
export type ChannelHiring = {
  channel: CareersChannel;
  applications: ShownCount;
  interviewed: ShownCount;
  offered: ShownCount;
  hired: ShownCount;
  medianDaysToHire: number | null;
};

export type ApplicationStepsReport = {
  filter: HiringReportFilter;
  /** Every channel together first, then each channel any page was counted for. */
  steps: ChannelSteps[];
  channels: ChannelHiring[];
};

/** One step of a funnel: its number, and its share of the step before (null for the first, or after none). */
export type FunnelStep = { key: string; label: string; count: number; rate: number | null };

export type CompanyFunnel = {
  range: ReportRange;
  asOf: Date;
  /** Visit, lead, call booked, held, deal, won; null for a role without the sales desk's half. */
  sales: FunnelStep[] | null;
  /** Careers visit, application started, submitted, interviewed, offered, hired; null for a role without hiring's half. */
  careers: FunnelStep[] | null;
};

/** The hiring half: given with the applications area (recruiters, admins). */
export type CareersFunnelDesk = {
  /** Where the selection's applications are given up, and how far they went, by channel. */
  applicationSteps(filter: HiringReportFilter): Promise<ApplicationStepsReport>;
  funnel(range: ReportRange): Promise<FunnelStep[]>;
  /** The half's steps as a CSV file, audited. */
  exportCsv(range: ReportRange): Promise<CsvExport>;
};

/** The sales half: given with the analytics area (sales, admins). */
export type SalesFunnelDesk = {
  funnel(range: ReportRange): Promise<FunnelStep[]>;
  /** The half's steps as a CSV file, audited. */
  exportCsv(range: ReportRange): Promise<CsvExport>;
};
