import { and, desc, eq, max, type SQL } from "drizzle-orm";

import type { Db, DbOrTransaction } from "../db/db";
import { staffAccounts } from "../db/schema";
import { revisionRow, revisionsTableOf, type ContentOf, type RevisionsTable } from "../db/revision-rows";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { actorNameOf } from "../kernel/lists/actor-names";
import { type Actor } from "../kernel/audit/audit";

/**
 * The saved versions of every text editors keep (decision 036): a blog post, a site document, an FAQ
 * entry, a testimonial. Each save keeps the whole text as the next revision, with who and when;
 * any one can be restored.
 */

/** Keeps `content` as the next revision of `ownerId`; the value is its number. */
export async function keepRevision<Table extends RevisionsTable>(
  tx: DbOrTransaction,
  revisions: Table,
  ownerId: string,
  actor: Actor,
  content: ContentOf<Table>,
  now: Date,
): Promise<number> {
  const table = revisionsTableOf(revisions);
  const [last] = await tx
    .select({ number: max(table.number) })
    .from(table)
    .where(eq(table.ownerId, ownerId));
  const number = (last?.number ?? 0) + 1;
  await tx.insert(table).values(revisionRow(ownerId, number, content, actor, now));
  return number;
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
  const table = revisionsTableOf(revisions);
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
  const table = revisionsTableOf(revisions);
  const [revision] = isUuid(revisionId)
    ? await tx
        .select({ number: table.number, content: table.content })
        .from(table)
        .where(and(eq(table.id, revisionId), eq(table.ownerId, ownerId)))
    : [];
  if (!revision) throw new RefusedError("This revision does not exist (any more).");
  return revision as { number: number; content: ContentOf<Table> };
}
