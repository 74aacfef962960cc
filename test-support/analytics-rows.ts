import type { CountedEvent } from "../server/analytics/counted-events";
import type { Db } from "../server/db/db";
import { analyticsHourlyVisits } from "../server/db/schema";

/**
 * Visits that began in one hour from a source (sourceName's answer), landing on a page, as the
 * hourly roll-up counts them; `withLeads` says how many of them sent each kind of lead (none unless said).
 */
export async function insertHourlyVisits(
  db: Db,
  {
    hour,
    source,
    entryPath,
    visits,
    withLeads = {},
  }: {
    hour: Date;
    source: string;
    entryPath: string;
    visits: number;
    withLeads?: Partial<Record<"enquiryVisits" | "bookingVisits" | "applicationVisits", number>>;
  },
) {
  await db.insert(analyticsHourlyVisits).values({
    hour,
    entryPath,
    source,
    referrerHost: "",
    searchEngine: "",
    utmSource: "",
    utmMedium: "",
    utmCampaign: "",
    device: "desktop",
    country: "",
    visits,
    visitors: visits,
    pageViews: visits,
    bounces: 0,
    durationS: 0,
    enquiries: 0,
    bookings: 0,
    applications: 0,
    ...withLeads,
  });
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
