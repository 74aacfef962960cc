import type { CsvExport } from "./outcome";
import type { CareersChannel } from "../domain/analytics/application-steps";
import type { ShownCount } from "../domain/privacy/small-counts";
import type { ReportRange } from "../domain/analytics/report-range";
import type { RecruitingReportFilter } from "../domain/applications/recruiting-reports";

// What the back office asks of where applications are given up and of the company funnel
// (decision 066): counts only, shown as decision 072 says ("fewer than 5", "not shown"), and a rate
// or an average of a count not shown as null.

/** One step of the application, for one channel or all: how many reached it, went on, or did not. */
export type StepFigures = {
  /** 1 to 4. */
  step: number;
  name: string;
  reached: ShownCount;
  /** Went on to the next step (the next step's "reached"); from the last, sent the application. */
  wentOn: ShownCount;
  /** Reached the step and did not go on: left the page there, or have it open still. */
  gaveUp: ShownCount;
  /** The share of those who reached the step and did not go on. */
  gaveUpRate: number | null;
  /** The average seconds seen on it, over those who went on or left. */
  averageSeconds: number | null;
};

/** A channel, the channels with too few pages to name together ("others"), or every channel together (null). */
export type StepsChannel = CareersChannel | "others" | null;

export type ChannelSteps = {
  channel: StepsChannel;
  steps: StepFigures[];
  /** The step (1 to 4) most given up at, when the counts shown tell; null: too early to tell. */
  gaveUpMost: number | null;
};

/** One channel's applications and how far they went, and the median days to hire. */
export type ChannelRecruiting = {
  channel: CareersChannel;
  applications: ShownCount;
  interviewed: ShownCount;
  offered: ShownCount;
  hired: ShownCount;
  medianDaysToHire: number | null;
};

export type ApplicationStepsReport = {
  filter: RecruitingReportFilter;
  /** Every channel together first, then each channel with 5 pages or more at step 1, then the others together. */
  steps: ChannelSteps[];
  channels: ChannelRecruiting[];
};

/** One step of a funnel: its number, and its share of the step before (null for the first, or after none). */
export type FunnelStep = { key: string; label: string; count: ShownCount; rate: number | null };

export type CompanyFunnel = {
  range: ReportRange;
  asOf: Date;
  /** Visit, lead, call booked, held, deal, won; null for a role without the sales desk's half. */
  sales: FunnelStep[] | null;
  /** Careers visit, application started, submitted, interviewed, offered, hired; null for a role without the careers half. */
  careers: FunnelStep[] | null;
};

/**
 * The recruiting reports' own totals of the same selection, as they show them: the channels'
 * applications and hires must not give away a total withheld there.
 */
export type ShownRecruitingTotals = { applications: ShownCount; hired: ShownCount };

/** The careers half: given with the applications area (recruiters, admins). */
export type CareersFunnelDesk = {
  /** Where the selection's applications are given up, and how far they went, by channel. */
  applicationSteps(filter: RecruitingReportFilter, totals: ShownRecruitingTotals): Promise<ApplicationStepsReport>;
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
