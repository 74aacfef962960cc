import { and, desc, eq, max, type SQL } from "drizzle-orm";

import type { Db, DbOrTransaction } from "../db/open-db";
import { staffAccounts } from "../db/schema";
import type { blogPostRevisions, faqEntryRevisions, siteDocumentRevisions, testimonialRevisions } from "../db/schema";
import { isUuid } from "../kernel/keyset";
import { RefusedError } from "../kernel/outcome";
import { actorNameOf, type Actor } from "../staff/audit";

/**
 * The saved versions of every text editors keep (issue 34): a blog post, a site document, an FAQ
 * entry, a testimonial. Each save keeps the whole text as the next revision, with who and when;
 * any one can be restored.
 */

/** The revisions tables; each is alike but for the type of its `content` (schema.ts's `revisionsTable`). */
export type RevisionsTable =
  typeof blogPostRevisions | typeof siteDocumentRevisions | typeof faqEntryRevisions | typeof testimonialRevisions;

/** What a revision of `Table` keeps. */
export type ContentOf<Table extends RevisionsTable> = Table["$inferSelect"]["content"];

// drizzle's builders do not accept a union of tables; the tables differ only in their content's
// type, so one of them stands for all in the builders' types.
const tableOf = (revisions: RevisionsTable) => revisions as typeof siteDocumentRevisions;

const rowOf = (ownerId: string, number: number, content: unknown, author: Actor, now: Date) => ({
  ownerId,
  number,
  content: content as Record<string, unknown>,
  authorId: author.id,
  authorEmail: author.email,
  at: now,
});

/** Keeps `content` as the next revision of `ownerId`; the value is its number. */
export async function keepRevision<Table extends RevisionsTable>(
  tx: DbOrTransaction,
  revisions: Table,
  ownerId: string,
  actor: Actor,
  content: ContentOf<Table>,
  now: Date,
): Promise<number> {
  const table = tableOf(revisions);
  const [last] = await tx
    .select({ number: max(table.number) })
    .from(table)
    .where(eq(table.ownerId, ownerId));
  const number = (last?.number ?? 0) + 1;
  await tx.insert(table).values(rowOf(ownerId, number, content, actor, now));
  return number;
}

/** Revision 1 of each new row: the text it starts with, as when the seed puts the site's own text in. */
export async function keepFirstRevisions<Table extends RevisionsTable>(
  tx: DbOrTransaction,
  revisions: Table,
  rows: { id: string; content: ContentOf<Table> }[],
  author: Actor,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(tableOf(revisions)).values(rows.map(({ id, content }) => rowOf(id, 1, content, author, now)));
}

/**
 * Every revision of `ownerId`, newest first, each with who saved it and when, and any `more` of
 * its text the list shows (a post's title).
 */
export async function listRevisions<More extends Record<string, SQL>>(
  db: Db,
  revisions: RevisionsTable,
  ownerId: string,
  more = {} as More,
) {
  if (!isUuid(ownerId)) return [];
  const table = tableOf(revisions);
  return db
    .select({
      id: table.id,
      number: table.number,
      authorName: actorNameOf(table.authorEmail, staffAccounts.name),
      at: table.at,
      ...more,
    })
    .from(table)
    .leftJoin(staffAccounts, eq(staffAccounts.id, table.authorId))
    .where(eq(table.ownerId, ownerId))
    .orderBy(desc(table.number));
}

/** One revision of `ownerId`; one of another text, or none, is refused. */
export async function findRevision<Table extends RevisionsTable>(
  tx: DbOrTransaction,
  revisions: Table,
  ownerId: string,
  revisionId: string,
): Promise<{ number: number; content: ContentOf<Table> }> {
  const table = tableOf(revisions);
  const [revision] = isUuid(revisionId)
    ? await tx
        .select({ number: table.number, content: table.content })
        .from(table)
        .where(and(eq(table.id, revisionId), eq(table.ownerId, ownerId)))
    : [];
  if (!revision) throw new RefusedError("This revision does not exist (any more).");
  return revision as { number: number; content: ContentOf<Table> };
}
