import type { CountedEvent } from "../server/analytics/counted-events";
import type { Db } from "../server/db/db";
import { analyticsHourlyVisits } from "../server/db/schema";

type HourlyVisitsRow = typeof analyticsHourlyVisits.$inferInsert;

/**
 * A row of the hourly roll-up: visits straight to the home page on desktops, each a visitor of its
 * own who saw one page and sent no lead, unless `row` says otherwise.
 */
export const hourlyVisitsRow = (
  row: Partial<HourlyVisitsRow> & Pick<HourlyVisitsRow, "hour" | "visits">,
): HourlyVisitsRow => ({
  entryPath: "/",
  source: "direct",
  referrerHost: "",
  searchEngine: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  device: "desktop",
  country: "",
  visitors: row.visits,
  pageViews: row.visits,
  bounces: 0,
  durationS: 0,
  enquiries: 0,
  bookings: 0,
  applications: 0,
  ...row,
});

/**
 * Visits that began in one hour from a source (sourceName's answer), landing on a page, as the
 * hourly roll-up counts them; `withLeads` says how many of them sent each kind of lead (none unless said).
 */
export async function insertHourlyVisits(
  db: Db,
  {
    withLeads = {},
    ...row
  }: {
    hour: Date;
    source: string;
    entryPath: string;
    visits: number;
    withLeads?: Partial<Record<"enquiryVisits" | "bookingVisits" | "applicationVisits", number>>;
  },
) {
  await db.insert(analyticsHourlyVisits).values(hourlyVisitsRow({ ...row, ...withLeads }));
}

type CountedView = Extract<CountedEvent, { kind: "view" }>;

/** A page view as the collector hands it on: a desktop visitor with no referrer, campaign or country, unless `fields` say otherwise. */
export const countedView = (fields: Pick<CountedView, "visitorKey" | "at"> & Partial<CountedView>): CountedView => ({
  kind: "view",
  path: "/",
  referrerHost: null,
  searchEngine: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  device: "desktop",
  country: null,
  ...fields,
});
