import { sql } from "drizzle-orm";

import type { Database } from "../server/db/db";

/**
 * Every row of every table that mentions `needle` anywhere in any column, as "table: row". A
 * row cast to text holds all its columns, JSON included: nothing personal can hide in a column
 * this test did not think of.
 */
export async function rowsMentioning(database: Pick<Database, "db">, needle: string): Promise<string[]> {
  const tables = (
    (await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((row) => row.table_name);
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = (await database.db.execute(
      sql`select t::text as row from ${sql.identifier(table)} t where t::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { row: string }[] };
    found.push(...rows.map((row) => `${table}: ${row.row}`));
  }
  return found;
}
