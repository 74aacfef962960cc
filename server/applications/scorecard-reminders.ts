import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";

import { interviewName } from "../../domain/applications/interviews";
import { company } from "../../domain/company/company";
import { indiaDateTime } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import { applications, interviewPanelists, interviewStages, interviews, jobs, staffAccounts } from "../db/schema";
import { backOfficeUrl, openInBackOffice } from "../emails/back-office-links";
import { composeEmail } from "../emails/compose-email";
import { details, paragraph } from "../emails/email-content";
import type { Bindings } from "../kernel/runtime/bindings";
import type { Logger } from "../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";
import { aboutApplication } from "../outbox/about";
import { queueEmails, type OutgoingEmail } from "../outbox/mail-outbox";
import { careersSender } from "../jobs/careers-sender";
import { interviewPagePath } from "./interview-emails";
import { withSeatsInterview } from "./interview-panels";
import { accountName } from "../jobs/interview-plan";

/**
 * "An interviewer late by a day gets one reminder" (decision 041). Late: no scorecard submitted
 * a day after the interview ended, or, for an interview arranged outside the site (it has no time
 * and the candidate was never invited to choose one), a day after the interviewer was asked. An
 * interview whose candidate is still to choose its time is not late for anyone.
 */
export const scorecardGraceMs = 24 * 60 * 60 * 1000;

const interviewEnd = sql`coalesce(${interviews.endsAt}, ${interviews.startsAt})`;

/** The seats late at `now`, written so PostgreSQL re-checks them on a row another run has just claimed. */
const lateAt = (now: Date) => {
  const dayBefore = new Date(now.getTime() - scorecardGraceMs);
  return and(
    isNull(interviewPanelists.submittedAt),
    isNull(interviewPanelists.remindedAt),
    eq(interviews.id, interviewPanelists.interviewId),
    or(
      sql`${interviewEnd} <= ${dayBefore.toISOString()}::timestamptz`,
      and(isNull(interviews.startsAt), isNull(interviews.invitedAt), lte(interviewPanelists.createdAt, dayBefore)),
    ),
  );
};

type LateSeat = {
  interviewId: string;
  applicationId: string;
  interviewerName: string;
  interviewerEmail: string;
  candidateName: string;
  reference: string;
  jobTitle: string;
  stageName: string;
  startsAt: Date | null;
};

/** To an interviewer late with their scorecard: which interview, and the link to its page. */
export function scorecardReminder(
  seat: LateSeat,
  { careersEmail, publicSiteUrl }: { careersEmail: string; publicSiteUrl: string },
): OutgoingEmail {
  const interview = `the ${interviewName(seat.stageName)} of ${seat.candidateName} for ${seat.jobTitle}`;
  return {
    kind: "interview.scorecard-reminder",
    // With the application: erasure and retention take the reminder along with the candidate.
    about: aboutApplication(seat.applicationId),
    from: careersSender(careersEmail),
    to: { name: seat.interviewerName, address: seat.interviewerEmail },
    ...composeEmail({
      subject: `Your scorecard is waiting: ${seat.candidateName}, ${seat.jobTitle} (${seat.reference})`,
      preview: `The hiring team is waiting for your scorecard of ${interview}.`,
      heading: "Your scorecard is waiting",
      blocks: [
        paragraph(
          `Hello ${seat.interviewerName}, the hiring team is waiting for your scorecard of ${interview}. The others' scorecards open to you once yours is submitted.`,
        ),
        details([
          ["Candidate", `${seat.candidateName} (${seat.reference})`],
          ["Job", seat.jobTitle],
          ["Interview", seat.stageName],
          ...(seat.startsAt ? [["When", `${indiaDateTime(seat.startsAt)} (India time)`] as const] : []),
        ]),
        paragraph(`This is the only reminder ${company.name} sends about it.`),
        openInBackOffice("Open the interview", backOfficeUrl(publicSiteUrl, interviewPagePath(seat.interviewId))),
      ],
    }),
  };
}

/**
 * Queues one reminder to each interviewer late at `now`. Each seat is claimed by setting its
 * `reminded_at` where it is still empty, in the transaction that queues the e-mail: of several
 * server processes running at once, one claims a seat and the others find it taken, and a crash
 * before the commit leaves it to the next run. A disabled account's seat is left unclaimed.
 * Answers the queued e-mails' ids.
 */
export async function queueScorecardReminders(
  db: Db,
  { now, careersEmail, publicSiteUrl }: { now: Date; careersEmail: string; publicSiteUrl: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(interviewPanelists)
      .set({ remindedAt: now })
      .from(interviews)
      .where(
        and(
          lateAt(now),
          inArray(
            interviewPanelists.accountId,
            tx.select({ id: staffAccounts.id }).from(staffAccounts).where(isNull(staffAccounts.disabledAt)),
          ),
        ),
      )
      .returning({ id: interviewPanelists.id });
    if (claimed.length === 0) return [];
    const query = tx
      .select({
        interviewId: interviews.id,
        applicationId: applications.id,
        interviewerName: accountName,
        interviewerEmail: staffAccounts.email,
        candidateName: applications.fullName,
        reference: applications.reference,
        jobTitle: jobs.title,
        stageName: interviewStages.name,
        startsAt: interviews.startsAt,
      })
      .from(interviewPanelists)
      .innerJoin(staffAccounts, eq(staffAccounts.id, interviewPanelists.accountId))
      .$dynamic();
    const seats = await withSeatsInterview(query).where(
      inArray(
        interviewPanelists.id,
        claimed.map((seat) => seat.id),
      ),
    );
    return queueEmails(
      tx,
      seats.map((seat) => scorecardReminder(seat, { careersEmail, publicSiteUrl })),
      now,
    );
  });
}

/**
 * Every five minutes, the first time a minute after start: a reminder goes within minutes of the
 * day's grace running out, or as soon as the server is back; nobody needs it to the minute.
 */
export function createScorecardReminderTask({
  db,
  clock,
  log,
  careersEmail,
  publicSiteUrl,
  onEmailsQueued,
}: Pick<Bindings, "db" | "clock" | "careersEmail" | "publicSiteUrl" | "onEmailsQueued"> & {
  log: Logger;
}): PeriodicTask {
  return createPeriodicTask({
    name: "scorecard reminders",
    run: async () => {
      const ids = await queueScorecardReminders(db, { now: clock(), careersEmail, publicSiteUrl });
      onEmailsQueued(ids);
      return ids.length > 0 ? { queued: ids.length } : undefined;
    },
    log,
    firstRunAfterMs: 60_000,
    everyMs: 5 * 60_000,
  });
}
