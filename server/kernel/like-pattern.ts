import { ilike, or, type Column, type SQL } from "drizzle-orm";

/** A search term taken literally by ILIKE: its own % and _ (and the escape character) are escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A list's search: rows where any of the texts holds the term, literally and whatever its case; no term, no condition. */
export const anyContains = (term: string | undefined, texts: (Column | SQL)[]): SQL | undefined =>
  term ? or(...texts.map((text) => ilike(text, likePattern(term)))) : undefined;
