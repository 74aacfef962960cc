import { isUtf8 } from "node:buffer";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { CsvError, parse } from "csv-parse";

import { csvListRefusals, type CsvListKind } from "../../../domain/forms/csv-lists";
import { RefusedError } from "../requests/outcome";

/**
 * A list as Excel and Google Sheets export it (contacts, newsletter subscribers), read by
 * csv-parse within its kind's bounds (domain/forms/csv-lists.ts). Excel's
 * "CSV UTF-8" starts with a byte order mark; its plain "CSV" is Windows-1252, and uses semicolons
 * where the decimal separator is a comma; Google Sheets writes UTF-8 with commas. Either may
 * quote a cell holding a line break, and end lines with CRLF or LF. A list pasted together from
 * both holds cells of each: every cell is read as UTF-8 when its bytes are UTF-8, else as
 * Windows-1252 (decision 047). It is read from a stored file's stream, or bytes in memory.
 */
export type ListBytes = AsyncIterable<Uint8Array> | Uint8Array;

/** Bytes of one record, line breaks inside quoted cells included: far above any real person's row. */
const recordBytesMax = 64 * 1024;
/** The bytes are handed to the parser in pieces, each after the event loop's other work. */
const pieceBytes = 64 * 1024;

const delimiters = [",", ";", "\t"] as const;
const byteOrderMark = Uint8Array.of(0xef, 0xbb, 0xbf);

export const notCsvMessage =
  "This is not a CSV file. In Excel choose File, Save As, CSV UTF-8; in Google Sheets File, Download, Comma-separated values.";
export const emptyFileMessage = "This file has no rows.";
const recordTooLongMessage = `A row of this file is longer than ${recordBytesMax / 1024} KB: is a quote left open?`;

const utf8 = new TextDecoder("utf-8");
const windows1252 = new TextDecoder("windows-1252");

/** UTF-8 when the bytes are valid UTF-8 (a byte order mark is dropped), else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  return isUtf8(bytes) ? utf8.decode(bytes) : windows1252.decode(bytes);
}

/** Whether the first bytes are a binary file's (a NUL byte, which no text export writes). */
export const looksBinary = (start: Uint8Array) => start.subarray(0, 8192).includes(0);

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

// eslint-disable-next-line no-control-regex -- any byte above ASCII is what needs decoding
const beyondAscii = /[^\u0000-\u007f]/;

/**
 * A cell as the parser gives it (each byte one character, "latin1") read as the text it is: ASCII
 * is the same in both encodings; anything else is UTF-8 when its bytes are, else Windows-1252.
 */
const cellText = (cell: string) => (beyondAscii.test(cell) ? decodeText(Buffer.from(cell, "latin1")) : cell);

export const recordText = (record: readonly string[]) => record.map(cellText);

/** How a list was written: its delimiter, and whether it began with a byte order mark (Excel's "CSV UTF-8"). */
export type ListDialect = { delimiter: string; byteOrderMark: boolean };

/**
 * The file's records as the parser gives them, the header first (checked: not an address), each
 * cell a byte a character until `recordText` decodes it: every delimiter and quote is ASCII, so the
 * bytes are parsed before anyone knows their encoding, and each cell is decoded on its own. A
 * RefusedError in plain words for what is not a list of its kind: not a CSV, too large, too many rows
 * or columns, a broken quote, a row too long.
 */
export async function* listRecords(
  source: ListBytes,
  kind: CsvListKind,
  found?: (dialect: ListDialect) => void,
): AsyncGenerator<string[], void, undefined> {
  const refusals = csvListRefusals(kind);
  const pieces = piecesOf(source, kind)[Symbol.asyncIterator]();
  const { head, byteOrderMark } = await headOf(pieces);
  if (looksBinary(head)) throw new RefusedError(notCsvMessage);
  const delimiter = delimiterOf(decodeText(head));
  found?.({ delimiter, byteOrderMark });
  const parser = parse({
    delimiter,
    // One character a byte, so the cells can be decoded one by one (cellText).
    encoding: "latin1",
    relax_column_count: true,
    // A quote inside a cell that is not quoted (=HYPERLINK("…") typed into a text file) is kept as text.
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: recordBytesMax,
  });
  async function* all() {
    try {
      yield head;
      for (let piece = await pieces.next(); !piece.done; piece = await pieces.next()) yield piece.value;
    } finally {
      // Stopped early (a preview, a refusal): the stored file's stream is let go of too.
      await pieces.return?.(undefined);
    }
  }
  // Errors of either side end the other: a refusal while reading ends the parser's records too.
  const feeding = pipeline(Readable.from(all(), { objectMode: false }), parser).catch(() => {});
  let rows = -1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.length > kind.columns) throw new RefusedError(refusals.tooManyColumns);
      if (record.reduce((bytes, cell) => bytes + cell.length, 0) > recordBytesMax)
        throw new RefusedError(recordTooLongMessage);
      if (rows === -1 && record.some((cell) => cell.includes("@"))) throw new RefusedError(refusals.noHeader);
      if (rows === kind.rows) throw new RefusedError(refusals.tooManyRows);
      rows += 1;
      yield record;
    }
  } catch (error) {
    if (error instanceof CsvError) throw new RefusedError(csvErrorMessage(error));
    throw error;
  } finally {
    parser.destroy();
    await feeding;
  }
  if (rows === -1) throw new RefusedError(emptyFileMessage);
  if (rows === 0) throw new RefusedError(refusals.noData);
}

/** What the reading of a new upload finds: its header, how many data rows, the first few, and how it was written. */
export type ListOutline = { header: string[]; rows: number; preview: string[][]; dialect: ListDialect };

/** Reads the whole file, so that whatever is wrong with it is said now, keeping only its first rows. */
export async function outlineOf(source: ListBytes, kind: CsvListKind, previewRows: number): Promise<ListOutline> {
  const outline: ListOutline = { header: [], rows: -1, preview: [], dialect: { delimiter: ",", byteOrderMark: false } };
  for await (const record of listRecords(source, kind, (dialect) => (outline.dialect = dialect))) {
    if (outline.rows === -1) outline.header = recordText(record).map((cell) => cell.trim());
    else if (outline.preview.length < previewRows) outline.preview.push(recordText(record));
    outline.rows += 1;
  }
  return outline;
}

/**
 * The first pieces, up to the end of the first line (or a record's most), without a byte order
 * mark: the delimiter is found on the header line before the parser is made.
 */
async function headOf(pieces: AsyncIterator<Uint8Array>): Promise<{ head: Buffer; byteOrderMark: boolean }> {
  const parts: Uint8Array[] = [];
  let bytes = 0;
  while (bytes < recordBytesMax && !parts.at(-1)?.includes(0x0a)) {
    const piece = await pieces.next();
    if (piece.done) break;
    parts.push(piece.value);
    bytes += piece.value.byteLength;
  }
  const head = Buffer.concat(parts);
  return head.subarray(0, 3).equals(byteOrderMark)
    ? { head: head.subarray(3), byteOrderMark: true }
    : { head, byteOrderMark: false };
}

/**
 * The bytes in pieces of at most 64 KB, each after the event loop's other work (setImmediate, not
 * only its microtasks), so that a large file lets requests through as it is read; refused past
 * the most a list may hold.
 */
async function* piecesOf(source: ListBytes, kind: CsvListKind): AsyncGenerator<Uint8Array> {
  let bytes = 0;
  for await (const chunk of source instanceof Uint8Array ? [source] : source) {
    bytes += chunk.byteLength;
    if (bytes > kind.bytes) throw new RefusedError(csvListRefusals(kind).tooLarge);
    for (let at = 0; at < chunk.byteLength; at += pieceBytes) {
      yield chunk.subarray(at, at + pieceBytes);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function csvErrorMessage(error: CsvError): string {
  const line = typeof error.lines === "number" ? ` (near line ${error.lines})` : "";
  if (error.code === "CSV_MAX_RECORD_SIZE")
    return `A row of this file is longer than ${recordBytesMax / 1024} KB${line}: is a quote left open?`;
  if (error.code === "CSV_QUOTE_NOT_CLOSED") return `A quote in this file is never closed${line}.`;
  return `This file could not be read as CSV${line}. Please export it again from the spreadsheet as CSV.`;
}
