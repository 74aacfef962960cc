import { and, asc, count, eq, gte, lte, sql, type SQL } from "drizzle-orm";

import type { SelfIdentificationReport, SelfIdentificationSelection } from "../../contracts/privacy";
import * as selfId from "../../domain/applications/job-application-fields";
import { smallCountTable } from "../../domain/privacy/small-counts";
import type { Db } from "../db/db";
import { applications, jobs, selfIdentifications } from "../db/schema";

const notAnswered = "Not answered";

/** The questions in the form's order: the column, the heading, and every answer the form offers. */
const questions = [
  { column: "gender", question: "Gender", answers: selfId.genderOptions },
  { column: "race_ethnicity", question: "Race / ethnicity", answers: selfId.raceEthnicityOptions },
  { column: "disability_status", question: "Disability", answers: selfId.disabilityOptions },
  { column: "veteran_status", question: "Veteran status", answers: selfId.veteranOptions },
  { column: "referred", question: "Referred by an employee", answers: selfId.referredOptions },
  { column: "heard_about", question: "Heard about the job from", answers: selfId.heardAboutOptions },
] as const;

type AnswerRow = { job_id: string; question: string; answer: string; count: number };

/** Every question's answers counted per job, over the applications `where` selects (all when undefined). */
async function answerCounts(db: Db, where: SQL | undefined): Promise<AnswerRow[]> {
  const answerColumn = sql.raw(
    `case question.name ${questions.map((q) => `when '${q.column}' then ${q.column}`).join(" ")} end`,
  );
  const result = await db.execute<AnswerRow>(sql`
      select ${applications.jobId} as job_id, question.name as question, ${answerColumn} as answer, count(*)::int as count
      from ${selfIdentifications}
      join ${applications} on ${applications.id} = ${selfIdentifications.applicationId}
      cross join (values ${sql.raw(questions.map((q) => `('${q.column}')`).join(", "))}) as question(name)
      where ${where ?? sql`true`}
      group by 1, 2, 3`);
  return (result as unknown as { rows: AnswerRow[] }).rows;
}

/**
 * The applications and each question's answers in the form's order, "not answered" last, counted
 * by `countOf` and shown as decision 072 says: each answer is a group of the applications (those
 * without an answer row a group too), and the applications' total is shown beside them.
 */
export function shownAnswers(countOf: (column: string, answer: string) => number, total: number) {
  const table = smallCountTable();
  const applications = table.count(total);
  const counted = questions.map(({ column, question, answers }) => {
    const labels = [...answers, notAnswered];
    const cells = labels.map((label) => table.count(countOf(column, label === notAnswered ? "" : label)));
    table.within(applications, cells);
    return { question, labels, cells };
  });
  const shown = table.decide();
  return {
    applications: shown(applications),
    questions: counted.map(({ question, labels, cells }) => ({
      question,
      answers: labels.map((answer, index) => ({ answer, count: shown(cells[index]!) })),
    })),
  };
}

/**
 * Anonymous counts of the voluntary self-identification, per job and per question, for admins
 * only. The answers are counted in the database; no single candidate's answer is read out of it.
 */
export async function selfIdentificationReport(db: Db): Promise<SelfIdentificationReport[]> {
  const [totals, counted] = await Promise.all([
    db
      .select({ jobId: jobs.id, jobTitle: jobs.title, applications: count() })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .groupBy(jobs.id, jobs.title)
      .orderBy(asc(jobs.title), asc(jobs.id)),
    answerCounts(db, undefined),
  ]);
  return totals.map((job) => ({
    jobId: job.jobId,
    jobTitle: job.jobTitle,
    ...shownAnswers(
      (column, answer) =>
        counted.find((row) => row.job_id === job.jobId && row.question === column && row.answer === answer)?.count ?? 0,
      job.applications,
    ),
  }));
}

/**
 * The same counts over the recruiting reports' selection (one job or all, received since a time):
 * summed before they are decided, so no count under five leaves the server, whatever the selection.
 */
export async function selfIdentificationCounts(
  db: Db,
  selection: { jobId?: string | undefined; since?: Date | undefined; until: Date },
): Promise<SelfIdentificationSelection> {
  const where = and(
    selection.jobId ? eq(applications.jobId, selection.jobId) : undefined,
    selection.since ? gte(applications.createdAt, selection.since) : undefined,
    lte(applications.createdAt, selection.until),
  );
  const [[total], counted] = await Promise.all([
    db.select({ applications: count() }).from(applications).where(where),
    answerCounts(db, where),
  ]);
  const applicationCount = total?.applications ?? 0;
  return shownAnswers(
    (column, answer) =>
      counted
        .filter((row) => row.question === column && row.answer === answer)
        .reduce((sum, row) => sum + row.count, 0),
    applicationCount,
  );
}
