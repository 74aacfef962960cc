import { sql } from "drizzle-orm";

import { indiaDatesRange, type IsoDate } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { leadsSent } from "../leads";
import { landingPageOf, sourceNameOf } from "../source-name-sql";

/**
 * The analytics page's leads (decision 073): `leadsSent` over a range of India days, grouped the
 * ways the page groups its visits, by the first touch of the visit each lead came from. A lead sent
 * without a counted visit is direct, on no entry page.
 */

export type LeadSums = { enquiries: number; bookings: number };

export type RangeLeads = {
  total: LeadSums;
  source: Map<string, LeadSums>;
  /** By `campaignKey`. */
  campaign: Map<string, LeadSums>;
  entry: Map<string, LeadSums>;
};

/** A campaign as the page tells campaigns apart: its name, UTM source and medium. */
export const campaignKey = (row: {
  utm_campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
}) => JSON.stringify([row.utm_campaign, row.utm_source, row.utm_medium]);

type Row = LeadSums & {
  grouped_by: "total" | "source" | "campaign" | "entry";
  source: string | null;
  utm_campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  entry_path: string | null;
};

export const noLeads: LeadSums = { enquiries: 0, bookings: 0 };

/** The leads sent in a range of India days, up to `now`: in all, per source, per campaign and per entry page. */
export async function leadsInRange(db: Db, from: IsoDate, to: IsoDate, now: Date): Promise<RangeLeads> {
  const [start, end] = indiaDatesRange(from, to);
  const touch = sql.raw("leads.touch");
  const result = await db.execute<Row>(sql`
    select case when grouping(source) = 0 then 'source' when grouping(utm_campaign) = 0 then 'campaign'
        when grouping(entry_path) = 0 then 'entry' else 'total' end as grouped_by,
      source, utm_campaign, utm_source, utm_medium, entry_path,
      count(*) filter (where kind = 'enquiry')::float8 as enquiries,
      count(*) filter (where kind = 'booking')::float8 as bookings
    from (
      select leads.kind, ${sourceNameOf(touch)} as source, ${landingPageOf(touch)} as entry_path,
        coalesce(leads.touch->>'utmCampaign', '') as utm_campaign, coalesce(leads.touch->>'utmSource', '') as utm_source,
        coalesce(leads.touch->>'utmMedium', '') as utm_medium
      from (${leadsSent({ from: start, to: new Date(Math.min(end.getTime(), now.getTime() + 1)) })}) leads
    ) named
    group by grouping sets ((), (source), (utm_campaign, utm_source, utm_medium), (entry_path))`);
  const rows = (result as unknown as { rows: Row[] }).rows.map((row) => ({
    ...row,
    enquiries: Number(row.enquiries),
    bookings: Number(row.bookings),
  }));
  const sums = ({ enquiries, bookings }: Row): LeadSums => ({ enquiries, bookings });
  const by = (grouping: Row["grouped_by"], key: (row: Row) => string) =>
    new Map(rows.filter((row) => row.grouped_by === grouping).map((row) => [key(row), sums(row)]));
  const total = rows.find((row) => row.grouped_by === "total");
  return {
    total: total ? sums(total) : noLeads,
    source: by("source", (row) => row.source!),
    campaign: by("campaign", campaignKey),
    entry: by("entry", (row) => row.entry_path!),
  };
}
