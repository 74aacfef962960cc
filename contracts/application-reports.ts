import type { ApplicationSource } from "../domain/careers/application-sources";
import type { ConversionRow } from "./analytics-lead-conversion";
import type { FunnelStage, HiringReportFilter, WaitingStage } from "../domain/careers/hiring-reports";

// What the back office asks of the recruiting reports (issue 44, item 7): the figures their charts draw.

/** How many applications of the selection reached a stage of the funnel, or went past it. */
export type FunnelStep = { stage: FunnelStage; reached: number };

/** How long applications stayed in a stage before moving on; days, null when none has left it yet. */
export type StageTime = { stage: WaitingStage; left: number; medianDays: number | null; averageDays: number | null };

/** Where applications came from, and how far they went: a source, with a job board's name. */
export type SourceRow = {
  source: ApplicationSource;
  sourceName: string;
  applications: number;
  /** Applications with an interview arranged, or moved to the interview stage or beyond. */
  interviewed: number;
  hired: number;
};

export type HiringReport = {
  /** The instant the figures were taken at (the server's clock). */
  asOf: Date;
  filter: HiringReportFilter;
  /** The selected job's title; undefined for every job (or an unknown one). */
  jobTitle: string | undefined;
  applications: number;
  /** Interviews arranged for the selection's applications (one per candidate and stage). */
  interviews: number;
  funnel: FunnelStep[];
  stageTimes: StageTime[];
  /** From application to the move to "hired", in days. */
  timeToHire: { hires: number; medianDays: number | null; averageDays: number | null };
  /** Hires by how many days they took: the histogram's bins, in order. */
  hiresByDays: { label: string; hires: number }[];
  sources: SourceRow[];
  /** Applications by the source of the visit they came from, with the site's visits from each source in the period. */
  visitSources: ConversionRow<"applications">[];
  /** The same by landing page ("" where none was recorded), with the visits that began on each page. */
  landingPages: ConversionRow<"applications">[];
  /** Rejected applications by the reason given, most first; "" is no reason. */
  rejectionReasons: { reason: string; count: number }[];
};

export type HiringReportDesk = {
  /** The figures for one job or all, over a period up to now. */
  figures(filter: HiringReportFilter): Promise<HiringReport>;
};
