import { desc, eq, inArray, type SQL } from "drizzle-orm";

import type { DbOrTransaction } from "../../db/db";
import { applicationNotes, contactNotes, enquiryNotes, staffAccounts } from "../../db/schema";
import { actorNameOf } from "../lists/actor-names";

/**
 * What staff write about an enquiry, an application or a contact for each other (the visitor,
 * candidate or contact never sees it): one table per kind of record, with the same columns but
 * the one naming the record. The kind also names the record in the audit log.
 */
const noteTables = {
  enquiry: { notes: enquiryNotes, on: enquiryNotes.enquiryId, key: "enquiryId" },
  application: { notes: applicationNotes, on: applicationNotes.applicationId, key: "applicationId" },
  contact: { notes: contactNotes, on: contactNotes.contactId, key: "contactId" },
} as const;

export type NotedRecord = keyof typeof noteTables;

/** Whoever writes a note: the audit log's actor. */
type Author = { id: string | null; email: string };

/**
 * Adds a note on a record; the body is already validated by TeamNoteSchema. Answers the audit
 * entry the note deserves but for its summary, which the caller words and writes in the same
 * transaction (as with a setting: the kernel writes, the area audits).
 */
export async function addTeamNote(
  tx: DbOrTransaction,
  kind: NotedRecord,
  recordId: string,
  author: Author,
  { body, at }: { body: string; at: Date },
) {
  const { notes, key } = noteTables[kind];
  const [note] = await tx
    .insert(notes)
    .values({ [key]: recordId, authorId: author.id, authorEmail: author.email, body, createdAt: at })
    .returning({ id: notes.id });
  return {
    action: `${kind}.note`,
    subjectType: kind,
    subjectId: recordId,
    details: { noteId: note?.id, length: body.length },
  };
}

/** A record's notes, newest first, each with the name its author goes by today. */
export async function teamNotesOn(db: DbOrTransaction, kind: NotedRecord, recordId: string) {
  const notes = await newestNotes(db, kind, eq(noteTables[kind].on, recordId));
  return notes.map(({ recordId: _, ...note }) => note);
}

/** The newest notes (at most `limit`) on any of some records, each with the record it is on. */
export async function latestTeamNotesOn(db: DbOrTransaction, kind: NotedRecord, recordIds: string[], limit: number) {
  return recordIds.length === 0 ? [] : newestNotes(db, kind, inArray(noteTables[kind].on, recordIds)).limit(limit);
}

function newestNotes(db: DbOrTransaction, kind: NotedRecord, where: SQL) {
  const { notes, on } = noteTables[kind];
  return db
    .select({
      id: notes.id,
      recordId: on,
      authorName: actorNameOf(notes.authorEmail, staffAccounts.name),
      body: notes.body,
      createdAt: notes.createdAt,
    })
    .from(notes)
    .leftJoin(staffAccounts, eq(staffAccounts.id, notes.authorId))
    .where(where)
    .orderBy(desc(notes.createdAt), desc(notes.id));
}
