import type { ConversionRow } from "../../contracts/analytics-lead-conversion";
import type { RecruitingReport, SourceRow, VisitConversion } from "../../contracts/recruiting-reports";
import type { ApplicationSource } from "../../domain/applications/application-sources";
import type { ReachedStage, WaitingStage } from "../../domain/applications/recruiting-reports";
import {
  enoughToAverage,
  foldSmallRows,
  smallCountTable,
  smallestShownCount,
  type Cell,
} from "../../domain/privacy/small-counts";

/**
 * The recruiting reports' figures as decision 072 shows them. Every figure on the page is a count
 * of applications (or of interviews, stays, hires) in one table of relations, as a reader would
 * put them together: the stages reached, each a group of the one before; the hires with a date
 * within the hires, and their bins adding up to them; each source's applications, interviewed and
 * hired a chain too, the sources adding up to the applications, interviews and hires; the visits'
 * sources and landing pages adding up to the applications and to the visits with one; the
 * rejections within the applications, the reasons adding up to them. Rows named by what a reader
 * could know of a person (a source, a landing page, a reason) need 5 applications each; the rest
 * are one row.
 */

type RawSource = {
  source: ApplicationSource;
  sourceName: string;
  applications: number;
  interviewed: number;
  hired: number;
};

export type RawRecruitingReport = Pick<RecruitingReport, "asOf" | "filter" | "jobTitle"> & {
  interviews: number;
  stagesReached: { stage: ReachedStage; reached: number }[];
  stageTimes: { stage: WaitingStage; left: number; medianDays: number | null; averageDays: number | null }[];
  timeToHire: { hires: number; medianDays: number | null; averageDays: number | null };
  hiresByDays: { label: string; hires: number }[];
  sources: RawSource[];
  visitSources: ConversionRow<"applications">[];
  landingPages: ConversionRow<"applications">[];
  rejectionReasons: { reason: string; count: number }[];
};

const sumOf = <Row>(rows: readonly Row[], countOf: (row: Row) => number) =>
  rows.reduce((total, row) => total + countOf(row), 0);

/** The rows a breakdown names, and the rest as one: none at all while its total is too small to show. */
function namedAndRest<Row>(rows: readonly Row[], countOf: (row: Row) => number, total: number) {
  if (total < smallestShownCount) return { named: [], folded: [] };
  return foldSmallRows(rows, countOf);
}

/** Visit rows folded as decision 072 says: the rest join the "others" row leadsBesideVisits may have made. */
function foldedVisitRows(rows: readonly ConversionRow<"applications">[], applications: number) {
  const { named, folded } = namedAndRest(rows, (row) => row.leads.applications, applications);
  if (folded.length === 0) return named;
  const others: ConversionRow<"applications"> = {
    of: { kind: "others", count: sumOf(folded, (row) => (row.of.kind === "others" ? row.of.count : 1)) },
    visits: sumOf(folded, (row) => row.visits),
    leads: { applications: sumOf(folded, (row) => row.leads.applications) },
    visitsWith: { applications: sumOf(folded, (row) => row.visitsWith.applications) },
  };
  return [...named, others];
}

export function shownRecruitingReport(raw: RawRecruitingReport): RecruitingReport {
  const table = smallCountTable();
  const applicationsTotal = raw.stagesReached[0]!.reached;

  const reachedCells = raw.stagesReached.map((step) => table.count(step.reached));
  table.chain(reachedCells);
  const [applications, , , , hired] = reachedCells as [Cell, Cell, Cell, Cell, Cell];
  const interviews = table.count(raw.interviews);
  const stayCounts = raw.stageTimes.map((stage) => table.count(stage.left));

  const hires = table.count(raw.timeToHire.hires);
  const bins = raw.hiresByDays.map((bin) => table.count(bin.hires));
  table.within(hired, [hires]);
  table.sum(hires, bins);

  const { named: namedSources, folded: otherSources } = namedAndRest(
    raw.sources,
    (row) => row.applications,
    applicationsTotal,
  );
  const sourceRows: (Omit<RawSource, "source"> & { source: ApplicationSource | null })[] = [
    ...namedSources,
    ...(otherSources.length === 0
      ? []
      : [
          {
            source: null,
            sourceName: "",
            applications: sumOf(otherSources, (row) => row.applications),
            interviewed: sumOf(otherSources, (row) => row.interviewed),
            hired: sumOf(otherSources, (row) => row.hired),
          },
        ]),
  ];
  const sources = sourceRows.map((row) => {
    const cells = {
      applications: table.count(row.applications),
      interviewed: table.count(row.interviewed),
      hired: table.count(row.hired),
    };
    table.chain([cells.applications, cells.interviewed, cells.hired]);
    return { row, cells };
  });
  table.sum(
    applications,
    sources.map(({ cells }) => cells.applications),
  );
  table.sum(
    table.knownTotal(sumOf(raw.sources, (row) => row.interviewed)),
    sources.map(({ cells }) => cells.interviewed),
  );
  table.sum(
    hired,
    sources.map(({ cells }) => cells.hired),
  );

  const visitsWithTotal = table.count(sumOf(raw.visitSources, (row) => row.visitsWith.applications));
  const visitTables = [raw.visitSources, raw.landingPages].map((rows) =>
    foldedVisitRows(rows, applicationsTotal).map((row) => ({
      row,
      applications: table.count(row.leads.applications),
      visitsWith: table.count(row.visitsWith.applications),
    })),
  );
  for (const rows of visitTables) {
    table.sum(
      applications,
      rows.map((row) => row.applications),
    );
    table.sum(
      visitsWithTotal,
      rows.map((row) => row.visitsWith),
    );
  }

  const rejectedTotal = sumOf(raw.rejectionReasons, (row) => row.count);
  const rejected = table.count(rejectedTotal);
  table.within(applications, [rejected]);
  const { named: namedReasons, folded: otherReasons } = namedAndRest(
    raw.rejectionReasons,
    (row) => row.count,
    rejectedTotal,
  );
  const reasons = [
    ...namedReasons.map((row) => ({ reason: row.reason as string | null, cell: table.count(row.count) })),
    ...(otherReasons.length === 0
      ? []
      : [{ reason: null, cell: table.count(sumOf(otherReasons, (row) => row.count)) }]),
  ];
  table.sum(
    rejected,
    reasons.map(({ cell }) => cell),
  );

  const shown = table.decide();
  const shownVisits = (rows: (typeof visitTables)[number]): VisitConversion => ({
    rows: rows.map(({ row, applications: leads, visitsWith }) => ({
      ...row,
      leads: { applications: shown(leads) },
      visitsWith: { applications: shown(visitsWith) },
    })),
    totals: { leads: { applications: shown(applications) }, visitsWith: { applications: shown(visitsWithTotal) } },
  });
  const enoughHires = enoughToAverage(raw.timeToHire.hires);
  return {
    asOf: raw.asOf,
    filter: raw.filter,
    jobTitle: raw.jobTitle,
    applications: shown(applications),
    interviews: shown(interviews),
    stagesReached: raw.stagesReached.map((step, index) => ({
      stage: step.stage,
      reached: shown(reachedCells[index]!),
    })),
    stageTimes: raw.stageTimes.map((stage, index) => {
      const enough = enoughToAverage(stage.left);
      return {
        stage: stage.stage,
        left: shown(stayCounts[index]!),
        medianDays: enough ? stage.medianDays : null,
        averageDays: enough ? stage.averageDays : null,
      };
    }),
    timeToHire: {
      hires: shown(hires),
      medianDays: enoughHires ? raw.timeToHire.medianDays : null,
      averageDays: enoughHires ? raw.timeToHire.averageDays : null,
    },
    hiresByDays: raw.hiresByDays.map((bin, index) => ({ label: bin.label, hires: shown(bins[index]!) })),
    sources: sources.map(({ row, cells }): SourceRow => ({
      source: row.source,
      sourceName: row.sourceName,
      applications: shown(cells.applications),
      interviewed: shown(cells.interviewed),
      hired: shown(cells.hired),
    })),
    visitSources: shownVisits(visitTables[0]!),
    landingPages: shownVisits(visitTables[1]!),
    rejectionReasons: reasons.map(({ reason, cell }) => ({ reason, count: shown(cell) })),
    rejected: shown(rejected),
  };
}
