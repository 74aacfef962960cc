import { and, count, eq, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { SubscriberCounts, SubscriberListItem } from "../../contracts/newsletter";
import type { CsvExport, ListPage } from "../../contracts/outcome";
import {
  describeTopics,
  subscriberStateLabels,
  subscriberStates,
  type NewsletterTopic,
} from "../../domain/newsletter/newsletter";
import { suppressionReasonLabels } from "../../domain/newsletter/newsletter-sending";
import type { SubscriberFilter } from "../../domain/newsletter/subscriber-filter";
import { indiaDateOf, indiaDayRange, indiaTimestamp, indiaTimeZone, monthStart } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import { newsletterSubscribers } from "../db/schema";
import type { Actor } from "../kernel/audit/audit";
import { csvPageSize } from "../kernel/lists/csv";
import { auditedCsvExport, keysetRecords } from "../kernel/lists/csv-export";
import { cursorTimeOf, decodeCursor, newestPage, type Cursor } from "../kernel/lists/keyset";
import { addressKey, matchingSearch } from "../kernel/lists/like-pattern";

/*
 * The newsletter's subscribers as editors and admins see them (decision 077): every sign-up and
 * subscriber, newest first, by part of its address and its state, on the page or as a CSV file;
 * how many are in each state; and how many addresses were confirmed and unsubscribed in each of
 * the last months.
 */

const subscribers = newsletterSubscribers;

export const subscriberPageSize = 50;

/** The months the counts cover: this one so far and the ones before it. */
export const subscriberMonthsShown = 6;

const matching = (filter: SubscriberFilter): SQL | undefined =>
  and(
    matchingSearch(filter.q, { texts: [subscribers.email], key: addressKey(subscribers.email) }),
    filter.state ? eq(subscribers.state, filter.state) : undefined,
  );

/** One page of the list, newest sign-up first, after `after`. */
async function subscriberPage(
  db: Db,
  filter: SubscriberFilter,
  { after, limit }: { after: Cursor | undefined; limit: number },
): Promise<ListPage<SubscriberListItem>> {
  const page = await newestPage(
    db
      .select({
        id: subscribers.id,
        email: subscribers.email,
        state: subscribers.state,
        topics: subscribers.topics,
        createdAt: subscribers.createdAt,
        confirmedAt: subscribers.confirmedAt,
        consentSource: subscribers.consentSource,
        unsubscribedAt: subscribers.unsubscribedAt,
        suppressedAt: subscribers.suppressedAt,
        suppressionReason: subscribers.suppressionReason,
        suppressionDetail: subscribers.suppressionDetail,
        cursorAt: cursorTimeOf(subscribers.createdAt),
      })
      .from(subscribers)
      .$dynamic(),
    [subscribers.createdAt, subscribers.id],
    matching(filter),
    { after, limit },
  );
  // The column holds only topics the schema let in (domain/newsletter/newsletter-request.ts).
  return {
    ...page,
    rows: page.rows.map(({ suppressedAt, suppressionReason, suppressionDetail, ...row }) => ({
      ...row,
      topics: row.topics as NewsletterTopic[],
      suppression:
        suppressedAt && suppressionReason
          ? { reason: suppressionReason, detail: suppressionDetail ?? "", at: suppressedAt }
          : null,
    })),
  };
}

/** One page of the list, newest sign-up first. */
export const listSubscribers = (
  db: Db,
  filter: SubscriberFilter,
  { after, limit = subscriberPageSize }: { after?: string | undefined; limit?: number } = {},
): Promise<ListPage<SubscriberListItem>> => subscriberPage(db, filter, { after: decodeCursor(after), limit });

const csvColumns = [
  "Address",
  "State",
  "Topics",
  "Signed up (India time)",
  "Confirmed (India time)",
  "Unsubscribed (India time)",
  "Suppressed (India time)",
  "Why suppressed",
  "Consent source",
] as const;

const timeCell = (at: Date | null) => (at ? indiaTimestamp(at) : "");

/**
 * Every subscriber the filter matches, newest sign-up first, as a CSV file read `pageSize` rows at
 * a time while it is sent; audited before the first byte goes out, with how many matched then.
 * The consent source is empty for an address confirmed here.
 */
export async function exportSubscribersCsv(
  db: Db,
  actor: Actor,
  filter: SubscriberFilter,
  now: Date,
  { pageSize = csvPageSize }: { pageSize?: number } = {},
): Promise<CsvExport> {
  return auditedCsvExport(db, actor, now, {
    count: () => db.$count(subscribers, matching(filter)),
    entry: (rowCount) => ({
      action: "newsletter.subscribers-export",
      subjectType: "newsletter-subscribers",
      subjectId: "export",
      summary: `Exported ${rowCount} newsletter ${rowCount === 1 ? "subscriber" : "subscribers"} to CSV.`,
      details: { filter: { ...filter }, rowCount },
    }),
    header: csvColumns,
    pages: () =>
      keysetRecords(
        (after) => subscriberPage(db, filter, { after, limit: pageSize }),
        (row) => [
          row.email,
          subscriberStateLabels[row.state],
          describeTopics(row.topics),
          indiaTimestamp(row.createdAt),
          timeCell(row.confirmedAt),
          timeCell(row.unsubscribedAt),
          timeCell(row.suppression?.at ?? null),
          row.suppression
            ? [suppressionReasonLabels[row.suppression.reason], row.suppression.detail].filter(Boolean).join(": ")
            : "",
          row.consentSource ?? "",
        ],
      ),
  });
}

// A constant, not a parameter: PostgreSQL groups by an expression only when its text is the same.
const zone = sql.raw(`'${indiaTimeZone}'`);

/** The India months of a time column, with how many rows fall in each since `from`. */
const perMonth = async (db: Db, column: PgColumn, from: Date) => {
  const month = sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM')`;
  const rows = await db.select({ month, count: count() }).from(subscribers).where(gte(column, from)).groupBy(month);
  return new Map(rows.map((row) => [row.month, row.count]));
};

/**
 * How many rows are in each state now, and, for each of the last months in India, how many
 * addresses were confirmed (their latest confirmation) and unsubscribed in it, as the rows kept
 * now tell: an address erased, or deleted by retention, is no longer counted.
 */
export async function subscriberCounts(db: Db, now: Date): Promise<SubscriberCounts> {
  const states = await db
    .select({ state: subscribers.state, count: count() })
    .from(subscribers)
    .groupBy(subscribers.state);
  const byState = Object.fromEntries(
    subscriberStates.map((state) => [state, states.find((row) => row.state === state)?.count ?? 0]),
  ) as SubscriberCounts["byState"];
  const today = indiaDateOf(now);
  const starts = Array.from({ length: subscriberMonthsShown }, (_, index) =>
    monthStart(today, index - subscriberMonthsShown + 1),
  );
  const from = indiaDayRange(starts[0]!)[0];
  const confirmed = await perMonth(db, subscribers.confirmedAt, from);
  const unsubscribed = await perMonth(db, subscribers.unsubscribedAt, from);
  return {
    byState,
    months: starts.map((start) => {
      const month = start.slice(0, 7);
      return { month, confirmed: confirmed.get(month) ?? 0, unsubscribed: unsubscribed.get(month) ?? 0 };
    }),
  };
}
