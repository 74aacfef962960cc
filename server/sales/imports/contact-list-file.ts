import { Readable } from "node:stream";

import { CsvError, parse } from "csv-parse";

import { importLimits } from "../../../domain/sales/contact-import-limits";
import { RefusedError } from "../../kernel/requests/outcome";

/**
 * A contact list as Excel and Google Sheets export it, read by csv-parse within bounds. Excel's
 * "CSV UTF-8" starts with a byte order mark; its plain "CSV" is Windows-1252, and uses semicolons
 * where the decimal separator is a comma; Google Sheets writes UTF-8 with commas. Either may
 * quote a cell holding a line break, and end lines with CRLF or LF.
 */
export type ContactList = { header: string[]; rows: string[][] };

/** Bytes of one record, line breaks inside quoted cells included: far above any real contact's row. */
const recordBytesMax = 64 * 1024;
/** The text is handed to the parser in pieces, so a large file lets other requests through as it is read. */
const pieceCharacters = 64 * 1024;

const delimiters = [",", ";", "\t"] as const;

export const notCsvMessage =
  "This is not a CSV file. In Excel choose File, Save As, CSV UTF-8; in Google Sheets File, Download, Comma-separated values.";
export const tooManyRowsMessage = `This file has more than ${importLimits.rows.toLocaleString("en-IN")} rows. Please split it into files of at most ${importLimits.rows.toLocaleString("en-IN")} rows each.`;
export const noHeaderMessage =
  "The first row should name the columns (Email, First name, Phone…); this one holds an e-mail address. Please add a header row.";
export const emptyFileMessage = "This file has no rows.";
export const noDataMessage = "This file has a header row but no contacts under it.";
export const tooManyColumnsMessage = `This file has more than ${importLimits.columns} columns. Please keep the contacts' columns only.`;

/** UTF-8 when the bytes are valid UTF-8 (a byte order mark is dropped), else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The delimiter the header line uses most; a comma when it uses none (a one-column file). */
export function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best: string = ",";
  let bestCount = 0;
  for (const delimiter of delimiters) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/**
 * The file's header and data rows (blank rows skipped), or a RefusedError in plain words: not a
 * CSV, no header, too many rows or columns, a broken quote. `upTo` stops after that many data
 * rows (the preview).
 */
export async function readContactList(bytes: Uint8Array, { upTo }: { upTo?: number } = {}): Promise<ContactList> {
  if (bytes.subarray(0, 8192).includes(0)) throw new RefusedError(notCsvMessage);
  const text = decodeText(bytes);
  const parser = parse({
    delimiter: delimiterOf(text),
    bom: true,
    relax_column_count: true,
    // A quote inside a cell that is not quoted (=HYPERLINK("…") typed into a text file) is kept as text.
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: recordBytesMax,
  });
  Readable.from(piecesOf(text)).pipe(parser);
  let header: string[] | undefined;
  const rows: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.length > importLimits.columns) throw new RefusedError(tooManyColumnsMessage);
      if (!header) {
        if (record.some((cell) => cell.includes("@"))) throw new RefusedError(noHeaderMessage);
        header = record.map((cell) => cell.trim());
        continue;
      }
      if (rows.length === importLimits.rows) throw new RefusedError(tooManyRowsMessage);
      rows.push(record);
      if (upTo !== undefined && rows.length >= upTo) break;
    }
  } catch (error) {
    if (error instanceof CsvError) throw new RefusedError(csvErrorMessage(error));
    throw error;
  } finally {
    parser.destroy();
  }
  if (!header) throw new RefusedError(emptyFileMessage);
  if (rows.length === 0) throw new RefusedError(noDataMessage);
  return { header, rows };
}

/** The text a piece at a time, each after the event loop's other work (setImmediate), not only its microtasks. */
async function* piecesOf(text: string) {
  for (let at = 0; at < text.length; at += pieceCharacters) {
    yield text.slice(at, at + pieceCharacters);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function csvErrorMessage(error: CsvError): string {
  const line = typeof error.lines === "number" ? ` (near line ${error.lines})` : "";
  if (error.code === "CSV_MAX_RECORD_SIZE")
    return `A row of this file is longer than ${recordBytesMax / 1024} KB${line}: is a quote left open?`;
  if (error.code === "CSV_QUOTE_NOT_CLOSED") return `A quote in this file is never closed${line}.`;
  return `This file could not be read as CSV${line}. Please export it again from the spreadsheet as CSV.`;
}
