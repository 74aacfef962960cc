import { ilike, or, sql, type Column, type SQL } from "drizzle-orm";

/** A search term taken literally by ILIKE: its own % and _ (and the escape character) are escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A list's search: rows where any of the texts holds the term, literally and whatever its case; no term, no condition. */
export const anyContains = (term: string | undefined, texts: (Column | SQL)[]): SQL | undefined =>
  term ? or(...texts.map((text) => ilike(text, likePattern(term)))) : undefined;

/** A term that is one whole e-mail address, as people paste it from a message. */
const wholeAddress = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address column as its index holds it: lower case. */
export const addressKey = (email: Column): SQL => sql`lower(${email})`;

/**
 * A list's search that knows its rows' address: one whole address is looked up on the address's
 * own index (`key`, lower case), since its trigrams ("exa", "mpl", ".co") are in nearly every row
 * and a trigram search for it reads most of the index (decision 032); any other term is
 * `anyContains` over the texts.
 */
export const matchingSearch = (
  term: string | undefined,
  { texts, key }: { texts: (Column | SQL)[]; key: Column | SQL },
): SQL | undefined =>
  term && wholeAddress.test(term.trim()) ? sql`${key} = ${term.trim().toLowerCase()}` : anyContains(term, texts);
