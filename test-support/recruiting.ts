import type { JobDesk } from "../contracts/jobs";
import type { HiringTeamRole } from "../domain/applications/interviews";
import type { StaffMember, StaffRole } from "../domain/staff/staff";
import type { Clock } from "../server/clock";
import { defaultJitsiHost } from "../server/config";
import type { Database, Db } from "../server/db/db";
import { seed } from "../server/db/seed";
import type { FileStore } from "../server/kernel/storage/file-store";
import { insertStaffActor, insertStaffMember } from "./staff-actor";
import { openTestDatabase } from "./test-database";

/**
 * The people and plans the recruiting tests build on: the desks' bindings with test addresses, the
 * members who joined at a test's `now`, and a job's interview plan of one stage and its team.
 */

/** The careers address the recruiting tests' e-mails come from. */
export const careersEmail = "careers@test.example";

/** What the recruiting desks are built from, in a test: its database, clock and resume store. */
export const recruitingBindings = ({
  db,
  clock,
  resumes,
  onEmailsQueued = () => {},
}: {
  db: Db;
  clock: Clock;
  resumes: FileStore;
  onEmailsQueued?: (ids: string[]) => void;
}) => ({
  db,
  clock,
  careersEmail,
  publicSiteUrl: "https://nexora.test",
  jitsiHost: defaultJitsiHost,
  onEmailsQueued,
  onJobOpened: () => {},
  resumes,
});

/** One joined account a key, in the given order, named by its key at `<key>@nexoratech.in`. */
export async function insertMembers<Key extends string>(
  db: Db,
  roles: Record<Key, StaffRole>,
  now: Date,
): Promise<Record<Key, StaffMember>> {
  const members = {} as Record<Key, StaffMember>;
  for (const [key, role] of Object.entries(roles) as [Key, StaffRole][]) {
    members[key] = await insertStaffMember(db, now, { email: `${key}@nexoratech.in`, name: key, role, joinedAt: now });
  }
  return members;
}

/**
 * A fresh database for a test file of applications, seeded at `now`, and the recruiter who acts in
 * it, recruiter@nexoratech.in, without a name.
 */
export async function openRecruitingDatabase(now: Date): Promise<{ database: Database; recruiter: StaffMember }> {
  const database = await openTestDatabase();
  await seed(database.db, now);
  const { id, email } = await insertStaffActor(database.db, now, {
    email: "recruiter@nexoratech.in",
    role: "recruiter",
  });
  return { database, recruiter: { id: id!, email, name: "", role: "recruiter" } };
}

/** A job's plan of one Technical stage asking about React, and its hiring team; answers the stage's id. */
export async function oneStagePlan(
  jobs: JobDesk,
  jobId: string,
  team: { member: StaffMember; role: HiringTeamRole; approvesOffers?: boolean }[],
): Promise<string> {
  await jobs.addStage(jobId, { name: "Technical", attributes: ["React"], questions: [] });
  for (const { member, role, approvesOffers = false } of team)
    await jobs.addTeamMember(jobId, { accountId: member.id, role, approvesOffers });
  return (await jobs.interviewPlan(jobId))!.stages.at(-1)!.id;
}
