import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";

/**
 * Lists page by keyset: the next page starts after the last row's (time, id), so page
 * 2,000 costs what page 1 does, and rows added meanwhile do not shift what the reader sees.
 *
 * The cursor keeps the time as PostgreSQL stores it, to the microsecond. The application writes
 * milliseconds, but rows the database stamped itself (before decision 023, or loaded by SQL) have
 * microseconds; a JavaScript Date would round them and skip rows of the same millisecond.
 */
export type Cursor = { at: string; id: string };

export type Page<T> = { rows: T[]; next?: string | undefined };

const cursorTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in the URL are checked before they reach a uuid column, which would refuse them with an error. */
export const isUuid = (value: string) => uuidPattern.test(value);

/** The column's time to the microsecond, in UTC, as the cursor holds it: select it as `cursorAt`. */
export const cursorTimeOf = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");

/** Undefined for anything that is not a cursor this module wrote: a hand-edited URL starts at the top. */
export function decodeCursor(value: string | null | undefined): Cursor | undefined {
  if (!value) return undefined;
  const [at, id, ...rest] = Buffer.from(value, "base64url").toString().split("|");
  return at && id && rest.length === 0 && cursorTimePattern.test(at) && isUuid(id) ? { at, id } : undefined;
}

/** Row comparisons, so PostgreSQL walks an index on (time, id) from the cursor on. */
export const olderThan = (at: PgColumn, id: PgColumn, cursor: Cursor | undefined): SQL | undefined =>
  cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

export const laterThan = (at: PgColumn, id: PgColumn, cursor: Cursor | undefined): SQL | undefined =>
  cursor ? sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

export const newestFirst = (at: PgColumn, id: PgColumn) => [desc(at), desc(id)];
export const oldestFirst = (at: PgColumn, id: PgColumn) => [asc(at), asc(id)];

/** Turns `limit + 1` rows fetched with their `cursorAt` into a page and the cursor of the next, if any. */
export function pageOf<Row extends { cursorAt: string; id: string }>(
  rows: Row[],
  limit: number,
): Page<Omit<Row, "cursorAt">> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page.map(({ cursorAt: _cursor, ...row }) => row),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : undefined,
  };
}

/**
 * One page of a list newest first by (time, id), from the cursor on: `limit + 1` rows are read, the
 * one too many saying that a page follows. `query` selects the rows' `id` and `cursorAt` (the
 * time's `cursorTimeOf`) from the list's table, made `$dynamic()`; `where` is the list's filter.
 */
export async function newestPage<Row extends { cursorAt: string; id: string }, Query extends PgSelect>(
  query: Query & { _: { result: Row[] } },
  [at, id]: readonly [at: PgColumn, id: PgColumn],
  where: SQL | undefined,
  { after, limit }: { after: Cursor | undefined; limit: number },
) {
  const rows = await query
    .where(and(where, olderThan(at, id, after)))
    .orderBy(...newestFirst(at, id))
    .limit(limit + 1);
  // A dynamic query's clauses keep its rows, which TypeScript cannot see through the generic.
  return pageOf(rows as Row[], limit);
}
