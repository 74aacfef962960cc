import { and, asc, desc, eq, gte, sql } from "drizzle-orm";

import type { LeadKind } from "../../domain/analytics/analytics";
import type { FirstTouch } from "../../domain/contacts/contacts";
import { indiaDayRange, indiaDateOf, indiaHourOf } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import { analyticsPageViews, analyticsVisits } from "../db/schema";
import { markDirtyHours } from "./visit-writer";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The most pages a lead's first touch lists. */
const pagesSeenLimit = 50;

/**
 * Finds the visitor's key for a lead's request, after writing the events still held, so the
 * visit the form was sent from is in the database: undefined when none can be made (no address).
 */
export type LeadVisitKey = (request: {
  hostname: string;
  ip: string;
  headers: Record<string, unknown>;
}) => Promise<string | undefined>;

/** The visit's column that counts each kind of lead. */
const leadCounter = { enquiry: "enquiries", booking: "bookings", application: "applications" } as const;

/**
 * The first touch of a lead sent by the visitor `visitorKey` names, from that key's latest visit
 * of the India day (a key is only ever the day's), whose lead counter it increments and whose hour
 * it marks for the roll-up, in the lead's transaction. No visit: no first touch, never a failure.
 */
export async function touchOfLeadVisit(
  tx: Tx,
  { visitorKey, kind, now }: { visitorKey: string | undefined; kind: LeadKind; now: Date },
): Promise<FirstTouch | undefined> {
  if (!visitorKey) return undefined;
  const [dayStart] = indiaDayRange(indiaDateOf(now));
  const [visit] = await tx
    .select()
    .from(analyticsVisits)
    .where(and(eq(analyticsVisits.visitorKey, visitorKey), gte(analyticsVisits.startedAt, dayStart)))
    .orderBy(desc(analyticsVisits.lastSeenAt))
    .limit(1);
  if (!visit) return undefined;
  const pages = await tx
    .select({ path: analyticsPageViews.path })
    .from(analyticsPageViews)
    .where(eq(analyticsPageViews.visitId, visit.id))
    .orderBy(asc(analyticsPageViews.at), asc(analyticsPageViews.id))
    .limit(pagesSeenLimit);
  const counter = leadCounter[kind];
  await tx
    .update(analyticsVisits)
    .set({ [counter]: sql`${analyticsVisits[counter]} + 1` })
    .where(eq(analyticsVisits.id, visit.id));
  await markDirtyHours(tx, [indiaHourOf(visit.startedAt)]);
  const touch: FirstTouch = {
    utmSource: visit.utmSource ?? undefined,
    utmMedium: visit.utmMedium ?? undefined,
    utmCampaign: visit.utmCampaign ?? undefined,
    utmTerm: visit.utmTerm ?? undefined,
    utmContent: visit.utmContent ?? undefined,
    referrer: visit.referrerHost ?? undefined,
    searchEngine: visit.searchEngine ?? undefined,
    landingPage: visit.entryPath,
    pagesSeen: pages.map(({ path }) => path),
  };
  return Object.fromEntries(Object.entries(touch).filter(([, value]) => value !== undefined)) as FirstTouch;
}
