import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";

import type {
  ApplicationDetail,
  ApplicationJobChoice,
  ApplicationListItem,
  NewApplicationsOfJob,
} from "../../contracts/careers";
import type { ListPage } from "../../contracts/outcome";
import { applicationStages, type ApplicationFilter, type ApplicationStage } from "../../domain/careers/recruiting";
import type { Db } from "../db/open-db";
import { applications, jobs, staffAccounts } from "../db/schema";
import { actorNameOf } from "../kernel/lists/actor-names";
import { decodeCursor, isUuid, newestFirst, pageOf } from "../kernel/lists/keyset";
import { teamNotesOn } from "../kernel/notes/team-notes";
import { detailColumns, listColumns, matching, pageQuery, toDetail } from "./application-rows";

/**
 * The recruiters' reading of applications: the lists with their counts, the jobs to filter by,
 * one candidate's page, and what is new on the overview. The changes are in application-changes.ts,
 * the resume in resume-downloads.ts, the CSV in application-export.ts.
 */

export const applicationPageSize = 50;

export async function listApplications(
  db: Db,
  filter: ApplicationFilter,
  { after, limit = applicationPageSize }: { after?: string | undefined; limit?: number } = {},
): Promise<ListPage<ApplicationListItem>> {
  return pageOf(await pageQuery(db, filter, listColumns, { after: decodeCursor(after), limit }), limit);
}

/** How many applications each stage holds, for the filter without its stage. */
export async function stageCounts(
  db: Db,
  filter: Omit<ApplicationFilter, "stage">,
): Promise<Record<ApplicationStage, number>> {
  const rows = await db
    .select({ stage: applications.stage, count: count() })
    .from(applications)
    // A filter that carries a stage still counts every stage: the tabs show them side by side.
    .where(matching({ ...filter, stage: undefined }))
    .groupBy(applications.stage);
  return Object.fromEntries(
    applicationStages.map((stage) => [stage, rows.find((row) => row.stage === stage)?.count ?? 0]),
  ) as Record<ApplicationStage, number>;
}

const statusOrder = sql`case ${jobs.status} when 'open' then 0 when 'draft' then 1 else 2 end`;

export async function jobChoices(db: Db): Promise<ApplicationJobChoice[]> {
  return db
    .select({ id: jobs.id, title: jobs.title, location: jobs.location, status: jobs.status })
    .from(jobs)
    .orderBy(statusOrder, asc(jobs.title), asc(jobs.location));
}

/** One application with its notes and the same address's other applications; undefined for an unknown or malformed id. */
export async function findApplication(db: Db, id: string): Promise<ApplicationDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(detailColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  if (!row) return undefined;
  const [notes, otherApplications, referrerName] = await Promise.all([
    teamNotesOn(db, "application", id),
    db
      .select(listColumns)
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      // On the lower(email) index: an address is one person however it was typed.
      .where(and(sql`lower(${applications.email}) = lower(${row.email})`, ne(applications.id, id)))
      .orderBy(...newestFirst(applications.createdAt, applications.id)),
    row.referrerId ? staffNameOf(db, row.referrerId) : undefined,
  ]);
  return { ...toDetail(row, referrerName), notes, otherApplications };
}

async function staffNameOf(db: Db, id: string): Promise<string | undefined> {
  const [account] = await db
    .select({ name: actorNameOf(staffAccounts.email, staffAccounts.name) })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, id));
  return account?.name;
}

/** New applications (not yet moved on from "new") to each open job that has any, most first. */
export async function newApplicationsByOpenJob(db: Db): Promise<NewApplicationsOfJob[]> {
  return db
    .select({ jobId: jobs.id, title: jobs.title, location: jobs.location, count: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.stage, "new"), eq(jobs.status, "open")))
    .groupBy(jobs.id, jobs.title, jobs.location)
    .orderBy(desc(count()), asc(jobs.title));
}
