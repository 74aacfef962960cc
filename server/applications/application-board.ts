import { and, asc, count, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";

import type { ApplicationBoard, BoardCard, BulkRejectionPreview } from "../../contracts/applications";
import { boardColumnSize, bulkLimit } from "../../domain/applications/recruiting-board";
import { applicationStages, type ApplicationStage } from "../../domain/applications/recruiting";
import { rejectionTemplate } from "./rejection-template";
import type { Db, DbOrTransaction } from "../db/db";
import { applicationTags, applications, jobs } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { taggedWith } from "./application-rows";

/**
 * A job's applications as the recruiters' board shows them: a column per stage with its count and
 * its newest cards (the list pages through the rest), each card with its tags and whether its
 * address applied twice. Five queries side by side, each on an index of the job: (job, stage,
 * created_at) for the cards and the counts, (job, created_at) and the tags' primary key for the
 * tags of the job's applications, the job's rows for the addresses that applied more than once.
 */

export async function applicationBoard(
  db: Db,
  jobId: string,
  { tag }: { tag?: string | undefined } = {},
): Promise<ApplicationBoard | undefined> {
  const ofJob = and(eq(applications.jobId, jobId), taggedWith(tag));
  const ranked = db
    .select({
      id: applications.id,
      reference: applications.reference,
      fullName: applications.fullName,
      email: applications.email,
      stage: applications.stage,
      createdAt: applications.createdAt,
      rank: sql<number>`row_number() over (partition by ${applications.stage} order by ${applications.createdAt} desc, ${applications.id} desc)`.as(
        "rank",
      ),
    })
    .from(applications)
    .where(ofJob)
    .as("ranked");
  const [job, cards, counts, tags, twice] = await Promise.all([
    db
      .select({ id: jobs.id, title: jobs.title, location: jobs.location, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, jobId)),
    db
      .select({
        id: ranked.id,
        reference: ranked.reference,
        fullName: ranked.fullName,
        stage: ranked.stage,
        createdAt: ranked.createdAt,
        email: ranked.email,
      })
      .from(ranked)
      .where(lte(ranked.rank, boardColumnSize))
      .orderBy(desc(ranked.createdAt), desc(ranked.id)),
    db
      .select({ stage: applications.stage, count: count() })
      .from(applications)
      .where(ofJob)
      .groupBy(applications.stage),
    db
      .select({ id: applicationTags.applicationId, tag: applicationTags.tag })
      .from(applicationTags)
      .innerJoin(applications, eq(applications.id, applicationTags.applicationId))
      .where(eq(applications.jobId, jobId))
      .orderBy(asc(applicationTags.tag)),
    // The addresses that applied to the job more than once (decision 055): both cards are flagged.
    db
      .select({ address: sql<string>`lower(${applications.email})` })
      .from(applications)
      .where(eq(applications.jobId, jobId))
      .groupBy(sql`lower(${applications.email})`)
      .having(sql`count(*) > 1`),
  ]);
  if (!job[0]) return undefined;
  const tagsOf = new Map<string, string[]>();
  for (const row of tags) tagsOf.set(row.id, [...(tagsOf.get(row.id) ?? []), row.tag]);
  const byStage = new Map<ApplicationStage, BoardCard[]>(applicationStages.map((stage) => [stage, []]));
  const appliedTwice = new Set(twice.map((row) => row.address));
  for (const { email, ...card } of cards)
    byStage.get(card.stage)!.push({
      ...card,
      tags: tagsOf.get(card.id) ?? [],
      appliedTwice: appliedTwice.has(email.toLowerCase()),
    });
  return {
    job: job[0],
    columns: applicationStages.map((stage) => ({
      stage,
      count: counts.find((row) => row.stage === stage)?.count ?? 0,
      cards: byStage.get(stage)!,
    })),
    // Every tag on the job's applications, for the board's filter.
    tags: [...new Set(tags.map((row) => row.tag))],
  };
}

/** Each application's tags, in the order they read best: alphabetical. */
export async function tagsByApplication(db: DbOrTransaction, ids: readonly string[]): Promise<Map<string, string[]>> {
  const tagsOf = new Map<string, string[]>();
  if (ids.length === 0) return tagsOf;
  const rows = await db
    .select({ id: applicationTags.applicationId, tag: applicationTags.tag })
    .from(applicationTags)
    .where(inArray(applicationTags.applicationId, [...ids]))
    .orderBy(asc(applicationTags.tag));
  for (const row of rows) tagsOf.set(row.id, [...(tagsOf.get(row.id) ?? []), row.tag]);
  return tagsOf;
}

/** Every tag in use, for the applications list's filter. */
export async function allTags(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: applicationTags.tag })
    .from(applicationTags)
    .orderBy(asc(applicationTags.tag));
  return rows.map((row) => row.tag);
}

/**
 * The applications a bulk action takes: the ticked cards, and every application of the board's
 * job in each ticked column (with the board's tag). More than one action's worth is refused.
 */
export async function bulkSelection(
  db: Db,
  { ids, columns = [] }: { ids: readonly string[]; columns?: readonly ApplicationStage[] | undefined },
  { jobId, tag }: { jobId?: string | undefined; tag?: string | undefined },
): Promise<string[]> {
  if (columns.length > 0 && jobId === undefined)
    throw new RefusedError("Whole columns can be ticked on a job's board only.");
  const inColumns =
    columns.length === 0
      ? []
      : await db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.jobId, jobId!), inArray(applications.stage, [...columns]), taggedWith(tag)))
          .limit(bulkLimit + 1);
  const selected = [...new Set([...ids, ...inColumns.map((row) => row.id)])];
  if (selected.length > bulkLimit)
    throw new RefusedError(
      `That is more than ${bulkLimit} applications. Please tick at most ${bulkLimit} at a time; a tag narrows a column.`,
    );
  return selected;
}

/** A bulk rejection's confirmation: how many of the selection it would reject, and the e-mail they would get. */
export async function bulkRejectionPreview(
  db: Db,
  ids: string[],
  { reason, notify }: { reason: string; notify: boolean },
): Promise<BulkRejectionPreview> {
  const [[rejecting], email] = await Promise.all([
    ids.length === 0
      ? [{ count: 0 }]
      : db
          .select({ count: count() })
          .from(applications)
          .where(and(inArray(applications.id, ids), ne(applications.stage, "rejected"))),
    rejectionTemplate(db),
  ]);
  return { ids, rejecting: rejecting?.count ?? 0, reason, notify, email };
}
