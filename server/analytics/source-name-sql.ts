import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

const given = (value: SQL | PgColumn) => sql`coalesce(${value}, '') <> ''`;

/**
 * domain/analytics/analytics.ts `sourceName` in SQL, over any three expressions: the UTM source
 * in lower case, else the search engine, else the referring site without "www.", else "direct".
 * The roll-ups store its answer over a visit's columns and the reports count a lead's first touch
 * by it, so a lead is counted under its visits' name (tests hold both to the TypeScript).
 */
export function sourceNameSql({
  utmSource,
  searchEngine,
  referrer,
}: Record<"utmSource" | "searchEngine" | "referrer", SQL | PgColumn>): SQL<string> {
  // Constants, not parameters: PostgreSQL groups by an expression only when its text is the same.
  return sql<string>`case
    when ${given(utmSource)} then lower(${utmSource})
    when ${given(searchEngine)} then ${searchEngine}
    when ${given(referrer)} then regexp_replace(lower(${referrer}), '^www[.]', '')
    else 'direct' end`;
}

const field = (touch: PgColumn | SQL, name: string) => sql`(${touch}->>${sql.raw(`'${name}'`)})`;

/** sourceNameSql over a lead's first touch stored as jsonb. */
export const sourceNameOf = (touch: PgColumn | SQL): SQL<string> =>
  sourceNameSql({
    utmSource: field(touch, "utmSource"),
    searchEngine: field(touch, "searchEngine"),
    referrer: field(touch, "referrer"),
  });

/** The path a first touch landed on; "" where none was recorded. */
export const landingPageOf = (touch: PgColumn | SQL) => sql<string>`coalesce(${field(touch, "landingPage")}, '')`;
