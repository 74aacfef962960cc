import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Newest-first lists page by keyset: the next page starts after the last row's
 * (time, id), so page 2,000 costs what page 1 does, and rows added meanwhile do not
 * shift what the reader sees.
 */
export type Cursor = { at: Date; id: string };

export type Page<T> = { rows: T[]; next?: string | undefined };

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.at.toISOString()}|${cursor.id}`).toString("base64url");

/** Undefined for anything that is not a cursor this module wrote: a hand-edited URL starts at the top. */
export function decodeCursor(value: string | null | undefined): Cursor | undefined {
  if (!value) return undefined;
  const [iso, id] = Buffer.from(value, "base64url").toString().split("|");
  const at = new Date(iso ?? "");
  return id && /^[0-9a-f-]{36}$/.test(id) && !Number.isNaN(at.getTime()) ? { at, id } : undefined;
}

/** The rows after the cursor, in newest-first order of (at, id). */
export const olderThan = (at: PgColumn, id: PgColumn, cursor: Cursor | undefined): SQL | undefined =>
  cursor ? or(lt(at, cursor.at), and(eq(at, cursor.at), lt(id, cursor.id))) : undefined;

export const newestFirst = (at: PgColumn, id: PgColumn) => [desc(at), desc(id)];

/** Turns `limit + 1` fetched rows into a page and the cursor of the next, if there is one. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor): Page<T> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodeCursor(keyOf(last)) : undefined };
}
