import { index, pgTable, text, uuid, type PgColumnBuilderBase } from "drizzle-orm/pg-core";

import { createdAt, rowId } from "./columns";
import { staffAccounts } from "./schema/staff";

/**
 * What staff write about a record for each other, which its visitor, candidate or contact never
 * sees: a table per kind of record (`<record>_notes`), alike but for the column that names the
 * record (deleted with it), so that one module adds and lists them all (server/kernel/notes/team-notes.ts).
 */
export function teamNotesTable<Kind extends string, Key extends string, RecordId extends PgColumnBuilderBase>(
  record: Kind,
  key: Key,
  recordId: RecordId,
) {
  return pgTable(
    `${record}_notes`,
    {
      id: rowId(),
      ...({ [key]: recordId } as { [K in Key]: RecordId }),
      authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
      authorEmail: text("author_email").notNull(),
      body: text("body").notNull(),
      createdAt: createdAt(),
    },
    (table) => [index(`${record}_notes_${record}_idx`).on(table[key], table.createdAt)],
  );
}
