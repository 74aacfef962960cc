import type { z } from "zod";

import type { Db, DbOrTransaction } from "../db/db";
import type { ContentOf } from "../db/revision-rows";
import type { faqEntries } from "../db/schema";
import { changing } from "../kernel/changes/public-changes";
import { RefusedError } from "../kernel/requests/outcome";
import type { Actor } from "../kernel/audit/audit";
import {
  auditEntryChange,
  lockEntry,
  nextPosition,
  type EntryRevisionsTable,
  type OrderedKind,
  type OrderedRow,
} from "./ordered-entries";
import { findRevision, keepRevision } from "./revisions";

/**
 * An FAQ entry's or a testimonial's text (decision 036): every save keeps the whole text as the
 * entry's next revision, with who and when, and any revision can be restored. Each is announced
 * to the area's kept pages (a published entry changes on the site at once) and audited.
 */

/** Writes a new or edited entry and keeps its `text` as a revision: the change announced, and audited with `summary`. */
export async function writeEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable, T>(
  db: Db,
  kind: OrderedKind<Row, Revisions>,
  actor: Actor,
  now: Date,
  write: (tx: DbOrTransaction) => Promise<{
    id: string;
    action: "create" | "update";
    summary: string;
    text: ContentOf<Revisions>;
    value: T;
  }>,
): Promise<T> {
  return changing(db, kind.area, async (tx) => {
    const { id, action, summary, text, value } = await write(tx);
    await keepRevision(tx, kind.revisions, id, actor, text, now);
    await auditEntryChange(tx, kind, actor, id, now, { action, summary });
    return value;
  });
}

/** An entry's text as its form posted it, checked with the kind's schema: refused with its first message, or `refusal`. */
export function checkedText<Text>(schema: z.ZodType<Text>, fields: unknown, refusal: string): Text {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new RefusedError(parsed.error.issues[0]?.message ?? refusal);
  return parsed.data;
}

/** A new entry with `text`, a draft at the end of its list; `summary` is what the log says of it. */
export async function createEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  db: Db,
  kind: OrderedKind<Row, Revisions>,
  actor: Actor,
  text: ContentOf<Revisions>,
  summary: string,
  now: Date,
): Promise<{ id: string }> {
  return writeEntry(db, kind, actor, now, async (tx) => {
    const position = await nextPosition(tx, kind, kind.sameList?.(text));
    // drizzle's builders do not accept a union of tables; the kind's revisions keep its own table's
    // text columns, so its text and the ordering columns make its row.
    const table = kind.table as typeof faqEntries;
    const row = { ...text, position, published: false, createdAt: now, updatedAt: now, updatedBy: actor.email };
    const [created] = await tx
      .insert(table)
      .values(row as typeof faqEntries.$inferInsert)
      .returning({ id: table.id });
    const id = created!.id;
    return { id, action: "create", summary, text, value: { id } };
  });
}

/** Saves the entry's text, as its form checked it. */
export async function updateEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  db: Db,
  kind: OrderedKind<Row, Revisions>,
  actor: Actor,
  id: string,
  text: ContentOf<Revisions>,
  now: Date,
): Promise<void> {
  await writeEntry(db, kind, actor, now, async (tx) => {
    await kind.replaceText(tx, await lockEntry(tx, kind, id), text, actor, now);
    return { id, action: "update", summary: `Edited ${kind.nameOf(text)}.`, text, value: undefined };
  });
}

/** Makes an earlier revision's text the entry's again, kept as its next revision. */
export async function restoreEntry<Row extends OrderedRow, Revisions extends EntryRevisionsTable>(
  db: Db,
  kind: OrderedKind<Row, Revisions>,
  actor: Actor,
  id: string,
  revisionId: string,
  now: Date,
): Promise<void> {
  await changing(db, kind.area, async (tx) => {
    const row = await lockEntry(tx, kind, id);
    const { number: restored, content } = await findRevision(tx, kind.revisions, row.id, revisionId);
    await kind.replaceText(tx, row, content, actor, now);
    const number = await keepRevision(tx, kind.revisions, row.id, actor, content, now);
    await auditEntryChange(tx, kind, actor, row.id, now, {
      action: "restore",
      summary: `Restored revision ${restored} of ${kind.nameOf(content)} (now revision ${number}).`,
      details: { revision: restored },
    });
  });
}
