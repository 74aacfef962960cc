import type { AttributionRow, RevenueAttribution, SalesSteps } from "~contracts/revenue-attribution";

import {
  counted,
  durationText,
  landingPageLabel,
  percent,
  sourceNameLabel,
} from "~/features/admin/shared/charts/chart-figures";
import { rupees } from "./dashboard-format";

/**
 * Revenue by where it came from as tables: each way of naming a step's visit,
 * its rows with every step, the conversion from the step before, and the rupees of the range
 * before beside this range's.
 */

export type RevenueWay = "bySource" | "byCampaign" | "byLandingPage" | "byService";

export const revenueWays: Record<RevenueWay, { title: string; column: string; nameOf: (name: string) => string }> = {
  bySource: {
    title: "Revenue by source",
    column: "Source",
    nameOf: (name) => (name === "" ? "No lead from the site" : sourceNameLabel(name)),
  },
  byCampaign: { title: "Revenue by campaign", column: "Campaign", nameOf: (name) => name || "No campaign" },
  byLandingPage: { title: "Revenue by landing page", column: "Landing page", nameOf: landingPageLabel },
  byService: {
    title: "Revenue by service",
    column: "Service",
    nameOf: (name) => name || "None named (an enquiry)",
  },
};

/** The steps in order, each with its count and its share of the step before. */
export function stepsInOrder(steps: SalesSteps): { label: string; value: number | null }[] {
  return [
    { label: "Visits", value: steps.visits },
    { label: "Leads", value: steps.leads },
    { label: "Calls booked", value: steps.callsBooked },
    { label: "Calls held", value: steps.callsHeld },
    { label: "Deals won", value: steps.dealsWon },
  ];
}

const visitsText = (visits: number | null) => (visits === null ? "–" : counted(visits));
const rateText = (part: number, whole: number | null) => (whole === null ? "–" : percent(part, whole));

export const revenueHead = (way: RevenueWay, compared: boolean) => [
  revenueWays[way].column,
  "Visits",
  "Leads",
  "Of visits",
  "Calls booked",
  "Calls held",
  "Of booked",
  "No-shows",
  "Deals won",
  "Of held",
  "Rupees won",
  ...(compared ? ["Rupees before"] : []),
  "Median time to won",
];

/** One row of a way's table, as the page shows it. */
export function revenueCells(name: string, row: Pick<AttributionRow, "now" | "before">): string[] {
  const { now, before } = row;
  return [
    name,
    visitsText(now.visits),
    counted(now.leads),
    rateText(now.leads, now.visits),
    counted(now.callsBooked),
    counted(now.callsHeld),
    percent(now.callsHeld, now.callsBooked),
    counted(now.noShows),
    counted(now.dealsWon),
    percent(now.dealsWon, now.callsHeld),
    rupees(now.rupeesWon),
    ...(before ? [rupees(before.rupeesWon)] : []),
    durationText(now.medianSecondsToWon),
  ];
}

export function revenueTable(report: RevenueAttribution, way: RevenueWay) {
  const compared = report.totals.before !== null;
  return {
    head: revenueHead(way, compared),
    rows: report[way].map((row) => revenueCells(revenueWays[way].nameOf(row.name), row)),
    foot: revenueCells("All", report.totals),
  };
}
