import { subHours } from "date-fns";
import { and, arrayOverlaps, asc, eq, exists, gt, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

import { jobAlertIntervalHours } from "../../domain/jobs/job-alerts";
import { matchesSearch, type Job } from "../../domain/jobs/job-search";
import type { Clock } from "../clock";
import type { Db } from "../db/db";
import { jobAlertEmails, jobAlertRecipients, jobAlertSubscriptions } from "../db/schema";
import { jobAlertEmail, type JobAlertMailSettings } from "./job-alert-emails";
import { listOpenJobs } from "./jobs";
import { queueEmails, type OutgoingEmail } from "../outbox/mail-outbox";
import type { Logger } from "../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";
import { newToken, tokenHash } from "../kernel/secrets/tokens";

const subscriptions = jobAlertSubscriptions;
const recipients = jobAlertRecipients;
const batchSize = 100;

/**
 * Queues the alert e-mails that are due. An address is due when its last alert is a day old (or
 * it has had none); its news are the open jobs that opened after one of its searches was
 * confirmed, match that search (the careers page's own rule) and were in none of its earlier
 * alerts; one e-mail lists them all. Addresses are taken a batch at a time with SKIP LOCKED, so
 * several servers share a run; each batch writes its e-mails, the jobs they list and the new
 * "last alert" in one transaction, so no job reaches an address twice, and a crash leaves the
 * batch to the next run. Answers the ids of the queued e-mails.
 */
export async function sendDueJobAlerts(db: Db, { now, mail }: { now: Date; mail: JobAlertMailSettings }) {
  const openJobs = await listOpenJobs(db);
  if (openJobs.length === 0) return [];
  const postedAt = new Map(openJobs.map((job) => [job.id, new Date(job.postedAt)]));
  // A search confirmed after the newest job opened has no news: its address is not even locked.
  const newest = new Date(Math.max(...[...postedAt.values()].map((date) => date.getTime())));
  const queued: string[] = [];
  let after: string | undefined;
  for (;;) {
    const { due, emailIds } = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: recipients.id, email: recipients.email })
        .from(recipients)
        .where(
          and(
            or(isNull(recipients.lastAlertAt), lte(recipients.lastAlertAt, subHours(now, jobAlertIntervalHours))),
            after ? gt(recipients.email, after) : undefined,
            exists(
              tx
                .select({ id: subscriptions.id })
                .from(subscriptions)
                .where(
                  and(
                    sql`lower(${subscriptions.email}) = ${recipients.email}`,
                    eq(subscriptions.status, "confirmed"),
                    lt(subscriptions.confirmedAt, newest),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(recipients.email))
        .limit(batchSize)
        .for("update", { of: recipients, skipLocked: true });
      if (due.length === 0) return { due, emailIds: [] };

      const searches = await tx
        .select({
          address: sql<string>`lower(${subscriptions.email})`,
          email: subscriptions.email,
          keyword: subscriptions.keyword,
          location: subscriptions.location,
          confirmedAt: subscriptions.confirmedAt,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.status, "confirmed"),
            inArray(
              sql`lower(${subscriptions.email})`,
              due.map((recipient) => recipient.email),
            ),
          ),
        )
        .orderBy(asc(subscriptions.confirmedAt), asc(subscriptions.keyword), asc(subscriptions.location));
      const searchesOf = (recipient: (typeof due)[number]) => searches.filter((row) => row.address === recipient.email);
      const fresh = (recipient: (typeof due)[number]) =>
        openJobs.filter((job) =>
          searchesOf(recipient).some(
            (search) =>
              postedAt.get(job.id)! > search.confirmedAt! && matchesSearch(job, search.keyword, search.location),
          ),
        );
      const candidates = due.map((recipient) => ({ recipient, jobs: fresh(recipient) }));
      const candidateJobIds = [...new Set(candidates.flatMap(({ jobs }) => jobs.map((job) => job.id)))];
      if (candidateJobIds.length === 0) return { due, emailIds: [] };
      const earlier = await tx
        .select({ recipientId: jobAlertEmails.recipientId, jobIds: jobAlertEmails.jobIds })
        .from(jobAlertEmails)
        .where(
          and(
            inArray(
              jobAlertEmails.recipientId,
              due.map((recipient) => recipient.id),
            ),
            arrayOverlaps(jobAlertEmails.jobIds, candidateJobIds),
          ),
        );
      const mailedBefore = (recipientId: string, job: Job) =>
        earlier.some((row) => row.recipientId === recipientId && row.jobIds.includes(job.id));

      const emails: OutgoingEmail[] = [];
      const alerted: string[] = [];
      for (const { recipient, jobs } of candidates) {
        const news = jobs
          .filter((job) => !mailedBefore(recipient.id, job))
          .sort((a, b) => postedAt.get(a.id)!.getTime() - postedAt.get(b.id)!.getTime());
        if (news.length === 0) continue;
        const token = newToken();
        await tx.insert(jobAlertEmails).values({
          recipientId: recipient.id,
          unsubscribeTokenHash: tokenHash(token),
          jobIds: news.map((job) => job.id),
          createdAt: now,
        });
        const own = searchesOf(recipient);
        // To the address as the person last typed it; the recipient row keeps it lower-case.
        const address = own.at(-1)!.email;
        emails.push(jobAlertEmail({ id: recipient.id, address }, { searches: own, jobs: news }, token, mail));
        alerted.push(recipient.id);
      }
      if (alerted.length > 0)
        await tx.update(recipients).set({ lastAlertAt: now }).where(inArray(recipients.id, alerted));
      return { due, emailIds: await queueEmails(tx, emails, now) };
    });
    queued.push(...emailIds);
    if (due.length < batchSize) return queued;
    after = due.at(-1)!.email;
  }
}

/**
 * Sends due job alerts every few minutes, and at once when a job opens in this process (the
 * back office wakes it); a job opened by another server process is found by the next poll.
 * A failed run is tried again at the next poll: nothing was written for its batch.
 */
export function createJobAlertTask({
  db,
  clock,
  log,
  mail,
  onEmailsQueued,
  firstRunAfterMs = 60_000,
  everyMs = 5 * 60_000,
}: {
  db: Db;
  clock: Clock;
  log: Logger;
  mail: JobAlertMailSettings;
  onEmailsQueued: (ids: string[]) => void;
  firstRunAfterMs?: number;
  everyMs?: number;
}): PeriodicTask {
  return createPeriodicTask({
    name: "job alerts",
    run: async () => {
      const ids = await sendDueJobAlerts(db, { now: clock(), mail });
      onEmailsQueued(ids);
      return ids.length > 0 ? { queued: ids.length } : undefined;
    },
    log,
    firstRunAfterMs,
    everyMs,
  });
}
