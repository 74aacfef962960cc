import type { ApplicationSource } from "../domain/applications/application-sources";
import type { ConversionRow } from "./analytics-lead-conversion";
import type { ReachedStage, RecruitingReportFilter, WaitingStage } from "../domain/applications/recruiting-reports";
import type { ShownCount } from "../domain/privacy/small-counts";

// What the back office asks of the recruiting reports: the figures their charts
// draw, each count shown as decision 072 says ("fewer than 5", "not shown"), and a share, an average
// or a median that would give a count not shown away as null.

/** How many applications of the selection reached a stage, or went past it. */
export type StageReached = { stage: ReachedStage; reached: ShownCount };

/** How long applications stayed in a stage before moving on; days, null when fewer than 5 have left it. */
export type StageTime = {
  stage: WaitingStage;
  left: ShownCount;
  medianDays: number | null;
  averageDays: number | null;
};

/** Where applications came from, and how far they went: a source, with a job board's name. */
export type SourceRow = {
  /** null: the sources with fewer than 5 applications each, together. */
  source: ApplicationSource | null;
  sourceName: string;
  applications: ShownCount;
  /** Applications with an interview arranged, or moved to the interview stage or beyond. */
  interviewed: ShownCount;
  hired: ShownCount;
};

/** Applications by the visit they came from, with the site's visits from each source or landing page. */
export type VisitConversion = {
  rows: ConversionRow<"applications", ShownCount>[];
  /** Every row's applications and visits with one, together. */
  totals: { leads: { applications: ShownCount }; visitsWith: { applications: ShownCount } };
};

export type RecruitingReport = {
  /** The instant the figures were taken at (the server's clock). */
  asOf: Date;
  filter: RecruitingReportFilter;
  /** The selected job's title; undefined for every job (or an unknown one). */
  jobTitle: string | undefined;
  applications: ShownCount;
  /** Interviews arranged for the selection's applications (one per candidate and stage). */
  interviews: ShownCount;
  stagesReached: StageReached[];
  stageTimes: StageTime[];
  /** From application to the move to "hired", in days. */
  timeToHire: { hires: ShownCount; medianDays: number | null; averageDays: number | null };
  /** Hires by how many days they took: the histogram's bins, in order. */
  hiresByDays: { label: string; hires: ShownCount }[];
  /** None while the applications are fewer than 5: every row would be. */
  sources: SourceRow[];
  /** Applications by the source of the visit they came from, with the site's visits from each source in the period. */
  visitSources: VisitConversion;
  /** The same by landing page ("" where none was recorded), with the visits that began on each page. */
  landingPages: VisitConversion;
  /** Rejected applications by the reason given, most first; "" is no reason, null the reasons given fewer than 5 times. */
  rejectionReasons: { reason: string | null; count: ShownCount }[];
  rejected: ShownCount;
};

export type RecruitingReportDesk = {
  /** The figures for one job or all, over a period up to now. */
  figures(filter: RecruitingReportFilter): Promise<RecruitingReport>;
};
