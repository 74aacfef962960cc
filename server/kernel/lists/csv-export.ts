import type { CsvExport } from "../../../contracts/outcome";
import type { DbOrTransaction } from "../../db/db";
import { audit, type Actor, type AuditEntry } from "../audit/audit";
import { csvStream, type CsvDialect } from "./csv";
import { decodeCursor, type Cursor, type Page } from "./keyset";

type CsvRecords = readonly (readonly string[])[];

/** What an export of personal data is: what it counts, what the audit log says, and its records. */
export type AuditedCsv = {
  /** How many records the file holds as it starts. */
  count: () => Promise<number>;
  /** The audit entry, with that count: what left the back office, and how much of it. */
  entry: (rowCount: number) => AuditEntry;
  header: readonly string[];
  /** The records a page at a time, read only as the download asks for them. */
  pages: () => AsyncIterable<CsvRecords>;
  dialect?: CsvDialect;
};

/**
 * Every export of personal data, the one way: counted, then said in the audit log (with the
 * count) before its first byte goes out, then streamed as it is read (csvStream). A download
 * that fails halfway was still recorded, since the log says what may have left, not what arrived.
 */
export async function auditedCsvExport(
  db: DbOrTransaction,
  actor: Actor,
  now: Date,
  { count, entry, header, pages, dialect }: AuditedCsv,
): Promise<CsvExport> {
  const rowCount = await count();
  await audit(db, actor, now, entry(rowCount));
  return { rowCount, content: csvStream(header, pages(), dialect) };
}

/** A keyset-paged list from its first page to its last, each row as a CSV record. */
export async function* keysetRecords<Row>(
  readPage: (after: Cursor | undefined) => Promise<Page<Row>>,
  record: (row: Row) => readonly string[],
): AsyncGenerator<CsvRecords> {
  let after: Cursor | undefined;
  do {
    const page = await readPage(after);
    yield page.rows.map(record);
    after = decodeCursor(page.next);
  } while (after);
}
