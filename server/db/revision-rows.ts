import type { DbOrTransaction } from "./db";
import type { blogPostRevisions, faqEntryRevisions, siteDocumentRevisions, testimonialRevisions } from "./schema";

/**
 * The revisions tables as one (schema/content.ts's `revisionsTable`): what server/content/revisions.ts
 * reads and writes them with, and the seed's revision 1 of the site's own text.
 */

/** The revisions tables; each is alike but for the type of its `content`. */
export type RevisionsTable =
  | typeof blogPostRevisions
  | typeof siteDocumentRevisions
  | typeof faqEntryRevisions
  | typeof testimonialRevisions;

/** What a revision of `Table` keeps. */
export type ContentOf<Table extends RevisionsTable> = Table["$inferSelect"]["content"];

/** Who saved a revision: a staff account, or none (the seed, the command line), and the address as written. */
export type RevisionAuthor = { id: string | null; email: string };

// drizzle's builders do not accept a union of tables; the tables differ only in their content's
// type, so one of them stands for all in the builders' types.
export const revisionsTableOf = (revisions: RevisionsTable) => revisions as typeof siteDocumentRevisions;

/** A new revision's row. */
export const revisionRow = (ownerId: string, number: number, content: unknown, author: RevisionAuthor, now: Date) => ({
  ownerId,
  number,
  content: content as Record<string, unknown>,
  authorId: author.id,
  authorEmail: author.email,
  at: now,
});

/** Revision 1 of each new row: the text it starts with, as when the seed puts the site's own text in. */
export async function keepFirstRevisions<Table extends RevisionsTable>(
  tx: DbOrTransaction,
  revisions: Table,
  rows: { id: string; content: ContentOf<Table> }[],
  author: RevisionAuthor,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(revisionsTableOf(revisions))
    .values(rows.map(({ id, content }) => revisionRow(id, 1, content, author, now)));
}
