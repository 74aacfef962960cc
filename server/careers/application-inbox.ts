import { Readable } from "node:stream";

import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";

import { displayAnswer, educationLine, experienceLine } from "../../domain/application-answers";
import type {
  ApplicationDetail,
  ApplicationJobChoice,
  ApplicationListItem,
  NewApplicationsOfJob,
  ResumeDownload,
} from "../../contracts/careers";
import type { CsvExport, ListPage } from "../../contracts/outcome";
import { indiaDateOf } from "../../domain/booking";
import { indiaTimestamp } from "../../domain/india-time";
import { EducationSchema, WorkExperienceSchema } from "../../domain/job-application";
import { minimumQualificationQuestions } from "../../domain/job-application-fields";
import {
  applicationStageLabels,
  applicationStages,
  defaultRejectionEmail,
  fillRejectionEmail,
  RejectionEmailSchema,
  type ApplicationFilter,
  type ApplicationStage,
  type RejectionEmailTemplate,
} from "../../domain/recruiting";
import { RefusedError } from "../kernel/outcome";
import type { Db } from "../db/open-db";
import { applicationNotes, applications, jobs, staffAccounts } from "../db/schema";
import { rejectionEmail } from "./application-emails";
import { csvPageSize, csvStream } from "../kernel/csv";
import { cursorTimeOf, decodeCursor, isUuid, newestFirst, olderThan, pageOf, type Cursor } from "../kernel/keyset";
import { addressKey, matchingSearch } from "../kernel/like-pattern";
import { queueEmails } from "../outbox/mail-outbox";
import type { FileStore } from "../kernel/file-store";
import { resumeDownloadName } from "./resume-content";
import { readSetting, writeSetting, type Setting } from "../kernel/settings";
import { actorNameOf, audit, type Actor } from "../staff/audit";

/**
 * The recruiters' side of applications: lists, one candidate's page, stages, notes, the
 * resume and the CSV export. Nothing here reads self_identifications (hiring never sees it),
 * and no audit entry names the candidate: the log outlives the applications, so entries
 * speak of the application's reference.
 */

export const applicationPageSize = 50;

export const rejectionEmailSetting: Setting<RejectionEmailTemplate> = {
  key: "rejectionEmail",
  schema: RejectionEmailSchema,
  fallback: defaultRejectionEmail,
};

/** The WHERE of a filter: the job, the stage, and a search over the name, the e-mail and the reference. */
function matching(filter: Partial<ApplicationFilter>) {
  return and(
    filter.job ? eq(applications.jobId, filter.job) : undefined,
    filter.stage ? eq(applications.stage, filter.stage) : undefined,
    matchingSearch(filter.q, {
      texts: [applications.fullName, applications.email, applications.reference],
      key: addressKey(applications.email),
    }),
  );
}

const listColumns = {
  id: applications.id,
  reference: applications.reference,
  jobId: applications.jobId,
  jobTitle: jobs.title,
  fullName: applications.fullName,
  email: applications.email,
  city: applications.city,
  stage: applications.stage,
  createdAt: applications.createdAt,
};

/** Everything the candidate sent but the resume's content and self-identification. */
const detailColumns = {
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
};

const text = z.string().catch("");

/** The JSON columns as the detail shows them; a value an older version stored in another shape reads as empty. */
const StoredAnswersSchema = z.object({
  education: z.array(EducationSchema).catch([]),
  workExperience: z.array(WorkExperienceSchema).catch([]),
  links: z
    .object({ linkedin: text, portfolio: text, github: text, otherLink: text })
    .catch({ linkedin: "", portfolio: "", github: "", otherLink: "" }),
  minimumQualifications: z.array(z.object({ text: z.string(), answer: text })).catch([]),
});

type DetailRow = {
  [Key in keyof typeof detailColumns]: (typeof detailColumns)[Key]["_"]["data"];
};

function toDetail(row: DetailRow): Omit<ApplicationDetail, "notes" | "otherApplications"> {
  const { resumeFileName, resumeMediaType, resumeBytes, ...rest } = row;
  return {
    ...rest,
    ...StoredAnswersSchema.parse(row),
    resume: { fileName: resumeFileName, mediaType: resumeMediaType, bytes: resumeBytes },
  };
}

/**
 * The rows of one page in the list's order, newest first by (created_at, id), and one more to
 * tell whether a page follows: on the job's index, or the one across jobs.
 */
function pageQuery<Columns extends typeof listColumns>(
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
  const [notes, otherApplications] = await Promise.all([
    db
      .select({
        id: applicationNotes.id,
        authorName: actorNameOf(applicationNotes.authorEmail, staffAccounts.name),
        body: applicationNotes.body,
        createdAt: applicationNotes.createdAt,
      })
      .from(applicationNotes)
      .leftJoin(staffAccounts, eq(staffAccounts.id, applicationNotes.authorId))
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(desc(applicationNotes.createdAt), desc(applicationNotes.id)),
    db
      .select(listColumns)
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      // On the lower(email) index: an address is one person however it was typed.
      .where(and(sql`lower(${applications.email}) = lower(${row.email})`, ne(applications.id, id)))
      .orderBy(...newestFirst(applications.createdAt, applications.id)),
  ]);
  return { ...toDetail(row), notes, otherApplications };
}

const notFound = () => new RefusedError("This application does not exist (any more).");

/** The application a change is about, locked for the change's transaction. */
async function lockedApplication(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], id: string) {
  if (!isUuid(id)) throw notFound();
  const [current] = await tx
    .select({
      reference: applications.reference,
      stage: applications.stage,
      fullName: applications.fullName,
      email: applications.email,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id))
    .for("update", { of: applications });
  if (!current) throw notFound();
  return current;
}

/**
 * Moves an application to another stage; the same stage again changes (and logs) nothing.
 * Rejecting with `notify` queues the rejection e-mail, filled from the saved template, in the
 * same transaction. Answers the ids of the e-mails queued, for the outbox to send.
 */
export async function moveApplicationStage(
  db: Db,
  actor: Actor,
  id: string,
  stage: ApplicationStage,
  { notify, now, careersEmail }: { notify: boolean; now: Date; careersEmail: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = await lockedApplication(tx, id);
    if (current.stage === stage) return [];
    await tx.update(applications).set({ stage }).where(eq(applications.id, id));
    const emailed = stage === "rejected" && notify;
    const queued = emailed
      ? await queueEmails(
          tx,
          [
            rejectionEmail(
              { id, ...current },
              fillRejectionEmail(await readSetting(tx, rejectionEmailSetting), {
                candidateName: current.fullName,
                jobTitle: current.jobTitle,
              }),
              { careersEmail },
            ),
          ],
          now,
        )
      : [];
    await audit(
      tx,
      actor,
      {
        action: "application.stage",
        subjectType: "application",
        subjectId: id,
        summary: `Moved ${current.reference} to ${applicationStageLabels[stage]} (was ${applicationStageLabels[current.stage]})${emailed ? " and e-mailed the candidate the rejection" : ""}.`,
        details: { from: current.stage, to: stage, emailed },
      },
      now,
    );
    return queued;
  });
}

/** Adds a note for the team; the body is already validated by TeamNoteSchema. */
export async function addApplicationNote(db: Db, actor: Actor, id: string, body: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedApplication(tx, id);
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId: id, authorId: actor.id, authorEmail: actor.email, body, createdAt: now })
      .returning({ id: applicationNotes.id });
    await audit(
      tx,
      actor,
      {
        action: "application.note",
        subjectType: "application",
        subjectId: id,
        summary: `Added a note to ${current.reference}.`,
        details: { noteId: note?.id, length: body.length },
      },
      now,
    );
  });
}

/**
 * The stored resume, as a stream, and the name to offer it under; the download is in the audit
 * log. Undefined for an unknown application, or when its file is gone (nothing is logged then).
 */
export async function downloadResume(
  db: Db,
  actor: Actor,
  id: string,
  {
    resumes,
    now,
    purpose = "download",
  }: {
    resumes: FileStore;
    now: Date;
    /** Read in the back office's viewer, or saved as a file: both are audited, each as what it was. */
    purpose?: "download" | "view";
  },
): Promise<ResumeDownload | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      reference: applications.reference,
      key: applications.resumeKey,
      fileName: applications.resumeFileName,
      mediaType: applications.resumeMediaType,
    })
    .from(applications)
    .where(eq(applications.id, id));
  const content = row && (await resumes.read(row.key));
  if (!row || !content) return undefined;
  try {
    await audit(
      db,
      actor,
      {
        action: purpose === "view" ? "application.resume-view" : "application.resume-download",
        subjectType: "application",
        subjectId: id,
        summary:
          purpose === "view"
            ? `Viewed the resume of ${row.reference} in the back office.`
            : `Downloaded the resume of ${row.reference}.`,
      },
      now,
    );
  } catch (error) {
    // Not handed out unaudited: let go of the open file or connection.
    content.stream.destroy();
    throw error;
  }
  return {
    fileName: resumeDownloadName(row.fileName, row.mediaType),
    mediaType: row.mediaType,
    bytes: content.bytes,
    content: Readable.toWeb(content.stream) as ReadableStream<Uint8Array>,
  };
}

const csvColumns = [
  "Reference",
  "Applied (India time)",
  "Stage",
  "Full name",
  "E-mail",
  "Phone",
  "Country",
  "City",
  "Current address",
  "Preferred pronouns",
  "Preferred location",
  "Legally eligible to work",
  "Requires sponsorship",
  ...minimumQualificationQuestions,
  "LinkedIn",
  "Portfolio",
  "GitHub",
  "Other link",
  "Education",
  "Work experience",
  "Cover letter",
  "Resume file",
  "Id",
];

/** One CSV record: lists flattened to a line an entry, answers as the form shows them. */
function csvRecord(row: DetailRow): string[] {
  const answers = StoredAnswersSchema.parse(row);
  const answerTo = (question: string) =>
    displayAnswer(answers.minimumQualifications.find((entry) => entry.text === question)?.answer ?? "");
  return [
    row.reference,
    indiaTimestamp(row.createdAt),
    applicationStageLabels[row.stage],
    row.fullName,
    row.email,
    row.phone,
    row.country,
    row.city,
    row.currentAddress,
    row.preferredPronouns,
    row.preferredLocation,
    displayAnswer(row.eligibleToWork),
    displayAnswer(row.requiresSponsorship),
    ...minimumQualificationQuestions.map(answerTo),
    answers.links.linkedin,
    answers.links.portfolio,
    answers.links.github,
    answers.links.otherLink,
    answers.education.map(educationLine).filter(Boolean).join("\n"),
    answers.workExperience
      .map((entry) => [experienceLine(entry), entry.description].filter(Boolean).join(": "))
      .filter(Boolean)
      .join("\n"),
    row.coverLetter,
    row.resumeFileName,
    row.id,
  ];
}

/**
 * Every application to one job, newest first, as a CSV file read `pageSize` rows at a time while
 * it is sent; self-identification is never in it. The export is audited before the first byte
 * goes out, with the number of applications the job had then.
 */
export async function exportApplicationsCsv(
  db: Db,
  actor: Actor,
  jobId: string,
  now: Date,
  { pageSize = csvPageSize }: { pageSize?: number } = {},
): Promise<CsvExport & { fileName: string }> {
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw new RefusedError("This job does not exist (any more).");
  const [matched] = await db
    .select({ count: count() })
    .from(applications)
    .where(matching({ job: jobId }));
  const rowCount = matched?.count ?? 0;
  await audit(
    db,
    actor,
    {
      action: "application.export",
      subjectType: "job",
      subjectId: jobId,
      summary: `Exported ${rowCount} ${rowCount === 1 ? "application" : "applications"} for ${job.title} to CSV.`,
      details: { rowCount },
    },
    now,
  );
  async function* pages() {
    let after: Cursor | undefined;
    do {
      const page = pageOf(await pageQuery(db, { job: jobId }, detailColumns, { after, limit: pageSize }), pageSize);
      yield page.rows.map(csvRecord);
      after = decodeCursor(page.next);
    } while (after);
  }
  return {
    rowCount,
    content: csvStream(csvColumns, pages()),
    fileName: `applications-${jobId}-${indiaDateOf(now)}.csv`,
  };
}

export const rejectionTemplate = (db: Db) => readSetting(db, rejectionEmailSetting);

/** Saves the template the next rejections are written from; the template is already validated by RejectionEmailSchema. */
export async function saveRejectionTemplate(
  db: Db,
  actor: Actor,
  template: RejectionEmailTemplate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeSetting(tx, rejectionEmailSetting, template, { by: actor.email, at: now });
    await audit(
      tx,
      actor,
      {
        action: "application.rejection-template",
        subjectType: "setting",
        subjectId: rejectionEmailSetting.key,
        summary: "Changed the rejection e-mail.",
        details: { subject: template.subject },
      },
      now,
    );
  });
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
