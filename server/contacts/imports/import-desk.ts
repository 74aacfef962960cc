import { createHash, randomUUID } from "node:crypto";

import { and, asc, count, desc, eq, gt, notInArray } from "drizzle-orm";

import {
  importFields,
  type ContactImportDesk,
  type ContactImportDetail,
  type ImportCounts,
} from "../../../contracts/contact-imports";
import { plainFileName } from "../../../domain/forms/file-names";
import { contactListKind, importLimits } from "../../../domain/contacts/contact-import-limits";
import { csvListRefusals } from "../../../domain/forms/csv-lists";
import type { ContactImportStatus } from "../../../domain/contacts/contacts";
import type { StaffMember } from "../../../domain/staff/staff";
import type { DbOrTransaction } from "../../db/db";
import { contactImportRows, contactImports, staffAccounts } from "../../db/schema";
import { csvPageSize } from "../../kernel/lists/csv";
import { auditedCsvExport } from "../../kernel/lists/csv-export";
import { isUuid } from "../../kernel/lists/keyset";
import { outcomeOf, RefusedError } from "../../kernel/requests/outcome";
import type { Bindings } from "../../kernel/runtime/bindings";
import type { FileStore } from "../../kernel/storage/file-store";
import { changeRecord } from "../../kernel/audit/audit";
import { possibleOwners } from "../contact-desk";
import { looksBinary, notCsvMessage } from "../../kernel/lists/csv-list-file";
import { mappingList, removeImportFile } from "./import-worker";
import { pickColumns } from "../../db/columns";

export type ContactImportDependencies = Pick<Bindings, "db" | "clock"> & {
  /** Where uploaded lists wait until their import ends. */
  contactImportFiles: FileStore;
  /** Wakes the import task: a dry run or an import is waiting. */
  onContactImportQueued: () => void;
};

/** Rows of outcomes on a page. */
const rowsPerPage = 50;

/**
 * How long the same person's upload of the same file is the import they started: a browser's retry
 * of an upload whose answer never came, a second press of Upload (decision 053).
 */
export const sameUploadMinutes = 10;

export const noFileMessage = "Please choose a CSV file.";

const summaryColumns = pickColumns(
  contactImports,
  "id",
  "fileName",
  "rows",
  "rowsDone",
  "status",
  "created",
  "updated",
  "refused",
  "startedByName",
  "createdAt",
  "finishedAt",
);

/** A file name as shown and audited: its last path part, without control characters, at most 200 characters. */

async function lockedImport(tx: DbOrTransaction, id: string) {
  if (!isUuid(id)) throw new RefusedError("This import no longer exists.");
  const [row] = await tx.select().from(contactImports).where(eq(contactImports.id, id)).for("update");
  if (!row) throw new RefusedError("This import no longer exists.");
  return row;
}

const finished: readonly ContactImportStatus[] = ["done", "failed", "cancelled"];

/** The sales desk's imports of contact lists (decision 047), as `member` starts and follows them. */
/** A dry run or an import begins at the file's first row with nothing counted, for any worker to claim. */
const passFromTheStart = (status: "checking" | "importing", at: Date) => ({
  status,
  rowsDone: 0,
  created: 0,
  updated: 0,
  refused: 0,
  claimedUntil: null,
  updatedAt: at,
});

export function contactImportDesk(deps: ContactImportDependencies, member: StaffMember): ContactImportDesk {
  const { db, clock, contactImportFiles: files } = deps;
  const actor = { id: member.id, email: member.email };

  async function outcomeCounts(id: string, pass: "dry-run" | "import"): Promise<ImportCounts> {
    const rows = await db
      .select({ outcome: contactImportRows.outcome, count: count() })
      .from(contactImportRows)
      .where(and(eq(contactImportRows.importId, id), eq(contactImportRows.pass, pass)))
      .groupBy(contactImportRows.outcome);
    const of = (outcome: string) => rows.find((row) => row.outcome === outcome)?.count ?? 0;
    return { created: of("create"), updated: of("update"), refused: of("refuse") };
  }

  const passOf = (status: ContactImportStatus, hasImportRows: boolean) =>
    status === "importing" || status === "done" || hasImportRows ? "import" : "dry-run";

  async function latestPass(id: string, status: ContactImportStatus) {
    const [any] = await db
      .select({ n: contactImportRows.rowNumber })
      .from(contactImportRows)
      .where(and(eq(contactImportRows.importId, id), eq(contactImportRows.pass, "import")))
      .limit(1);
    return passOf(status, any !== undefined);
  }

  return {
    // Nothing of the file is parsed here: it is kept as it arrives, and read by the import task.
    upload: ({ name, content }) =>
      outcomeOf(async () => {
        const file = await heldFile(content);
        if (file.bytes === 0) throw new RefusedError(noFileMessage);
        if (file.bytes > importLimits.bytes) throw new RefusedError(csvListRefusals(contactListKind).tooLarge);
        if (looksBinary(file.content)) throw new RefusedError(notCsvMessage);
        const earlier = await sameUpload(db, member.id, file.hash, clock());
        if (earlier) return { id: earlier, again: true };
        const fileKey = `${randomUUID()}.csv`;
        await files.put(fileKey, file.content, "text/csv");
        const answer = await db.transaction(async (tx) => {
          // One person's uploads take turns here, so two copies of one file sent at once make one import.
          await tx
            .select({ id: staffAccounts.id })
            .from(staffAccounts)
            .where(eq(staffAccounts.id, member.id))
            .for("update");
          const now = clock();
          const sameAgain = await sameUpload(tx, member.id, file.hash, now);
          if (sameAgain) return { id: sameAgain, again: true };
          const [row] = await tx
            .insert(contactImports)
            .values({
              fileName: plainFileName(name, { fallback: "contacts.csv" }),
              fileKey,
              bytes: file.bytes,
              contentHash: file.hash,
              rows: 0,
              columns: [],
              status: "reading",
              startedBy: member.id,
              startedByName: member.name || member.email,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: contactImports.id });
          return { id: row!.id, again: false };
        });
        if (answer.again) await files.remove(fileKey);
        else deps.onContactImportQueued();
        return answer;
      }),
    recent: () => db.select(summaryColumns).from(contactImports).orderBy(desc(contactImports.createdAt)).limit(20),
    async find(id) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({
          ...summaryColumns,
          ...pickColumns(contactImports, "bytes", "columns", "mapping", "ownerId", "lastError", "preview"),
        })
        .from(contactImports)
        .where(eq(contactImports.id, id));
      if (!row) return undefined;
      const { mapping, ...rest } = row;
      const pass = await latestPass(id, row.status);
      const checked =
        row.status === "reading" || row.status === "uploaded" || row.status === "checking"
          ? null
          : await outcomeCounts(id, "dry-run");
      return {
        ...rest,
        mapping: mappingList(row.columns, mapping),
        preview: finished.includes(row.status) ? [] : row.preview,
        pass,
        checked,
      } satisfies ContactImportDetail;
    },
    owners: () => possibleOwners(db),
    check: (id, { mapping, ownerId }) =>
      outcomeOf(async () => {
        const owners = ownerId ? await possibleOwners(db) : [];
        await db.transaction(async (tx) => {
          const row = await lockedImport(tx, id);
          if (row.status !== "uploaded" && row.status !== "checked")
            throw new RefusedError(
              row.status === "reading"
                ? "The file is still being read: its columns show here in a moment."
                : row.status === "checking"
                  ? "It is being checked already."
                  : "This import can no longer be changed.",
            );
          if (
            mapping.length !== row.columns.length ||
            mapping.some((field) => field !== "" && !importFields.includes(field))
          )
            throw new RefusedError("Please choose a field, or Don't import, for every column.");
          if (!mapping.includes("email"))
            throw new RefusedError("Please choose the column that holds the e-mail address.");
          const twice = importFields.find((field) => mapping.filter((one) => one === field).length > 1);
          if (twice) throw new RefusedError("Each field can come from one column only: a field is chosen twice.");
          if (ownerId && !owners.some((owner) => owner.id === ownerId))
            throw new RefusedError("Please choose someone from the list, or nobody.");
          await tx
            .delete(contactImportRows)
            .where(and(eq(contactImportRows.importId, id), eq(contactImportRows.pass, "dry-run")));
          await tx
            .update(contactImports)
            .set({
              mapping: Object.fromEntries(mapping.map((field, index) => [String(index), field])),
              ownerId,
              ...passFromTheStart("checking", clock()),
            })
            .where(eq(contactImports.id, id));
        });
        deps.onContactImportQueued();
      }),
    start: (id) =>
      outcomeOf(async () => {
        await db.transaction(async (tx) => {
          const row = await lockedImport(tx, id);
          if (row.status !== "checked")
            throw new RefusedError(
              row.status === "importing" || row.status === "done"
                ? "This list is being imported or was imported already."
                : "Please check the file before importing it.",
            );
          await tx.update(contactImports).set(passFromTheStart("importing", clock())).where(eq(contactImports.id, id));
        });
        deps.onContactImportQueued();
      }),
    cancel: (id) =>
      outcomeOf(async () => {
        const fileKey = await db.transaction(async (tx) => {
          const row = await lockedImport(tx, id);
          if (finished.includes(row.status)) throw new RefusedError("This import has ended already.");
          const now = clock();
          await changeRecord(
            tx,
            actor,
            contactImports,
            id,
            { status: "cancelled", claimedUntil: null, finishedAt: now, updatedAt: now },
            now,
            {
              action: "contact.import.cancel",
              subjectType: "contact_import",
              summary:
                row.status === "importing"
                  ? `Cancelled the import of ${row.fileName} after ${row.rowsDone} of ${row.rows} rows: ${row.created} created, ${row.updated} updated, ${row.refused} refused.`
                  : `Cancelled the import of ${row.fileName} before it began.`,
              details: {
                fileName: row.fileName,
                rowsDone: row.rowsDone,
                created: row.created,
                updated: row.updated,
                refused: row.refused,
              },
            },
          );
          return row.fileKey;
        });
        await removeImportFile(db, files, { id, fileKey });
      }),
    async rows(id, { outcome, after }) {
      if (!isUuid(id)) return { rows: [] };
      const [row] = await db
        .select({ status: contactImports.status })
        .from(contactImports)
        .where(eq(contactImports.id, id));
      if (!row) return { rows: [] };
      const pass = await latestPass(id, row.status);
      const from = Number(after);
      const rows = await db
        .select({
          rowNumber: contactImportRows.rowNumber,
          outcome: contactImportRows.outcome,
          email: contactImportRows.email,
          reason: contactImportRows.reason,
        })
        .from(contactImportRows)
        .where(
          and(
            eq(contactImportRows.importId, id),
            eq(contactImportRows.pass, pass),
            outcome ? eq(contactImportRows.outcome, outcome) : undefined,
            Number.isSafeInteger(from) && from > 0 ? gt(contactImportRows.rowNumber, from) : undefined,
          ),
        )
        .orderBy(asc(contactImportRows.rowNumber))
        .limit(rowsPerPage + 1);
      const page = rows.slice(0, rowsPerPage);
      return { rows: page, next: rows.length > rowsPerPage ? String(page.at(-1)!.rowNumber) : undefined };
    },
    async refusedCsv(id) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select(pickColumns(contactImports, "status", "columns", "fileName", "delimiter", "byteOrderMark"))
        .from(contactImports)
        .where(eq(contactImports.id, id));
      if (!row) return undefined;
      const pass = await latestPass(id, row.status);
      const refusedHere = and(
        eq(contactImportRows.importId, id),
        eq(contactImportRows.pass, pass),
        eq(contactImportRows.outcome, "refuse"),
      );
      async function* pages() {
        let after = 0;
        for (;;) {
          const page = await db
            .select({
              rowNumber: contactImportRows.rowNumber,
              cells: contactImportRows.cells,
              reason: contactImportRows.reason,
            })
            .from(contactImportRows)
            .where(and(refusedHere, gt(contactImportRows.rowNumber, after)))
            .orderBy(asc(contactImportRows.rowNumber))
            .limit(csvPageSize);
          if (page.length === 0) return;
          yield page.map((one) => [...padded(one.cells ?? [], row!.columns.length), one.reason]);
          after = page.at(-1)!.rowNumber;
        }
      }
      const exported = await auditedCsvExport(db, actor, clock(), {
        count: () => db.$count(contactImportRows, refusedHere),
        entry: (rowCount) => ({
          action: "contact.import.refused-rows",
          subjectType: "contact_import",
          subjectId: id,
          summary: `Downloaded the ${rowCount === 1 ? "refused row" : `${rowCount} refused rows`} of ${row.fileName}.`,
          details: { rowCount, pass },
        }),
        header: [...row.columns, "Reason"],
        pages,
        // Written as the upload was (its delimiter, its byte order mark), to be mended and brought in again.
        dialect: { delimiter: row.delimiter, byteOrderMark: row.byteOrderMark },
      });
      return { ...exported, fileName: `${row.fileName.replace(/\.csv$/i, "")}-refused.csv` };
    },
  };
}

const padded = (cells: string[], length: number) =>
  cells.length >= length ? cells : [...cells, ...Array<string>(length - cells.length).fill("")];

/** The uploaded bytes, held (at most the page's limit, a little over the import's), and their SHA-256. */
async function heldFile(content: AsyncIterable<Uint8Array> | Uint8Array) {
  const hash = createHash("sha256");
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  // Read to its end even when too large, so that the form's reader goes on to the body's end.
  for await (const chunk of content instanceof Uint8Array ? [content] : content) {
    bytes += chunk.byteLength;
    if (bytes > importLimits.bytes) continue;
    hash.update(chunk);
    chunks.push(chunk);
  }
  return { content: Buffer.concat(chunks), bytes, hash: hash.digest("hex") };
}

/** The import the person started with the same file within the last minutes, unless it has ended. */
async function sameUpload(db: DbOrTransaction, startedBy: string, contentHash: string, now: Date) {
  const [row] = await db
    .select({ id: contactImports.id })
    .from(contactImports)
    .where(
      and(
        eq(contactImports.startedBy, startedBy),
        eq(contactImports.contentHash, contentHash),
        gt(contactImports.createdAt, new Date(now.getTime() - sameUploadMinutes * 60_000)),
        notInArray(contactImports.status, [...finished]),
      ),
    )
    .orderBy(desc(contactImports.createdAt))
    .limit(1);
  return row?.id;
}
