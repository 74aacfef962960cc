import { and, asc, count, desc, eq, ne, or, sql } from "drizzle-orm";

import type {
  ApplicationDetail,
  ApplicationJobChoice,
  ApplicationListItem,
  NewApplicationsOfJob,
} from "../../contracts/applications";
import type { ListPage } from "../../contracts/outcome";
import { applicationStages, type ApplicationFilter, type ApplicationStage } from "../../domain/applications/recruiting";
import type { Db } from "../db/db";
import { applications, jobs, staffAccounts } from "../db/schema";
import { actorNameOf } from "../kernel/lists/actor-names";
import { decodeCursor, isUuid, newestFirst, pageOf } from "../kernel/lists/keyset";
import { teamNotesOn } from "../kernel/notes/team-notes";
import { tagsByApplication } from "./application-board";
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
  const [found] = await db
    .select({ ...detailColumns, firstTouch: applications.firstTouch })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  if (!found) return undefined;
  const { firstTouch, ...row } = found;
  const sameEmail = sql`lower(${applications.email}) = lower(${row.email})`;
  const phone = phoneKey(row.phone);
  // The phone's last ten digits, however it was typed ("+91 98100 12345", "098100-12345"); a number
  // too short to be one person's matches nobody. No index holds it: the table is read once.
  const samePhone = phone
    ? sql`right(regexp_replace(${applications.phone}, '[^0-9]', '', 'g'), 10) = ${phone}`
    : undefined;
  const [notes, others, referrerName, tags] = await Promise.all([
    teamNotesOn(db, "application", id),
    db
      .select({ ...listColumns, sameEmail: sql<boolean>`${sameEmail}` })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      // An address is one person however it was typed.
      .where(and(samePhone ? or(sameEmail, samePhone) : sameEmail, ne(applications.id, id)))
      .orderBy(...newestFirst(applications.createdAt, applications.id)),
    row.referrerId ? staffNameOf(db, row.referrerId) : undefined,
    tagsByApplication(db, [id]),
  ]);
  const otherApplications = others.map(({ sameEmail: byEmail, ...other }) => ({
    ...other,
    sharedContact: byEmail ? ("email" as const) : ("phone" as const),
  }));
  return { ...toDetail(row, referrerName), firstTouch, notes, otherApplications, tags: tags.get(id) ?? [] };
}

/** The last ten digits of a phone number, the part that names a line in India; undefined below seven. */
export function phoneKey(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, "");
  return digits.length >= 7 ? digits.slice(-10) : undefined;
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
