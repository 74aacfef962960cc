import { eq } from "drizzle-orm";

import type { Application } from "../../domain/job-application";
import type { Job } from "../../domain/job-search";
import type { Db } from "../db/open-db";
import { applications, selfIdentifications } from "../db/schema";
import { isUniqueViolation } from "../db/unique-violation";
import { applicationEmails } from "./application-emails";
import { humanReference } from "./human-reference";
import { queueEmails } from "./mail-outbox";

export type ResumeFile = { key: string; fileName: string; mediaType: string; bytes: number };

export type SubmittedApplication = { id: string; reference: string; queuedEmailIds: string[]; repeated: boolean };

async function findBySubmission(db: Db, submissionId: string) {
  const [row] = await db
    .select({ id: applications.id, reference: applications.reference })
    .from(applications)
    .where(eq(applications.submissionId, submissionId));
  return row;
}

/**
 * Writes the application, its self-identification (a table of its own, never
 * read for hiring) and its e-mails in one transaction. A repeated submission id
 * answers the first application instead of storing a second.
 */
export async function submitApplication(
  db: Db,
  input: {
    application: Application;
    job: Job;
    submissionId: string;
    resume: ResumeFile;
    clientIp: string;
    careersEmail: string;
  },
): Promise<SubmittedApplication> {
  const earlier = await findBySubmission(db, input.submissionId);
  if (earlier) return { ...earlier, queuedEmailIds: [], repeated: true };

  const { application, job, resume } = input;
  const reference = humanReference("APP");
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applications)
        .values({
          reference,
          submissionId: input.submissionId,
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
          clientIp: input.clientIp,
        })
        .returning({ id: applications.id });
      const id = row!.id;
      await tx.insert(selfIdentifications).values({
        applicationId: id,
        referred: application.referred,
        referrerName: application.referred === "Yes" ? application.referrerName : "",
        gender: application.gender,
        raceEthnicity: application.raceEthnicity,
        disabilityStatus: application.disabilityStatus,
        veteranStatus: application.veteranStatus,
        heardAbout: application.heardAbout,
      });
      const queuedEmailIds = await queueEmails(
        tx,
        applicationEmails(application, { job, reference, careersEmail: input.careersEmail }),
      );
      return { id, reference, queuedEmailIds, repeated: false };
    });
  } catch (error) {
    // The same submission raced itself (a double click on two connections): answer the one that won.
    if (isUniqueViolation(error, "applications_submission_id_unique")) {
      const winner = await findBySubmission(db, input.submissionId);
      if (winner) return { ...winner, queuedEmailIds: [], repeated: true };
    }
    throw error;
  }
}
