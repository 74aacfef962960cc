import { randomUUID } from "node:crypto";

import { asc, desc, eq } from "drizzle-orm";

import type { ReferralDesk, ReferralLink } from "../../contracts/applications";
import { referralParameter } from "../../domain/applications/application-sources";
import type { Referral, ReferralView } from "../../domain/applications/referrals";
import { plainFileName } from "../../domain/forms/file-names";
import type { StaffMember } from "../../domain/staff/staff";
import type { Db } from "../db/db";
import { applications, jobs, staffAccounts } from "../db/schema";
import type { Bindings } from "../kernel/runtime/bindings";
import type { FileStore } from "../kernel/storage/file-store";
import { outcomeOf, RefusedError } from "../kernel/requests/outcome";
import { humanReference } from "../kernel/text/human-reference";
import { audit } from "../kernel/audit/audit";
import { findOpenJob } from "../jobs/jobs";
import { detectResumeType, resumeKeyFor } from "./resume-content";
import { contactOfAddress } from "../contacts/contacts";

/**
 * Staff referrals (decision 041): each member's personal link to every open job, the candidates they
 * refer from the back office, and their referrals' stages, which is all a referrer sees of them.
 */

async function referralCodeOf(db: Db, memberId: string): Promise<string> {
  const [account] = await db
    .select({ code: staffAccounts.referralCode })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, memberId));
  if (!account) throw new RefusedError("Your account is gone.");
  return account.code;
}

async function referralLinks(db: Db, publicSiteUrl: string, memberId: string): Promise<ReferralLink[]> {
  const [code, open] = await Promise.all([
    referralCodeOf(db, memberId),
    db
      .select({ id: jobs.id, title: jobs.title, location: jobs.location })
      .from(jobs)
      .where(eq(jobs.status, "open"))
      .orderBy(asc(jobs.title), asc(jobs.location)),
  ]);
  return open.map((job) => ({
    jobId: job.id,
    title: job.title,
    location: job.location,
    url: `${publicSiteUrl}/career/apply/${job.id}?${referralParameter}=${code}`,
  }));
}

async function referralsOf(db: Db, memberId: string): Promise<ReferralView[]> {
  return db
    .select({
      candidateName: applications.fullName,
      jobTitle: jobs.title,
      stage: applications.stage,
      referredAt: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.referrerId, memberId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}

type ResumeUpload = { fileName: string; content: Uint8Array };

/**
 * A candidate referred from the back office, as an application to an open job: the resume (checked
 * by its content, stored first as the careers form's is), the referrer and their note. What the
 * form did not ask (city, the role questions) stays empty for the recruiter to fill in by talking
 * to the candidate.
 */
async function referCandidate(
  { db, resumes, now }: { db: Db; resumes: FileStore; now: Date },
  member: StaffMember,
  referral: Referral,
  resume: ResumeUpload,
): Promise<{ reference: string }> {
  const job = await findOpenJob(db, referral.jobId);
  if (!job) throw new RefusedError("That job is not open. Please choose an open job.");
  const content = Buffer.from(resume.content);
  const type = await detectResumeType(content, resume.fileName);
  if (!type) throw new RefusedError("The resume must be a PDF, DOC or DOCX file.");
  const id = randomUUID();
  const key = resumeKeyFor(id, type.extension);
  // The file first: a row never points at a resume that was not stored.
  await resumes.put(key, content, type.mediaType);
  const reference = humanReference("APP");
  const written = db.transaction(async (tx) => {
    await tx.insert(applications).values({
      id,
      reference,
      jobId: job.id,
      fullName: referral.fullName,
      email: referral.email,
      phone: referral.phone,
      country: "",
      city: "",
      preferredLocation: "",
      eligibleToWork: "",
      requiresSponsorship: "",
      resumeKey: key,
      resumeFileName: plainFileName(resume.fileName, { fallback: "resume", maxLength: 255 }),
      resumeMediaType: type.mediaType,
      resumeBytes: content.length,
      source: "referral",
      referrerId: member.id,
      referralNote: referral.note,
      contactId: await contactOfAddress(tx, referral.email),
      createdAt: now,
    });
    await audit(tx, member, now, {
      action: "application.referred",
      subjectType: "application",
      subjectId: id,
      summary: `Referred a candidate for ${job.title} (${reference}).`,
    });
  });
  await written.catch(async (error: unknown) => {
    await resumes.remove(key).catch(() => undefined);
    throw error;
  });
  return { reference };
}

export function referralDesk(
  { db, clock, publicSiteUrl, resumes }: Pick<Bindings, "db" | "clock" | "publicSiteUrl"> & { resumes: FileStore },
  member: StaffMember,
): ReferralDesk {
  return {
    links: () => referralLinks(db, publicSiteUrl, member.id),
    mine: () => referralsOf(db, member.id),
    refer: (referral, resume) =>
      outcomeOf(() => referCandidate({ db, resumes, now: clock() }, member, referral, resume)),
  };
}
