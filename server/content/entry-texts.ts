import type { Db, DbOrTransaction } from "../db/db";
import type { ContentOf } from "../db/revision-rows";
import { changing } from "../kernel/changes/public-changes";
import type { Actor } from "../kernel/audit/audit";
import {
  auditEntryChange,
  lockEntry,
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
