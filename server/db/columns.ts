import { getTableColumns, type Table } from "drizzle-orm";

type ColumnsOf<T extends Table> = T["_"]["columns"];

/**
 * Some of a table's columns by their names, for a select that keeps each column under its own
 * name: `select({ ...pickColumns(jobs, "id", "title"), company: companies.name })` names each column
 * once where writing `id: jobs.id, title: jobs.title` names it twice.
 */
export function pickColumns<T extends Table, K extends keyof ColumnsOf<T> & string>(
  table: T,
  ...names: K[]
): Pick<ColumnsOf<T>, K> {
  const all: ColumnsOf<T> = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<ColumnsOf<T>, K>;
}
