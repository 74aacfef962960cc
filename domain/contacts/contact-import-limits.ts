import type { CsvListKind } from "../forms/csv-lists";

/**
 * A contact list's bounds: the largest file taken, refused before it is read;
 * the most data rows, columns and characters in a cell that is imported.
 */
export const importLimits = { bytes: 20 * 1024 * 1024, rows: 50_000, columns: 200, cellCharacters: 200 } as const;

/** A contact list as the CSV reader takes it: its bounds and the words its refusals use. */
export const contactListKind: CsvListKind = {
  ...importLimits,
  records: "contacts",
  headerExample: "Email, First name, Phone…",
};
