import { and, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";

import type { ImportField, ImportOutcome } from "../../../contracts/contact-imports";
import { contactListKind } from "../../../domain/contacts/contact-import-limits";
import { countOf } from "../../../domain/forms/counting";
import { storableText } from "../../../domain/forms/storable-text";
import type { Db, DbOrTransaction } from "../../db/db";
import { contactImportRows, contactImports, contactNotes, contacts, staffAccounts } from "../../db/schema";
import { actorNameOf } from "../../kernel/lists/actor-names";
import { RefusedError } from "../../kernel/requests/outcome";
import type { Logger } from "../../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../../kernel/runtime/periodic-task";
import type { FileStore } from "../../kernel/storage/file-store";
import { audit } from "../../kernel/audit/audit";
import type { Clock } from "../../clock";
import { listRecords, outlineOf, recordText } from "../../kernel/lists/csv-list-file";
import { guessMapping, rowJudge, rowNumberOf, type ImportedPerson, type RowVerdict } from "./import-rows";
import { contactsByAddress } from "../contacts";

/**
 * The background work of contact imports (decision 047): the reading of a new upload
 * ("reading": its header, rows and preview; decision 053), a dry run ("checking") or the
 * import itself ("importing"), in batches. A worker claims one import at a time (claimedUntil),
 * renews the claim with each batch, and each batch's rows, contacts and the import's rowsDone
 * advance in one transaction: a worker that stops (a restart, a crash) leaves the import where
 * its last batch ended, and once its claim lapses any instance's worker reads the file again and
 * goes on from rowsDone, so no row is done twice.
 */

/** Rows per transaction: a few hundred keeps each short and the number of round trips low. */
export const importBatchRows = 500;
/** Longer than a batch can take (well under a second), so a claim lapses only when its worker stopped. */
export const importClaimMs = 60_000;

type Pass = "dry-run" | "import";

/** Rows shown in the preview. */
const previewRows = 10;

export const fileGoneMessage = "The file is no longer kept: please upload it again.";

type Claimed = {
  id: string;
  fileKey: string;
  fileName: string;
  status: "reading" | "checking" | "importing";
  rowsDone: number;
  /** The data rows, as the reading of the upload counted them. */
  rows: number;
  columns: string[];
  mapping: Record<string, string>;
  ownerId: string | null;
  startedBy: string | null;
  claimedUntil: Date;
};

export type ImportWorkSetting = {
  db: Db;
  files: FileStore;
  clock: Clock;
  /** For tests: stop after so many batches, as a worker that was killed would (its claim stays). */
  batchesAtMost?: number;
};

/** Works every import that is due (claimed by nobody, or by a worker whose claim lapsed), one after another. */
export async function workDueImports(setting: ImportWorkSetting): Promise<{ imports: number; rows: number }> {
  const tally = { imports: 0, rows: 0 };
  for (;;) {
    const claim = await claimDue(setting.db, setting.clock());
    if (!claim) return tally;
    tally.imports += 1;
    tally.rows += await workClaimed(setting, claim);
    if (setting.batchesAtMost !== undefined) return tally;
  }
}

/**
 * Removes an ended import's file and then forgets its key, so that a file whose removal was
 * interrupted (a crash just after the last batch) is found again by removeEndedImportFiles.
 */
export async function removeImportFile(db: Db, files: FileStore, { id, fileKey }: { id: string; fileKey: string }) {
  await files.remove(fileKey);
  await db.update(contactImports).set({ fileKey: "" }).where(eq(contactImports.id, id));
}

/** The files of ended imports still kept (their removal was cut short): removed now. */
export async function removeEndedImportFiles({ db, files }: ImportWorkSetting): Promise<number> {
  const kept = await db
    .select({ id: contactImports.id, fileKey: contactImports.fileKey })
    .from(contactImports)
    .where(and(inArray(contactImports.status, ["done", "failed", "cancelled"]), ne(contactImports.fileKey, "")))
    .limit(100);
  for (const row of kept) await removeImportFile(db, files, row);
  return kept.length;
}

/** An import uploaded or checked and then left this long is cancelled, and its file removed. */
export const importLeftDays = 30;

/**
 * Cancels the imports nobody carried on with (uploaded or checked, untouched for importLeftDays)
 * and removes their files: a file waits in the store only while its import may still go ahead, and
 * retention deletes the record 30 days after this end as after any other.
 */
export async function cancelLeftImports({ db, files, clock }: ImportWorkSetting): Promise<number> {
  const now = clock();
  const left = await db
    .update(contactImports)
    .set({
      status: "cancelled",
      lastError: `Cancelled: left unfinished for ${importLeftDays} days.`,
      finishedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        inArray(contactImports.status, ["uploaded", "checked"]),
        lt(contactImports.updatedAt, new Date(now.getTime() - importLeftDays * 24 * 60 * 60_000)),
      ),
    )
    .returning({ id: contactImports.id, fileKey: contactImports.fileKey });
  for (const row of left) await removeImportFile(db, files, row);
  return left.length;
}

async function claimDue(db: Db, now: Date): Promise<Claimed | undefined> {
  const claimedUntil = new Date(now.getTime() + importClaimMs);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: contactImports.id,
        fileKey: contactImports.fileKey,
        fileName: contactImports.fileName,
        status: contactImports.status,
        rowsDone: contactImports.rowsDone,
        rows: contactImports.rows,
        columns: contactImports.columns,
        mapping: contactImports.mapping,
        ownerId: contactImports.ownerId,
        startedBy: contactImports.startedBy,
      })
      .from(contactImports)
      .where(
        and(
          inArray(contactImports.status, ["reading", "checking", "importing"]),
          or(isNull(contactImports.claimedUntil), lt(contactImports.claimedUntil, now)),
        ),
      )
      .orderBy(contactImports.updatedAt)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    await tx.update(contactImports).set({ claimedUntil }).where(eq(contactImports.id, row.id));
    return { ...row, status: row.status as Claimed["status"], claimedUntil };
  });
}

/** The mapping as saved: the field of each column by its position. */
export const mappingList = (columns: readonly string[], mapping: Record<string, string>) =>
  columns.map((_, index) => (mapping[String(index)] ?? "") as ImportField | "");

/**
 * A new upload's file read whole, as a stream within the list's bounds, so that what is wrong
 * with it is said before anyone maps its columns: its header, rows and first rows, or why it
 * failed. Answers no rows done: nothing of a pass is.
 */
async function readUpload(setting: ImportWorkSetting, claim: Claimed): Promise<number> {
  const { db, files } = setting;
  let outline;
  try {
    const stored = await files.read(claim.fileKey);
    if (!stored) throw new RefusedError(fileGoneMessage);
    outline = await outlineOf(stored.stream, contactListKind, previewRows);
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    await finishWith(setting, claim, { status: "failed", lastError: error.message });
    return 0;
  }
  const columns = outline.header.map(storableCell);
  const mapping = guessMapping(columns);
  await db
    .update(contactImports)
    .set({
      status: "uploaded",
      rows: outline.rows,
      delimiter: outline.dialect.delimiter,
      byteOrderMark: outline.dialect.byteOrderMark,
      columns,
      mapping: Object.fromEntries(mapping.map((field, index) => [String(index), field])),
      // Shown in a table's cells, cut short there: a preview of ten records of 64 KB is kept shorter.
      preview: outline.preview.map((cells) => cells.map((cell) => storableCell(cell).slice(0, previewCharacters))),
      claimedUntil: null,
      updatedAt: setting.clock(),
    })
    // Unless cancelled meanwhile, or taken over by another worker after this one's claim lapsed.
    .where(
      and(
        eq(contactImports.id, claim.id),
        eq(contactImports.status, "reading"),
        eq(contactImports.claimedUntil, claim.claimedUntil),
      ),
    );
  return 0;
}

/** Characters of a cell kept for the preview. */
const previewCharacters = 200;

/** A data row of the file as read, and what it comes to. */
type JudgedRow = { cells: string[]; verdict: RowVerdict };

/**
 * A dry run or an import: the file read as a stream, a batch of rows written at a time, so that
 * only a batch of the file's rows is held, however many it has. Every row is judged, those done
 * before a restart too, so that a repeated address names the first row it appears on.
 */
async function workClaimed(setting: ImportWorkSetting, claim: Claimed): Promise<number> {
  if (claim.status === "reading") return readUpload(setting, claim);
  const { db, files } = setting;
  const pass: Pass = claim.status === "checking" ? "dry-run" : "import";
  const judge = rowJudge(mappingList(claim.columns, claim.mapping));
  let claimedUntil = claim.claimedUntil;
  let done = 0;
  let batches = 0;
  let batch: JudgedRow[] = [];

  /** Writes the batch, the file's last when `last`: false when the work is no longer this worker's. */
  async function written(last: boolean): Promise<boolean> {
    if (setting.batchesAtMost !== undefined && batches >= setting.batchesAtMost) return false;
    const start = claim.rowsDone + done;
    const end = start + batch.length;
    const now = setting.clock();
    const renewed = new Date(now.getTime() + importClaimMs);
    const kept = await db.transaction(async (tx) => {
      // Still this worker's, and still wanted: a cancel, or a worker that took a lapsed claim over, ends this one.
      const [current] = await tx
        .select({
          status: contactImports.status,
          claimedUntil: contactImports.claimedUntil,
          rowsDone: contactImports.rowsDone,
        })
        .from(contactImports)
        .where(eq(contactImports.id, claim.id))
        .for("update");
      if (
        current?.status !== claim.status ||
        current.claimedUntil?.getTime() !== claimedUntil.getTime() ||
        current.rowsDone !== start
      )
        return false;
      const counts = await writeBatch(tx, { claim, pass, now, batch, start });
      await tx
        .update(contactImports)
        .set({
          rowsDone: end,
          created: sql`${contactImports.created} + ${counts.create}`,
          updated: sql`${contactImports.updated} + ${counts.update}`,
          refused: sql`${contactImports.refused} + ${counts.refuse}`,
          claimedUntil: last ? null : renewed,
          updatedAt: now,
          ...(last
            ? pass === "dry-run"
              ? { status: "checked" as const }
              : { status: "done" as const, finishedAt: now }
            : {}),
        })
        .where(eq(contactImports.id, claim.id));
      if (last && pass === "import") await auditImport(tx, claim, now);
      return true;
    });
    if (!kept) return false;
    claimedUntil = renewed;
    done += batch.length;
    batches += 1;
    batch = [];
    return true;
  }

  try {
    const stored = await files.read(claim.fileKey);
    if (!stored) throw new RefusedError(fileGoneMessage);
    let index = -1;
    for await (const record of listRecords(stored.stream, contactListKind)) {
      // The header.
      if (index === -1) {
        index = 0;
        continue;
      }
      const cells = recordText(record);
      const verdict = judge(cells, index);
      index += 1;
      if (index <= claim.rowsDone) continue;
      batch.push({ cells, verdict });
      // The reading of the upload counted the rows: the batch that reaches the count is the last.
      if (batch.length === importBatchRows && !(await written(claim.rowsDone + done + batch.length === claim.rows)))
        return done;
    }
    if (batch.length > 0 && !(await written(true))) return done;
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    await finishWith(setting, claim, { status: "failed", lastError: error.message });
    return done;
  }
  if (pass === "import") await removeImportFile(db, files, claim);
  return done;
}

type BatchInput = {
  claim: Claimed;
  pass: Pass;
  now: Date;
  batch: JudgedRow[];
  /** The batch's first row's index among the file's data rows. */
  start: number;
};

/** Decides each row of the batch (and, in the import, writes the contacts); answers the counts. */
async function writeBatch(tx: DbOrTransaction, input: BatchInput): Promise<Record<ImportOutcome, number>> {
  const { claim, pass, now, batch, start } = input;
  const people = batch.flatMap(({ verdict }) => ("person" in verdict ? [verdict.person] : []));
  const existing = await contactsByAddress(
    tx,
    people.map((person) => person.emailKey),
  );
  const toCreate = people.filter((person) => !existing.has(person.emailKey));
  if (pass === "import") {
    const by = `Import of ${claim.fileName}`;
    const created = await createContacts(tx, toCreate, { claim, now, by });
    // Made by someone else since the look-up (an enquiry meanwhile): updated like the others.
    for (const person of toCreate)
      if (!created.has(person.emailKey))
        existing.set(person.emailKey, (await contactsByAddress(tx, [person.emailKey])).get(person.emailKey)!);
    await updateContacts(
      tx,
      people.filter((person) => existing.has(person.emailKey) && !created.has(person.emailKey)),
      existing,
      { now, by },
    );
    await addImportedNotes(tx, people, { now, by });
  }
  const counts: Record<ImportOutcome, number> = { create: 0, update: 0, refuse: 0 };
  const outcomes = batch.map(({ cells, verdict }, offset) => {
    const rowNumber = rowNumberOf(start + offset);
    if (!("person" in verdict)) {
      counts.refuse += 1;
      return {
        importId: claim.id,
        pass,
        rowNumber,
        outcome: "refuse" as const,
        email: verdict.email,
        reason: verdict.reason,
        cells: cells.map(storableCell),
      };
    }
    const outcome = existing.has(verdict.person.emailKey) ? ("update" as const) : ("create" as const);
    counts[outcome] += 1;
    return { importId: claim.id, pass, rowNumber, outcome, email: verdict.person.email, reason: "", cells: null };
  });
  if (outcomes.length > 0) await tx.insert(contactImportRows).values(outcomes);
  return counts;
}

/** A cell as PostgreSQL can keep it, U+FFFD where a NUL or another control character stood. */
const storableCell = (cell: string) => storableText(cell, "\uFFFD");

async function createContacts(
  tx: DbOrTransaction,
  people: ImportedPerson[],
  { claim, now, by }: { claim: Claimed; now: Date; by: string },
): Promise<Set<string>> {
  if (people.length === 0) return new Set();
  const rows = await tx
    .insert(contacts)
    .values(
      people.map((person) => ({
        emailKey: person.emailKey,
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        company: person.company,
        city: person.city,
        stage: person.stage ?? "new",
        ownerId: claim.ownerId,
        origin: "import" as const,
        importId: claim.id,
        doNotContactAt: person.doNotContact ? now : null,
        doNotContactBy: person.doNotContact ? by : null,
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
      })),
    )
    .onConflictDoNothing({ target: contacts.emailKey })
    .returning({ key: contacts.emailKey });
  return new Set(rows.map((row) => row.key));
}

/**
 * The file's non-empty name, phone, company and city replace the contact's; an empty cell keeps what
 * the contact has. The owner and the stage stay; "do not contact" is set by a yes and never
 * cleared by a no. One statement for the batch.
 */
async function updateContacts(
  tx: DbOrTransaction,
  people: ImportedPerson[],
  idOf: Map<string, string>,
  { now, by }: { now: Date; by: string },
): Promise<void> {
  if (people.length === 0) return;
  const values = sql.join(
    people.map(
      (person) =>
        sql`(${idOf.get(person.emailKey)}::uuid, ${person.firstName}, ${person.lastName}, ${person.phone}, ${person.company}, ${person.city}, ${person.doNotContact}::boolean)`,
    ),
    sql`, `,
  );
  const at = now.toISOString();
  const replaced = (column: string) =>
    sql.raw(`${column} = case when v.${column} <> '' then v.${column} else c.${column} end`);
  await tx.execute(sql`
    update contacts c set
      ${replaced("first_name")}, ${replaced("last_name")}, ${replaced("phone")}, ${replaced("company")}, ${replaced("city")},
      do_not_contact_by = case when v.dnc and c.do_not_contact_at is null then ${by} else c.do_not_contact_by end,
      do_not_contact_at = case when v.dnc and c.do_not_contact_at is null then ${at}::timestamptz else c.do_not_contact_at end,
      updated_at = ${at}::timestamptz
    from (values ${values}) as v(id, first_name, last_name, phone, company, city, dnc)
    where c.id = v.id`);
}

/**
 * A row's notes added to its contact's notes, new or already here, written by
 * the import ("Import of expo.csv"), as a note typed on the contact's page is by its author; the
 * contact's own notes stay as they are.
 */
async function addImportedNotes(
  tx: DbOrTransaction,
  people: ImportedPerson[],
  { now, by }: { now: Date; by: string },
): Promise<void> {
  const noted = people.filter((person) => person.notes !== "");
  if (noted.length === 0) return;
  const idOf = await contactsByAddress(
    tx,
    noted.map((person) => person.emailKey),
  );
  await tx.insert(contactNotes).values(
    noted.map((person) => ({
      contactId: idOf.get(person.emailKey)!,
      authorId: null,
      authorEmail: by,
      body: person.notes,
      createdAt: now,
    })),
  );
}

/**
 * One entry for the whole import: who, which file, the counts, and who the new contacts went to
 * (the assignment of each is not audited one by one, as a contact given on the desk is: one entry
 * names the owner of them all).
 */
async function auditImport(tx: DbOrTransaction, claim: Claimed, now: Date) {
  const [totals] = await tx
    .select({ created: contactImports.created, updated: contactImports.updated, refused: contactImports.refused })
    .from(contactImports)
    .where(eq(contactImports.id, claim.id));
  const [starter] = claim.startedBy
    ? await tx.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, claim.startedBy))
    : [];
  const [owner] = claim.ownerId
    ? await tx
        .select({ name: actorNameOf(staffAccounts.email, staffAccounts.name) })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, claim.ownerId))
    : [];
  const counts = totals!;
  await audit(tx, { id: claim.startedBy, email: starter?.email ?? "a former staff member" }, now, {
    action: "contact.import",
    subjectType: "contact_import",
    subjectId: claim.id,
    summary:
      `Imported contacts from ${claim.fileName}: ${countOf(counts.created, "created", "created")}, ` +
      `${countOf(counts.updated, "updated", "updated")}, ${countOf(counts.refused, "row refused", "rows refused")}; ` +
      `new contacts ${owner ? `given to ${owner.name}` : "left unassigned"}.`,
    details: { fileName: claim.fileName, ...counts, ownerId: claim.ownerId },
  });
}

/** Ends an import that cannot go on (its file is gone or unreadable); its file is removed. */
async function finishWith(
  { db, files, clock }: ImportWorkSetting,
  claim: Claimed,
  change: { status: "failed"; lastError: string },
) {
  const now = clock();
  await db
    .update(contactImports)
    .set({ ...change, claimedUntil: null, finishedAt: now, updatedAt: now })
    .where(and(eq(contactImports.id, claim.id), eq(contactImports.status, claim.status)));
  await removeImportFile(db, files, claim);
}

/** Checks for due imports every 15 seconds (and at once when woken by a check or an import started). */
export function createContactImportTask(setting: ImportWorkSetting & { log: Logger }): PeriodicTask {
  return createPeriodicTask({
    name: "contact imports",
    run: async () => {
      const tally = {
        ...(await workDueImports(setting)),
        left: await cancelLeftImports(setting),
        filesRemoved: await removeEndedImportFiles(setting),
      };
      return tally.imports + tally.left + tally.filesRemoved > 0 ? tally : undefined;
    },
    log: setting.log,
    firstRunAfterMs: 5_000,
    everyMs: 15_000,
  });
}
