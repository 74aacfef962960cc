import { asc, eq } from "drizzle-orm";

import type { FaqEntryRecord } from "../../contracts/content-entries";
import { FaqEntryFormSchema, type FaqEntryValues, type FaqItem } from "../../domain/content/faq";
import type { Db } from "../db/db";
import { faqEntries, faqEntryRevisions } from "../db/schema";
import type { Actor } from "../kernel/audit/audit";
import { checkedText, createEntry, updateEntry } from "./entry-texts";
import { findEntry, orderedStateOf, shownAt, type OrderedKind } from "./ordered-entries";

/**
 * The /faq page's questions (decision 034), in the order editors give. Every write goes through
 * `changing(db, "faq", …)` (ordered-entries.ts), so every instance's kept /faq forgets the old
 * answers when it commits.
 */

type FaqRow = typeof faqEntries.$inferSelect;

export const faqKind: OrderedKind<FaqRow, typeof faqEntryRevisions> = {
  table: faqEntries,
  revisions: faqEntryRevisions,
  area: "faq",
  subjectType: "faq_entry",
  actionPrefix: "faq",
  nameOf: (entry) => `the question “${entry.question}”`,
  replaceText: async (tx, row, text, actor, now) => {
    await tx
      .update(faqEntries)
      .set({ ...text, updatedAt: now, updatedBy: actor.email })
      .where(eq(faqEntries.id, row.id));
  },
  notFound: "This question does not exist (any more).",
  orderLockKey: 4_201_134,
};

/** The questions visitors see at `now`, in order: what /faq and its FAQPage data show. */
export async function listPublishedFaq(db: Db, now: Date): Promise<FaqItem[]> {
  return db
    .select({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer })
    .from(faqEntries)
    .where(shownAt(faqKind, now))
    .orderBy(asc(faqEntries.position));
}

const recordOf = (row: FaqRow, now: Date): FaqEntryRecord => ({
  ...orderedStateOf(row, now),
  question: row.question,
  answer: row.answer,
});

/** Every question, drafts and scheduled ones too, in the page's order. */
export async function listFaq(db: Db, now: Date): Promise<FaqEntryRecord[]> {
  const rows = await db.select().from(faqEntries).orderBy(asc(faqEntries.position));
  return rows.map((row) => recordOf(row, now));
}

export async function findFaq(db: Db, id: string, now: Date): Promise<FaqEntryRecord | undefined> {
  const row = await findEntry(db, faqKind, id);
  return row ? recordOf(row, now) : undefined;
}

const faqValuesOf = (fields: unknown): FaqEntryValues =>
  checkedText(FaqEntryFormSchema, fields, "Please check the question.");

/** A new question, a draft at the end of the list. */
export async function createFaq(db: Db, actor: Actor, fields: unknown, now: Date): Promise<{ id: string }> {
  const values = faqValuesOf(fields);
  return createEntry(db, faqKind, actor, values, `Wrote the draft question “${values.question}”.`, now);
}

export async function updateFaq(db: Db, actor: Actor, id: string, fields: unknown, now: Date): Promise<void> {
  await updateEntry(db, faqKind, actor, id, faqValuesOf(fields), now);
}
