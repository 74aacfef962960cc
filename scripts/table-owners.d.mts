import type { ESLint } from "eslint";

/** Who owns each table, by the name the code imports and by the name SQL uses. */
export type TableOwners = { tables: Record<string, string>; sqlNames: Record<string, string> };

/** The owners read from the schema's modules, server/db/schema/<area>.ts and <area>-<part>.ts. */
export function tableOwners(folder?: string): TableOwners;

/** The table-write wall as an ESLint plugin, with its one rule, "foreign-table-writes". */
export const tablesPlugin: ESLint.Plugin;
