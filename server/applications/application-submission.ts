import { and, desc, eq, sql } from "drizzle-orm";

import type { Application } from "../../domain/applications/job-application";
import type { Job } from "../../domain/jobs/job-search";
import type { NoticeShown } from "../../domain/privacy/notices";
import type { Db, DbOrTransaction } from "../db/db";
import { applications, selfIdentifications } from "../db/schema";
import { applicationEmails } from "./application-emails";
import { humanReference } from "../kernel/text/human-reference";
import { rememberAnswer, type IdempotencyClaim } from "../kernel/requests/idempotency";
import { queueEmails } from "../outbox/mail-outbox";
import { backOfficeUrl } from "../emails/back-office-links";
import type { SourceOfApplication } from "./application-source";
import { contactOfAddress } from "../contacts/contacts";
import { touchOfLeadVisit } from "../analytics/lead-visits";

export type ResumeFile = { key: string; fileName: string; mediaType: string; bytes: number };

export type SubmittedApplication = { reference: string; queuedEmailIds: string[] };

/**
 * Writes the application (under the id its resume file is named by, with where it came from and
 * the candidate's answers about referral, which hiring reads), its self-identification (a table of
 * its own, never read for hiring) and its e-mails in one transaction.
 */
export async function submitApplication(
  db: Db,
  input: {
    id: string;
    application: Application;
    /** The privacy notice the candidate was shown; none from an API client that showed none. */
    notice?: NoticeShown | undefined;
    job: Job;
    resume: ResumeFile;
    source: SourceOfApplication;
    clientIp: string;
    careersEmail: string;
    publicSiteUrl: string;
    idempotency?: IdempotencyClaim | undefined;
    /** The key the candidate's visit was counted under: its first touch is the application's. */
    visitorKey?: string | undefined;
    now: Date;
  },
): Promise<SubmittedApplication> {
  const { id, application, job, resume, now } = input;
  const reference = humanReference("APP");
  return db.transaction(async (tx) => {
    if (input.idempotency)
      await rememberAnswer(tx, input.idempotency, { statusCode: 201, data: { id, reference } }, now);
    const earlier = await latestApplicationTo(tx, job.id, application.email);
    await tx.insert(applications).values({
      id,
      reference,
      jobId: job.id,
      fullName: application.fullName,
      email: application.email,
      phone: application.phone,
      country: application.country,
      city: application.city,
      currentAddress: application.currentAddress,
      preferredPronouns: application.preferredPronouns,
      coverLetter: application.coverLetter,
      education: application.education,
      workExperience: application.workExperience,
      links: {
        linkedin: application.linkedin,
        portfolio: application.portfolio,
        github: application.github,
        otherLink: application.otherLink,
      },
      preferredLocation: application.preferredLocation,
      minimumQualifications: application.minimumQualifications,
      eligibleToWork: application.eligibleToWork,
      requiresSponsorship: application.requiresSponsorship,
      resumeKey: resume.key,
      resumeFileName: resume.fileName,
      resumeMediaType: resume.mediaType,
      resumeBytes: resume.bytes,
      ...input.source,
      referred: application.referred,
      referrerName: application.referred === "Yes" ? application.referrerName : "",
      heardAbout: application.heardAbout,
      clientIp: input.clientIp,
      firstTouch: (await touchOfLeadVisit(tx, { visitorKey: input.visitorKey, kind: "application", now })) ?? null,
      // The sales desk's person of the same address, if any (decision 046); a candidate is made no contact.
      contactId: await contactOfAddress(tx, application.email),
      noticeVersion: input.notice?.noticeVersion ?? null,
      noticeLanguage: input.notice?.noticeLanguage ?? null,
      createdAt: now,
    });
    await tx.insert(selfIdentifications).values({
      applicationId: id,
      gender: application.gender,
      raceEthnicity: application.raceEthnicity,
      disabilityStatus: application.disabilityStatus,
      veteranStatus: application.veteranStatus,
      createdAt: now,
    });
    const queuedEmailIds = await queueEmails(
      tx,
      applicationEmails(application, {
        id,
        job,
        reference,
        careersEmail: input.careersEmail,
        deskLink: backOfficeUrl(input.publicSiteUrl, `/admin/applications/${id}`),
        earlier,
      }),
      now,
    );
    return { reference, queuedEmailIds };
  });
}

/** The same address's latest application to a job so far (an address is one person however it was typed). */
async function latestApplicationTo(db: DbOrTransaction, jobId: string, email: string) {
  const [latest] = await db
    .select({ reference: applications.reference, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), sql`lower(${applications.email}) = lower(${email})`))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return latest;
}
