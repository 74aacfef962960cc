import { stringify } from "csv-stringify/sync";

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a
 * formula (OWASP, "CSV Injection"): such a cell gets a leading apostrophe, which the
 * spreadsheet shows as text. A phone number "+91 ..." reads "'+91 ..." in the file.
 */
export const neutraliseFormula = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** RFC 4180: every field quoted, quotes doubled, CRLF between records; formulas neutralised. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutraliseFormula)),
    { quoted: true, quoted_empty: true, record_delimiter: "\r\n" },
  );
}
