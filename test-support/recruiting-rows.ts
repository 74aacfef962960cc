import type { ApplicationSource } from "../domain/applications/application-sources";
import type { ApplicationStage } from "../domain/applications/recruiting";
import type { FirstTouch } from "../domain/contacts/contacts";
import type { Db } from "../server/db/db";
import {
  applicationStageChanges,
  applications,
  auditLog,
  interviewStages,
  jobs,
  outboxEmails,
  settings,
  staffAccounts,
} from "../server/db/schema";

/**
 * Recruiting's rows written directly, at the times a test gives: a job with one interview stage,
 * applications that came so long ago and moved through the stages so many days later, and staff.
 */

const day = 24 * 60 * 60 * 1000;
let sequence = 0;

/** A job and the one stage of its interview plan; answers the stage's id. */
export async function insertJob(db: Db, { id, title, at }: { id: string; title: string; at: Date }) {
  await db.insert(jobs).values({
    id,
    title,
    department: "Engineering",
    location: "Remote (India)",
    type: "Full-time",
    description: "Build things.",
    postedAt: at,
    updatedAt: at,
  });
  const [stage] = await db
    .insert(interviewStages)
    .values({ jobId: id, position: 0, name: "Technical", attributes: ["Code"], questions: [], createdAt: at })
    .returning({ id: interviewStages.id });
  return stage!.id;
}

type ApplicationRow = typeof applications.$inferInsert;

/**
 * Application rows numbered 1, 2, … in the order they are made, each a minute older than the last
 * before `now`, for `jobId`; `person(n)` names the n-th candidate. `count` is the last number given.
 */
export function numberedApplications(
  now: Date,
  jobId: string,
  person: (n: number) => Pick<ApplicationRow, "reference" | "fullName" | "email" | "phone" | "city">,
) {
  let count = 0;
  return {
    get count() {
      return count;
    },
    row(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
      count += 1;
      return {
        jobId,
        ...person(count),
        country: "India",
        preferredLocation: "Remote (India)",
        eligibleToWork: "yes",
        requiresSponsorship: "no",
        resumeKey: `${count}.pdf`,
        resumeFileName: "cv.pdf",
        resumeMediaType: "application/pdf",
        resumeBytes: 100,
        createdAt: new Date(now.getTime() - count * 60_000),
        ...overrides,
      };
    },
  };
}

/** Empties what a test of applications leaves: the applications, their e-mails, audit entries and settings. */
export async function clearApplications(db: Db) {
  await db.delete(auditLog);
  await db.delete(outboxEmails);
  await db.delete(settings);
  await db.delete(applications);
}

/** An application that came at `createdAt`, and entered each of `moves`' stages so many days later. */
export async function insertApplication(
  db: Db,
  {
    jobId,
    createdAt,
    email,
    source = "careers-page",
    sourceName = "",
    moves = [],
    rejectionReason = "",
    firstTouch = null,
  }: {
    jobId: string;
    createdAt: Date;
    email?: string;
    source?: ApplicationSource;
    sourceName?: string;
    moves?: [ApplicationStage, number][];
    rejectionReason?: string;
    /** The visit the application came from. */
    firstTouch?: FirstTouch | null;
  },
): Promise<string> {
  sequence += 1;
  const [row] = await db
    .insert(applications)
    .values({
      reference: `NX-ROWS-${sequence}`,
      jobId,
      fullName: `Candidate ${sequence}`,
      email: email ?? `candidate${sequence}@example.in`,
      phone: "+91 90000 00000",
      country: "India",
      city: "Pune",
      preferredLocation: "Remote (India)",
      eligibleToWork: "yes",
      requiresSponsorship: "no",
      resumeKey: `resume-${sequence}`,
      resumeFileName: "resume.pdf",
      resumeMediaType: "application/pdf",
      resumeBytes: 100,
      stage: moves.at(-1)?.[0] ?? "new",
      source,
      sourceName,
      rejectionReason,
      firstTouch,
      createdAt,
    })
    .returning({ id: applications.id });
  const applicationId = row!.id;
  if (moves.length > 0)
    await db.insert(applicationStageChanges).values(
      moves.map(([stage, after]) => ({
        applicationId,
        stage,
        changedAt: new Date(createdAt.getTime() + after * day),
      })),
    );
  return applicationId;
}

/** A staff account; answers its id. */
export async function insertStaff(
  db: Db,
  { email, name, at, disabledAt = null }: { email: string; name: string; at: Date; disabledAt?: Date | null },
) {
  const [account] = await db
    .insert(staffAccounts)
    .values({ email, name, role: "interviewer", joinedAt: at, createdAt: at, disabledAt })
    .returning({ id: staffAccounts.id });
  return account!.id;
}
