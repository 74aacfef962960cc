import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { DbOrTransaction } from "../../db/db";

/**
 * The rows of a table that name a record by a column (an enquiry its contact), moved from one record to
 * another when the two become one (the sales desk's merge) and back (its undo). The table's own area
 * makes them and opens them to the record's area, which so moves the rows without writing the table.
 */
export type LinkedRows = {
  /** How many rows name the record. */
  count(db: DbOrTransaction, recordId: string): Promise<number>;
  /** Moves the rows naming `from` to `to`; answers their ids. */
  move(tx: DbOrTransaction, from: string, to: string): Promise<string[]>;
  /** Moves back those of `ids` that name `from` still, to `to`. */
  moveBack(tx: DbOrTransaction, ids: string[], from: string, to: string): Promise<void>;
};

/** `column`'s rows of `table`; `except(to)` keeps back the rows that must stay (one already `to`'s, say). */
export function linkedRows(
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  { except }: { except?: (to: string) => SQL } = {},
): LinkedRows {
  return {
    async count(db, recordId) {
      const [row] = await db.select({ n: count() }).from(table).where(eq(column, recordId));
      return row?.n ?? 0;
    },
    async move(tx, from, to) {
      const kept = except ? sql` and ${except(to)}` : sql``;
      const result = await tx.execute<{ id: string }>(
        sql`update ${table} set ${sql.identifier(column.name)} = ${to} where ${column} = ${from}${kept} returning id`,
      );
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    },
    async moveBack(tx, ids, from, to) {
      await tx.execute(
        sql`update ${table} set ${sql.identifier(column.name)} = ${to}
          where ${and(inArray(table.id, ids), eq(column, from))}`,
      );
    },
  };
}
