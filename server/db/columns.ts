import { getTableColumns, type Table } from "drizzle-orm";
import { timestamp, uuid, text, type AnyPgColumn } from "drizzle-orm/pg-core";

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

/**
 * Every stored time comes from the application's clock, never from the database's `now()`:
 * no timestamp column has a default, so each insert must say when (docs/decisions/023-one-clock.md).
 */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull();

/** A row's own id, which the database makes. */
export const rowId = () => uuid("id").primaryKey().defaultRandom();

/**
 * The privacy notice the person was shown with a form (decision 061, domain/privacy/notices.ts): its
 * version and the language they read it in. None on rows from before notices, or from an API
 * client that showed none.
 */
export const noticeShown = () => ({
  noticeVersion: text("notice_version"),
  noticeLanguage: text("notice_language"),
});

/** The row this one belongs to, by its id: deleted with it. */
export const partOf = (column: string, owner: () => AnyPgColumn) =>
  uuid(column).notNull().references(owner, { onDelete: "cascade" });
