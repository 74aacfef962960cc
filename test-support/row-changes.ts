import { sql } from "drizzle-orm";

import type { Database } from "../server/db/db";

/**
 * Columns the server's own timed work writes whatever a request does: the daily digest claims each
 * person's day after 09:00 in India (server/contacts/daily-digest.ts), whether or not there is mail.
 */
const volatileColumns: Record<string, string[]> = { staff_accounts: ["last_digest_date"] };

/** Sessions change on every request: reading any page moves its session's idle deadline. */
const unwatchedTables = ["staff_sessions"];

/**
 * Makes a test database count the rows written to each table, so that a test can tell whether a
 * request changed anything by two counts instead of two readings of every row (which were most of
 * the authorisation table's time). Every insert, delete and truncate counts, and every update that
 * changed a value outside the table's volatile columns; a change rolled back is forgotten with its
 * transaction. Answers the counts, a line per table written to: `enquiries: 3 rows written`.
 */
export async function watchRowChanges(database: Database) {
  const { db } = database;
  await db.execute(sql`create table test_rows_written (table_name text not null)`);
  await db.execute(sql`
    create function test_count_row_written() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (to_jsonb(old) - coalesce(tg_argv, '{}')) = (to_jsonb(new) - coalesce(tg_argv, '{}')) then
        return null;
      end if;
      insert into test_rows_written values (tg_table_name);
      return null;
    end $$`);
  const { rows } = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_rows_written'`,
  )) as unknown as { rows: { table_name: string }[] };
  for (const { table_name: table } of rows) {
    if (unwatchedTables.includes(table)) continue;
    const volatile = sql.join(
      (volatileColumns[table] ?? []).map((column) => sql.raw(`'${column}'`)),
      sql`, `,
    );
    await db.execute(sql`create trigger test_count_rows after insert or update or delete on ${sql.identifier(table)}
      for each row execute function test_count_row_written(${volatile})`);
    await db.execute(sql`create trigger test_count_truncate after truncate on ${sql.identifier(table)}
      for each statement execute function test_count_row_written()`);
  }

  return async function rowsWritten({ without = [] }: { without?: readonly string[] } = {}): Promise<string> {
    const { rows: counts } = (await db.execute(
      sql`select table_name, count(*)::int as written from test_rows_written group by table_name order by table_name`,
    )) as unknown as { rows: { table_name: string; written: number }[] };
    return counts
      .filter((count) => !without.includes(count.table_name))
      .map((count) => `${count.table_name}: ${count.written} rows written`)
      .join("\n");
  };
}
