import { eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { expect } from "vitest";

import type { applicationNotes, contactNotes, enquiryNotes } from "../../server/db/schema";
import type { Fields, FormRow } from "../back-office-forms";

/** An id no record has: a form sent about it is refused. */
export const nobody = "00000000-0000-4000-8000-000000000000";

/** A form's row but for the page it is on, which `rowsOnPage` gives (a row may post elsewhere). */
export type RowOnPage<F> = Omit<FormRow<F>, "route" | "role" | "path"> & Partial<Pick<FormRow<F>, "path">>;

/**
 * The rows of one page's forms: its route, who uses it and its address, given once. An area
 * names it for its fixtures (`const onPage = rowsOnPage<Fixtures>`), which its rows' functions take.
 */
export const rowsOnPage = <F>(page: Pick<FormRow<F>, "route" | "role" | "path">, rows: RowOnPage<F>[]): FormRow<F>[] =>
  rows.map((row) => ({ ...page, ...row }));

/**
 * A button on a record's page (open, close, take down, delete), with nothing to fill in but
 * `fields`: refused on the page of a record that does not exist, `<list>/<nobody>`.
 */
export const buttonRow = <F>(
  name: string,
  intent: string,
  { list, record, fields = {} }: { list: string; record: string; fields?: Fields },
  saved: FormRow<F>["valid"]["saved"],
): RowOnPage<F> => ({
  name,
  intent,
  invalid: { fields: () => fields, path: () => `${list}/${nobody}`, message: `There is no such ${record}.` },
  valid: { fields: () => fields, saved },
});

/** The note form of an enquiry, a contact or an application: the record's one note is then `body`. */
export const noteRow = <F>(
  name: string,
  {
    table,
    on,
  }: {
    table: typeof enquiryNotes | typeof contactNotes | typeof applicationNotes;
    /** The notes' column naming the record, and the record's id. */
    on: (fixtures: F) => [AnyPgColumn, string];
  },
  { blank, body }: { blank: string; body: string },
): RowOnPage<F> => ({
  name,
  intent: "note",
  invalid: { fields: () => ({ body: blank }), message: "Please write the note." },
  valid: {
    fields: () => ({ body }),
    async saved({ database }, fixtures) {
      const notes = await database.db
        .select({ body: table.body })
        .from(table)
        .where(eq(...on(fixtures)));
      expect(notes.map((note) => note.body)).toEqual([body]);
    },
  },
});
