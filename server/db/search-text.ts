import { sql, type Column, type SQL } from "drizzle-orm";
import { index } from "drizzle-orm/pg-core";

/**
 * "first last": holds every part of either name, so one search covers first, last and full name.
 * The lists search this very expression, and their trigram index is built on it: the two must
 * not drift apart, or the search reads the whole table again.
 */
export const nameText = (first: Column, last: Column): SQL => sql`(${first} || ' ' || ${last})`;

/**
 * A trigram index (pg_trgm) over a text a list searches with ILIKE '%term%': a rare word or one
 * e-mail address is found without reading every row (decision 032).
 */
export const trigramIndex = (name: string, text: Column | SQL) => index(name).using("gin", sql`${text} gin_trgm_ops`);
