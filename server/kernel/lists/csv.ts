import { stringify } from "csv-stringify/sync";

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return as a
 * formula (OWASP, "CSV Injection"): such a cell gets a leading apostrophe, which the
 * spreadsheet shows as text. A sign followed only by digits, spaces, brackets and hyphens
 * ("+91 98765 43210", "-5") is a phone number or a number, data that calls nothing: it is kept as
 * it is, so a file brought back in keeps its phone numbers.
 */
export const neutraliseFormula = (cell: string) =>
  /^[=+\-@\t\r]/.test(cell) && !/^[+-][\d ()-]+$/.test(cell) ? `'${cell}` : cell;

/**
 * How a CSV file is written: its delimiter (a comma unless said), and whether it starts with a
 * byte order mark. A file people download starts with one unless said: Excel reads a CSV file as
 * UTF-8 only after it, and shows "â€“" for a "–" without.
 */
export type CsvDialect = { delimiter?: string; byteOrderMark?: boolean };

const byteOrderMark = "\uFEFF";

/** A whole CSV file to download at once, as csvStream writes one: toCsv's text after a byte order mark. */
export const csvFile = (rows: readonly (readonly string[])[]) => `${byteOrderMark}${toCsv(rows)}`;

/** RFC 4180: every field quoted, quotes doubled, CRLF between records; formulas neutralised. */
export function toCsv(rows: readonly (readonly string[])[], { delimiter = "," }: CsvDialect = {}): string {
  return stringify(
    rows.map((row) => row.map(neutraliseFormula)),
    { quoted: true, quoted_empty: true, record_delimiter: "\r\n", delimiter },
  );
}

/** Rows an export reads from the database at a time: a page in memory, never the whole file. */
export const csvPageSize = 500;

/**
 * A CSV file sent as it is read: the header, then each page of records as the reader asks for
 * it (one page ahead at most, so a slow download reads the database slowly). The bytes are those
 * toCsv gives for all the records at once. A reader that goes away stops the reading.
 */
export function csvStream(
  header: readonly string[],
  pages: AsyncIterable<readonly (readonly string[])[]>,
  dialect: CsvDialect = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const { byteOrderMark: startsWithMark = true } = dialect;
      controller.enqueue(encoder.encode(`${startsWithMark ? byteOrderMark : ""}${toCsv([header], dialect)}`));
    },
    async pull(controller) {
      for (;;) {
        const page = await iterator.next();
        if (page.done) return controller.close();
        if (page.value.length > 0) return controller.enqueue(encoder.encode(toCsv(page.value, dialect)));
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
