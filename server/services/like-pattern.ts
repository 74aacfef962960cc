/** A search term taken literally by ILIKE: its own % and _ (and the escape character) are escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
