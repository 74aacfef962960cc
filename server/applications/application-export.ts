import { eq } from "drizzle-orm";

import type { CsvExport } from "../../contracts/outcome";
import { displayAnswer, educationLine, experienceLine } from "../../domain/applications/application-answers";
import { indiaDateOf } from "../../domain/time/india-dates";
import { indiaTimestamp } from "../../domain/time/india-dates";
import { minimumQualificationQuestions } from "../../domain/applications/job-application-fields";
import { applicationStageLabels } from "../../domain/applications/recruiting";
import { referredAnswer, sourceLabel } from "../../domain/applications/application-sources";
import type { Db } from "../db/db";
import { applications, jobs } from "../db/schema";
import { csvPageSize } from "../kernel/lists/csv";
import { auditedCsvExport, keysetRecords } from "../kernel/lists/csv-export";
import { pageOf } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import type { Actor } from "../kernel/audit/audit";
import { detailColumns, matching, pageQuery, StoredAnswersSchema, type DetailRow } from "./application-rows";

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
  "Source",
  "Says they were referred",
  "Heard about the job from",
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
    sourceLabel(row.source, row.sourceName),
    referredAnswer(row.referred, row.referrerName),
    row.heardAbout,
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
  const exported = await auditedCsvExport(db, actor, now, {
    count: () => db.$count(applications, matching({ job: jobId })),
    entry: (rowCount) => ({
      action: "application.export",
      subjectType: "job",
      subjectId: jobId,
      summary: `Exported ${rowCount} ${rowCount === 1 ? "application" : "applications"} for ${job.title} to CSV.`,
      details: { rowCount },
    }),
    header: csvColumns,
    pages: () =>
      keysetRecords(
        async (after) =>
          pageOf(await pageQuery(db, { job: jobId }, detailColumns, { after, limit: pageSize }), pageSize),
        csvRecord,
      ),
  });
  return { ...exported, fileName: `applications-${jobId}-${indiaDateOf(now)}.csv` };
}
