import { and, count, desc, eq, gte, lt, ne } from "drizzle-orm";
import { subDays, subMinutes } from "date-fns";

import type { DraftDesk, EditorDraft, UnsavedDraft } from "../../contracts/content";
import { presenceMinutes, type DraftKind, type DraftSubject, type KeepDraft } from "../../domain/content/editor-drafts";
import type { StaffMember } from "../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../db/db";
import { editorDrafts, staffAccounts } from "../db/schema";
import { outcomeOf, RefusedError } from "../kernel/requests/outcome";
import { pickColumns } from "../db/columns";

/**
 * Editors' drafts as they type (decision 043, domain/content/editor-drafts.ts). A draft is its
 * editor's alone: no one else reads its text, and colleagues learn only that someone is typing.
 */

/** The editor whose drafts these are: only their account's id matters here. */
type Editor = Pick<StaffMember, "id">;

/** A draft nobody has touched for this long is their old work, not a crash to recover from. */
const keepDays = 30;

/** One editor keeps drafts of at most this many texts at once: the table cannot be filled by one account. */
const draftsPerEditor = 200;

/** Anyone's drafts of one text. */
const ofText = ({ kind, subject }: DraftSubject) => and(eq(editorDrafts.kind, kind), eq(editorDrafts.subject, subject));

const ofSubject = (member: Editor, text: DraftSubject) => and(eq(editorDrafts.staffId, member.id), ofText(text));

/** Keeps what `member` has typed into a text's form, replacing their previous draft of it. */
export async function keepDraft(
  db: DbOrTransaction,
  member: Editor,
  draft: KeepDraft,
  now: Date,
): Promise<EditorDraft> {
  await db
    .delete(editorDrafts)
    .where(and(eq(editorDrafts.staffId, member.id), lt(editorDrafts.savedAt, subDays(now, keepDays))));
  const [mine] = await db.select({ id: editorDrafts.id }).from(editorDrafts).where(ofSubject(member, draft));
  if (!mine) {
    const [held] = await db.select({ n: count() }).from(editorDrafts).where(eq(editorDrafts.staffId, member.id));
    if ((held?.n ?? 0) >= draftsPerEditor)
      throw new RefusedError("You have too many unsaved drafts: save or discard some first.");
  }
  const row = {
    staffId: member.id,
    kind: draft.kind,
    subject: draft.subject,
    fields: draft.fields,
    base: draft.base,
    savedAt: now,
  };
  await db
    .insert(editorDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [editorDrafts.staffId, editorDrafts.kind, editorDrafts.subject],
      set: { fields: row.fields, base: row.base, savedAt: now },
    });
  return { fields: row.fields, base: row.base, savedAt: now };
}

/** `member`'s draft of a text, if they kept one in the last month. */
export async function findDraft(
  db: Db,
  member: Editor,
  subject: DraftSubject,
  now: Date,
): Promise<EditorDraft | undefined> {
  const [row] = await db
    .select(pickColumns(editorDrafts, "fields", "base", "savedAt"))
    .from(editorDrafts)
    .where(and(ofSubject(member, subject), gte(editorDrafts.savedAt, subDays(now, keepDays))));
  return row;
}

/** `member`'s drafts of one kind kept in the last month, newest first (at most `draftsPerEditor`). */
export async function draftsOf(db: Db, member: Editor, kind: DraftKind, now: Date): Promise<UnsavedDraft[]> {
  const rows = await db
    .select(pickColumns(editorDrafts, "subject", "fields", "savedAt"))
    .from(editorDrafts)
    .where(
      and(
        eq(editorDrafts.staffId, member.id),
        eq(editorDrafts.kind, kind),
        gte(editorDrafts.savedAt, subDays(now, keepDays)),
      ),
    )
    .orderBy(desc(editorDrafts.savedAt))
    .limit(draftsPerEditor);
  return rows.map(({ subject, fields, savedAt }) => ({ subject, title: fields.title?.trim() ?? "", savedAt }));
}

/** Drops `member`'s draft of a text: they saved it, or chose not to keep it. */
export async function discardDraft(db: Db, member: Editor, subject: DraftSubject): Promise<void> {
  await db.delete(editorDrafts).where(ofSubject(member, subject));
}

/** The colleagues who typed into the same text in the last few minutes, by name. */
export async function othersEditing(db: Db, member: Editor, text: DraftSubject, now: Date): Promise<string[]> {
  const rows = await db
    .select({ name: staffAccounts.name })
    .from(editorDrafts)
    .innerJoin(staffAccounts, eq(staffAccounts.id, editorDrafts.staffId))
    .where(
      and(
        ofText(text),
        ne(editorDrafts.staffId, member.id),
        gte(editorDrafts.savedAt, subMinutes(now, presenceMinutes)),
      ),
    )
    .orderBy(staffAccounts.name);
  return rows.map((row) => row.name);
}

/** The drafts desk of one editor, at the server's clock. */
export function draftDesk({ db, clock }: { db: Db; clock: () => Date }, member: StaffMember): DraftDesk {
  return {
    keep: (draft) =>
      outcomeOf(async () => {
        const now = clock();
        const { savedAt } = await keepDraft(db, member, draft, now);
        return { savedAt, others: await othersEditing(db, member, draft, now) };
      }),
    opened: async (subject) => {
      const now = clock();
      const [draft, others] = await Promise.all([
        findDraft(db, member, subject, now),
        othersEditing(db, member, subject, now),
      ]);
      return { draft, others };
    },
    discard: (subject) => discardDraft(db, member, subject),
    mine: (kind) => draftsOf(db, member, kind, clock()),
  };
}
