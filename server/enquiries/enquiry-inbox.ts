import { and, count, eq, like, sql, type SQL } from "drizzle-orm";
import { contactAsked } from "../contacts/contacts";

import {
  enquirySourceLabel,
  enquiryStatusLabels,
  type EnquiryFilter,
  type EnquiryFolder,
  type EnquiryStatus,
} from "../../domain/enquiries/enquiry-triage";
import type { EnquiryListItem } from "../../contracts/enquiries";
import type { CsvExport, ListPage } from "../../contracts/outcome";
import { indiaTimestamp } from "../../domain/time/india-dates";
import { fullName } from "../../domain/forms/person-details";
import { RefusedError } from "../kernel/requests/outcome";
import type { Db, DbOrTransaction } from "../db/db";
import { enquiries } from "../db/schema";
import { csvPageSize } from "../kernel/lists/csv";
import { auditedCsvExport, keysetRecords } from "../kernel/lists/csv-export";
import { addressKey, matchingSearch } from "../kernel/lists/like-pattern";
import { nameText } from "../db/search-text";
import { cutAtWord } from "../kernel/text/cut-at-word";
import { cursorTimeOf, decodeCursor, isUuid, newestPage, type Cursor } from "../kernel/lists/keyset";
import { addTeamNote, teamNotesOn } from "../kernel/notes/team-notes";
import { audit, type Actor } from "../kernel/audit/audit";

export const enquiryPageSize = 50;
const previewLength = 140;

/** The WHERE of a filter (the folder always applies: spam never mixes into the inbox). */
function matching(filter: EnquiryFilter): SQL | undefined {
  return and(
    eq(enquiries.isSpam, filter.folder === "spam"),
    filter.status ? eq(enquiries.status, filter.status) : undefined,
    filter.source === "project"
      ? like(enquiries.source, "project:%")
      : filter.source
        ? eq(enquiries.source, filter.source)
        : undefined,
    matchingSearch(filter.q, {
      texts: [nameText(enquiries.firstName, enquiries.lastName), enquiries.email, enquiries.message],
      key: addressKey(enquiries.email),
    }),
  );
}

const listColumns = {
  id: enquiries.id,
  firstName: enquiries.firstName,
  lastName: enquiries.lastName,
  email: enquiries.email,
  phone: enquiries.phone,
  source: enquiries.source,
  status: enquiries.status,
  isSpam: enquiries.isSpam,
  createdAt: enquiries.createdAt,
  doNotContact: contactAsked(enquiries.contactId),
  // The whole message only for the export; the list takes its beginning.
  cursorAt: cursorTimeOf(enquiries.createdAt),
};

/** The first line of a message, cut at a word near `previewLength` characters. */
export const previewOf = (message: string): string =>
  cutAtWord(message.trim().split(/\r?\n/, 1)[0]?.trim() ?? "", previewLength);

/** `text` is the message, whole or its beginning. */
async function fetchPage(
  db: Db,
  filter: EnquiryFilter,
  { after, limit, text }: { after: Cursor | undefined; limit: number; text: SQL<string> },
) {
  return newestPage(
    db
      .select({ ...listColumns, text })
      .from(enquiries)
      .$dynamic(),
    // (created_at, id) in the (is_spam, created_at, id) index, walked from the cursor on.
    [enquiries.createdAt, enquiries.id],
    matching(filter),
    { after, limit },
  );
}

/** One page of the inbox (or the spam folder), newest first by (created_at, id). */
export async function listEnquiries(
  db: Db,
  filter: EnquiryFilter,
  { after, limit = enquiryPageSize }: { after?: string | undefined; limit?: number } = {},
): Promise<ListPage<EnquiryListItem>> {
  const page = await fetchPage(db, filter, {
    after: decodeCursor(after),
    limit,
    text: sql<string>`left(${enquiries.message}, ${previewLength * 2})`,
  });
  return {
    rows: page.rows.map(({ text, phone: _phone, ...row }) => ({ ...row, preview: previewOf(text) })),
    next: page.next,
  };
}

/** How many enquiries sit in the inbox and in the spam folder. */
export async function folderCounts(db: Db): Promise<Record<EnquiryFolder, number>> {
  const rows = await db.select({ isSpam: enquiries.isSpam, count: count() }).from(enquiries).groupBy(enquiries.isSpam);
  return {
    inbox: rows.find((row) => !row.isSpam)?.count ?? 0,
    spam: rows.find((row) => row.isSpam)?.count ?? 0,
  };
}

/** One enquiry with its notes (newest first); undefined for an unknown or malformed id. */
export async function findEnquiry(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [enquiry] = await db
    .select({
      id: enquiries.id,
      firstName: enquiries.firstName,
      lastName: enquiries.lastName,
      email: enquiries.email,
      phone: enquiries.phone,
      message: enquiries.message,
      source: enquiries.source,
      status: enquiries.status,
      isSpam: enquiries.isSpam,
      createdAt: enquiries.createdAt,
      doNotContact: contactAsked(enquiries.contactId),
      firstTouch: enquiries.firstTouch,
    })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  if (!enquiry) return undefined;
  const notes = await teamNotesOn(db, "enquiry", id);
  return { ...enquiry, notes };
}

const notFound = () => new RefusedError("This enquiry does not exist (any more).");

/** Moves an enquiry to new, replied or closed; the same status again changes (and logs) nothing. */
export async function changeEnquiryStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: EnquiryStatus,
  now: Date,
): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: enquiries.status, firstName: enquiries.firstName, lastName: enquiries.lastName })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for("update");
    if (!current) throw notFound();
    if (current.status === status) return;
    await recordStatusChange(tx, actor, { id, ...current }, status, now);
  });
}

/**
 * Moves an enquiry the caller's transaction has locked to another status, with its audit entry:
 * the status form, and a reply sent from the desk (server/enquiries/enquiry-replies.ts).
 */
export async function recordStatusChange(
  tx: DbOrTransaction,
  actor: Actor,
  current: { id: string; firstName: string; lastName: string; status: EnquiryStatus },
  status: EnquiryStatus,
  now: Date,
): Promise<void> {
  await tx.update(enquiries).set({ status }).where(eq(enquiries.id, current.id));
  await audit(tx, actor, now, {
    action: "enquiry.status",
    subjectType: "enquiry",
    subjectId: current.id,
    summary: `Marked the enquiry from ${fullName(current)} ${enquiryStatusLabels[status]} (was ${enquiryStatusLabels[current.status]}).`,
    details: { from: current.status, to: status },
  });
}

/** Adds a note for the team; the body is already validated by TeamNoteSchema. */
export async function addEnquiryNote(db: Db, actor: Actor, id: string, body: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ firstName: enquiries.firstName, lastName: enquiries.lastName })
      .from(enquiries)
      .where(eq(enquiries.id, id));
    if (!current) throw notFound();
    const entry = await addTeamNote(tx, "enquiry", id, actor, { body, at: now });
    await audit(tx, actor, now, { ...entry, summary: `Added a note to the enquiry from ${fullName(current)}.` });
  });
}

const csvColumns = [
  "Received (India time)",
  "Status",
  "First name",
  "Last name",
  "E-mail",
  "Phone",
  "Source",
  "Message",
  "Spam",
  "Id",
] as const;

/**
 * Every enquiry the filter matches, newest first, as a CSV file read `pageSize` rows at a time
 * while it is sent. The export is audited before the first byte goes out, with the number of
 * enquiries that matched then.
 */
export async function exportEnquiriesCsv(
  db: Db,
  actor: Actor,
  filter: EnquiryFilter,
  now: Date,
  { pageSize = csvPageSize }: { pageSize?: number } = {},
): Promise<CsvExport> {
  return auditedCsvExport(db, actor, now, {
    count: () => db.$count(enquiries, matching(filter)),
    entry: (rowCount) => ({
      action: "enquiry.export",
      subjectType: "enquiry",
      subjectId: "export",
      summary: `Exported ${rowCount} ${rowCount === 1 ? "enquiry" : "enquiries"} to CSV.`,
      details: { filter: { ...filter }, rowCount },
    }),
    header: csvColumns,
    pages: () =>
      keysetRecords(
        (after) => fetchPage(db, filter, { after, limit: pageSize, text: sql<string>`${enquiries.message}` }),
        (row) => [
          indiaTimestamp(row.createdAt),
          enquiryStatusLabels[row.status],
          row.firstName,
          row.lastName,
          row.email,
          row.phone,
          enquirySourceLabel(row.source),
          row.text,
          row.isSpam ? "yes" : "no",
          row.id,
        ],
      ),
  });
}

/** Enquiries nobody has touched yet: new, and not spam. */
export async function countNewEnquiries(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(enquiries)
    .where(and(eq(enquiries.status, "new"), eq(enquiries.isSpam, false)));
  return row?.count ?? 0;
}
