import { and, eq, exists, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { z } from "zod";

import type { ApplicationDetail } from "../../contracts/applications";
import { EducationSchema, WorkExperienceSchema } from "../../domain/applications/job-application";
import type { ApplicationFilter } from "../../domain/applications/recruiting";
import type { Db } from "../db/db";
import { applicationTags, applications, jobs } from "../db/schema";
import { cursorTimeOf, newestFirst, olderThan, type Cursor } from "../kernel/lists/keyset";
import { addressKey, matchingSearch } from "../kernel/lists/like-pattern";

/**
 * Applications as the recruiters' pages read them: the columns of a list's row and of one
 * candidate's page (everything the candidate sent but the resume's content and self-identification,
 * which hiring never sees), a filter's WHERE, and one page of a list in its order.
 */

/** Only the applications carrying the tag, when there is one (on the tags' primary key). */
export const taggedWith = (tag: string | undefined) =>
  tag
    ? exists(
        sql`(select 1 from ${applicationTags} where ${applicationTags.applicationId} = ${applications.id} and ${applicationTags.tag} = ${tag})`,
      )
    : undefined;

/** The WHERE of a filter: the job, the stage, a tag, and a search over the name, the e-mail and the reference. */
export function matching(filter: Partial<ApplicationFilter>) {
  return and(
    filter.job ? eq(applications.jobId, filter.job) : undefined,
    filter.stage ? eq(applications.stage, filter.stage) : undefined,
    taggedWith(filter.tag),
    matchingSearch(filter.q, {
      texts: [applications.fullName, applications.email, applications.reference],
      key: addressKey(applications.email),
    }),
  );
}

/**
 * Whether the same address applied to the same job again, before or since (decision 055): each
 * is kept, as the candidate may have sent a newer resume, and both are flagged. The lower(email)
 * index finds the address's few applications.
 */
const appliedTwice = sql<boolean>`exists (select 1 from ${applications} as twin where lower(twin.email) = lower(${applications.email}) and twin.job_id = ${applications.jobId} and twin.id <> ${applications.id})`;

export const listColumns = {
  id: applications.id,
  reference: applications.reference,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  fullName: applications.fullName,
  email: applications.email,
  city: applications.city,
  stage: applications.stage,
  createdAt: applications.createdAt,
  appliedTwice,
};

/** What a row about an application (an offer, an interview) says of its candidate in their e-mails. */
export const candidateColumns = {
  candidateName: applications.fullName,
  candidateEmail: applications.email,
  reference: applications.reference,
  jobTitle: jobs.title,
};

/** Joins to a query of rows naming an application (made dynamic) the application and its job, for `candidateColumns`. */
export const withCandidate = <Query extends PgSelect>(query: Query, applicationId: PgColumn) =>
  query.innerJoin(applications, eq(applications.id, applicationId)).innerJoin(jobs, eq(jobs.id, applications.jobId));

/** Everything the candidate sent but the resume's content and self-identification. */
export const detailColumns = {
  ...listColumns,
  phone: applications.phone,
  country: applications.country,
  currentAddress: applications.currentAddress,
  preferredPronouns: applications.preferredPronouns,
  coverLetter: applications.coverLetter,
  education: applications.education,
  workExperience: applications.workExperience,
  links: applications.links,
  preferredLocation: applications.preferredLocation,
  minimumQualifications: applications.minimumQualifications,
  eligibleToWork: applications.eligibleToWork,
  requiresSponsorship: applications.requiresSponsorship,
  resumeFileName: applications.resumeFileName,
  resumeMediaType: applications.resumeMediaType,
  resumeBytes: applications.resumeBytes,
  source: applications.source,
  sourceName: applications.sourceName,
  referrerId: applications.referrerId,
  referralNote: applications.referralNote,
  referred: applications.referred,
  referrerName: applications.referrerName,
  heardAbout: applications.heardAbout,
};

const text = z.string().catch("");

/** The JSON columns as the detail shows them; a value an older version stored in another shape reads as empty. */
export const StoredAnswersSchema = z.object({
  education: z.array(EducationSchema).catch([]),
  workExperience: z.array(WorkExperienceSchema).catch([]),
  links: z
    .object({ linkedin: text, portfolio: text, github: text, otherLink: text })
    .catch({ linkedin: "", portfolio: "", github: "", otherLink: "" }),
  minimumQualifications: z.array(z.object({ text: z.string(), answer: text })).catch([]),
});

/** What a selected column reads as: a table's column with its nullability, or a computed value's own type. */
type ColumnValue<Column> =
  Column extends SQL<infer Value>
    ? Value
    : Column extends { _: { data: unknown; notNull: boolean } }
      ? Column["_"]["notNull"] extends true
        ? Column["_"]["data"]
        : Column["_"]["data"] | null
      : never;

export type DetailRow = {
  [Key in keyof typeof detailColumns]: ColumnValue<(typeof detailColumns)[Key]>;
};

export function toDetail(
  row: DetailRow,
  referrerStaffName: string | undefined,
): Omit<ApplicationDetail, "notes" | "otherApplications" | "tags" | "firstTouch"> {
  const { resumeFileName, resumeMediaType, resumeBytes, referrerId: _referrer, referralNote, ...rest } = row;
  return {
    ...rest,
    referrer: referrerStaffName === undefined ? null : { name: referrerStaffName, note: referralNote },
    ...StoredAnswersSchema.parse(row),
    resume: { fileName: resumeFileName, mediaType: resumeMediaType, bytes: resumeBytes },
  };
}

/**
 * The rows of one page in the list's order, newest first by (created_at, id), and one more to
 * tell whether a page follows: on the job's index, or the one across jobs.
 */
export function pageQuery<Columns extends typeof listColumns>(
  db: Db,
  filter: Partial<ApplicationFilter>,
  columns: Columns,
  { after, limit }: { after: Cursor | undefined; limit: number },
) {
  return db
    .select({ ...columns, cursorAt: cursorTimeOf(applications.createdAt) })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(matching(filter), olderThan(applications.createdAt, applications.id, after)))
    .orderBy(...newestFirst(applications.createdAt, applications.id))
    .limit(limit + 1);
}
