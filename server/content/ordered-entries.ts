import { and, asc, desc, eq, gt, isNull, lt, lte, max, min, or, sql, type SQL } from "drizzle-orm";

import type { Direction, OrderedEntryState } from "../../contracts/content-entries";
import { publishStateOf, type Publish } from "../../domain/content/content";
import { scheduledInstantOf } from "./publish-time";
import { indiaDateTime } from "../../domain/time/india-dates";
import type { Db, DbOrTransaction } from "../db/db";
import type { ContentOf } from "../db/revision-rows";
import type { faqEntries, faqEntryRevisions, testimonialRevisions, testimonials } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { changing, type PublicArea } from "../kernel/changes/public-changes";
import { audit, type Actor } from "../kernel/audit/audit";

/**
 * What the FAQ and the testimonials share (decision 034): entries in an order editors set, each
 * published, scheduled (published from a time ahead) or a draft, every change announced to the
 * area's kept pages and audited. Saving an entry's text, and its revisions, are in entry-texts.ts.
 */

/** A table with the columns ordering needs; both tables name them alike. */
type OrderedTable = typeof faqEntries | typeof testimonials;
export type OrderedRow = typeof faqEntries.$inferSelect | typeof testimonials.$inferSelect;

export type OrderedKind<Row extends OrderedRow, Revisions extends EntryRevisionsTable> = {
  table: OrderedTable;
  /** Where every save of an entry's text is kept (entry-texts.ts). */
  revisions: Revisions;
  area: PublicArea;
  /** The audit log's subject type ("faq_entry") and its actions' prefix ("faq"). */
  subjectType: string;
  actionPrefix: string;
  /** The entry, or a text of it, in a sentence of the log: “How long does a typical project take?”. */
  nameOf: (entry: Row | ContentOf<Revisions>) => string;
  /** The entries an entry, or a text of it, is ordered among (a testimonial's placement); all of them when undefined. */
  sameList?: (entry: Row | ContentOf<Revisions>) => SQL;
  /** Writes `text` over the entry `row`, as its form's save does. */
  replaceText: (tx: DbOrTransaction, row: Row, text: ContentOf<Revisions>, actor: Actor, now: Date) => Promise<void>;
  notFound: string;
  /** One advisory lock per kind: moves and new entries take turns, so two never share a position. */
  orderLockKey: number;
};

export type EntryRevisionsTable = typeof faqEntryRevisions | typeof testimonialRevisions;

export const isUuid = (id: string) => /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(id);

// drizzle's builders do not accept a union of tables; both tables' ordering columns have the same
// names and types, so one of them stands for both in the builders' types.
const tableOf = (kind: { table: OrderedTable }) => kind.table as typeof faqEntries;

/** The entry, or undefined: none has `id`, or `id` is no id at all. */
export async function findEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  db: DbOrTransaction,
  kind: OrderedKind<Row, Revisions>,
  id: string,
): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined;
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as Row | undefined;
}

/** The entry, locked until the transaction ends; refused when it does not exist (any more). */
export async function lockEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  tx: DbOrTransaction,
  kind: OrderedKind<Row, Revisions>,
  id: string,
): Promise<Row> {
  if (!isUuid(id)) throw new RefusedError(kind.notFound);
  const table = tableOf(kind);
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for("update");
  if (!row) throw new RefusedError(kind.notFound);
  return row as Row;
}

/** What a change to an entry logs: its action without the kind's prefix ("move"), and what it did. */
type EntryChange = { action: string; summary: string; details?: Record<string, unknown> };

/** Logs a change to one of the kind's entries, its action under the kind's prefix ("faq.move"). */
export const auditEntryChange = (
  tx: DbOrTransaction,
  kind: { subjectType: string; actionPrefix: string },
  actor: Actor,
  id: string,
  now: Date,
  { action, ...change }: EntryChange,
) =>
  audit(tx, actor, now, {
    action: `${kind.actionPrefix}.${action}`,
    subjectType: kind.subjectType,
    subjectId: id,
    ...change,
  });

const lockOrder = (tx: DbOrTransaction, kind: { orderLockKey: number }) =>
  tx.execute(sql`select pg_advisory_xact_lock(${kind.orderLockKey})`);

/**
 * Changes one entry in its area's transaction, the entry locked, and logs what `change` says it did;
 * `change` says nothing where there was nothing to change (a button pressed twice in two tabs).
 */
async function changeEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  db: Db,
  kind: OrderedKind<Row, Revisions>,
  actor: Actor,
  id: string,
  now: Date,
  change: (tx: DbOrTransaction, row: Row, table: typeof faqEntries) => Promise<EntryChange | undefined>,
): Promise<void> {
  await changing(db, kind.area, async (tx) => {
    const row = await lockEntry(tx, kind, id);
    const done = await change(tx, row, tableOf(kind));
    if (done) await auditEntryChange(tx, kind, actor, id, now, done);
  });
}

/** The position after the last entry of the list `where` picks: a new entry goes to the end. */
export async function nextPosition(
  tx: DbOrTransaction,
  kind: { table: OrderedTable; orderLockKey: number },
  where?: SQL,
): Promise<number> {
  await lockOrder(tx, kind);
  const table = tableOf(kind);
  const [last] = await tx
    .select({ position: max(table.position) })
    .from(table)
    .where(where);
  return (last?.position ?? 0) + 1;
}

/** What the back office shows of every entry: its place, its state at `now`, and who changed it last. */
export const orderedStateOf = (row: OrderedRow, now: Date): OrderedEntryState => ({
  id: row.id,
  position: row.position,
  state: publishStateOf(row, now),
  publishAt: row.publishAt,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

/**
 * Visible to visitors at `now`: published, with no publish time or one that has come. A scheduled
 * entry appears by the clock alone; its pages are kept only until then (./scheduled-changes.ts).
 */
export function shownAt(kind: { table: OrderedTable }, now: Date): SQL {
  const table = tableOf(kind);
  return and(eq(table.published, true), or(isNull(table.publishAt), lte(table.publishAt, now)))!;
}

/** When the next scheduled entry of a kind appears, after `now` (./scheduled-changes.ts). */
export async function nextScheduledEntry(db: Db, kind: { table: OrderedTable }, now: Date): Promise<Date | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ at: min(table.publishAt) })
    .from(table)
    .where(and(eq(table.published, true), gt(table.publishAt, now)));
  return row?.at ?? undefined;
}

/**
 * Publishes the entry now, or schedules it for a later instant in India (published, shown from
 * then on). An instant not ahead of `now` is refused (server/content/publish-time.ts). Pressed twice (two tabs), the second
 * changes and logs nothing.
 */
export async function publishEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  db: Db,
  kind: OrderedKind<Row, Revisions>,
  actor: Actor,
  id: string,
  when: Publish,
  now: Date,
): Promise<void> {
  const publishAt = scheduledInstantOf(when, now) ?? null;
  await changeEntry(db, kind, actor, id, now, async (tx, row, table) => {
    const already = publishAt
      ? row.published && row.publishAt?.getTime() === publishAt.getTime()
      : publishStateOf(row, now) === "published";
    if (already) return;
    await tx
      .update(table)
      .set({ published: true, publishAt, updatedAt: now, updatedBy: actor.email })
      .where(eq(table.id, id));
    return {
      action: publishAt ? "schedule" : "publish",
      summary: publishAt
        ? `Scheduled ${kind.nameOf(row)} for ${indiaDateTime(publishAt)} (India).`
        : `Published ${kind.nameOf(row)}.`,
      details: publishAt ? { publishAt: publishAt.toISOString() } : {},
    };
  });
}

/** A change to one entry that needs nothing more than the entry (changeEntry). */
type PlainEntryChange = <Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  db: Db,
  kind: OrderedKind<Row, Revisions>,
  actor: Actor,
  id: string,
  now: Date,
) => Promise<void>;

/** Takes the entry off the site, or off its schedule; pressed twice, the second changes and logs nothing. */
export const unpublishEntry: PlainEntryChange = (db, kind, actor, id, now) =>
  changeEntry(db, kind, actor, id, now, async (tx, row, table) => {
    if (!row.published) return;
    await tx
      .update(table)
      .set({ published: false, publishAt: null, updatedAt: now, updatedBy: actor.email })
      .where(eq(table.id, id));
    return { action: "unpublish", summary: `Unpublished ${kind.nameOf(row)}.` };
  });

/** Swaps the entry with its neighbour in its list; at either end it stays where it is. */
export async function moveEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  db: Db,
  kind: OrderedKind<Row, Revisions>,
  actor: Actor,
  id: string,
  direction: Direction,
  now: Date,
): Promise<void> {
  await changing(db, kind.area, async (tx) => {
    await lockOrder(tx, kind);
    const row = await lockEntry(tx, kind, id);
    const table = tableOf(kind);
    const [neighbour] = await tx
      .select({ id: table.id, position: table.position })
      .from(table)
      .where(
        and(
          kind.sameList?.(row),
          direction === "up" ? lt(table.position, row.position) : gt(table.position, row.position),
        ),
      )
      .orderBy(direction === "up" ? desc(table.position) : asc(table.position))
      .limit(1);
    if (!neighbour) return;
    await tx.update(table).set({ position: neighbour.position }).where(eq(table.id, row.id));
    await tx.update(table).set({ position: row.position }).where(eq(table.id, neighbour.id));
    await auditEntryChange(tx, kind, actor, id, now, {
      action: "move",
      summary: `Moved ${kind.nameOf(row)} ${direction}.`,
      details: { from: row.position, to: neighbour.position },
    });
  });
}

/** Deletes the entry; its audit entry keeps what it said. */
export const removeEntry: PlainEntryChange = (db, kind, actor, id, now) =>
  changeEntry(db, kind, actor, id, now, async (tx, row, table) => {
    await tx.delete(table).where(eq(table.id, id));
    // The text it had, for the log; who saved it last is in the log's own entries.
    const { createdAt: _created, updatedAt: _updated, updatedBy: _by, ...kept } = row;
    return { action: "delete", summary: `Deleted ${kind.nameOf(row)}.`, details: kept };
  });
