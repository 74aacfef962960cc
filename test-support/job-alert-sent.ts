import { JobFormSchema } from "../domain/jobs/job-posts";
import { createJob, setJobStatus } from "../server/jobs/job-admin";
import { sendDueJobAlerts } from "../server/jobs/job-alert-delivery";
import type { JobAlertMailSettings } from "../server/jobs/job-alert-emails";
import { confirmJobAlert } from "../server/jobs/job-alerts";
import type { Db } from "../server/db/db";
import { outboxEmails } from "../server/db/schema";
import { commandLine } from "../server/kernel/audit/audit";

/** The text of each queued e-mail of a kind ("job-alert.confirmation"), oldest first as the outbox holds them. */
export async function queuedTexts(db: Db, kind: string): Promise<string[]> {
  const rows = await db.select().from(outboxEmails);
  return rows.filter((row) => row.kind === kind).map((row) => row.textBody);
}

/**
 * After someone has asked for alerts of React jobs in Gwalior (their confirmation e-mail queued):
 * confirms the request at `confirmedAt`, opens a matching job at `openedAt` and sends the alerts
 * then due. Answers the path of the one-click unsubscribe URL the alert e-mail carries.
 */
export async function sendAnAlert(
  db: Db,
  { confirmedAt, openedAt, mail }: { confirmedAt: Date; openedAt: Date; mail: JobAlertMailSettings },
): Promise<string> {
  const [confirmation] = await queuedTexts(db, "job-alert.confirmation");
  await confirmJobAlert(db, /confirm\/([\w-]+)/.exec(confirmation!)![1]!, confirmedAt);
  const job = JobFormSchema.parse({
    title: "Frontend Developer",
    department: "Engineering",
    location: "Gwalior",
    type: "Full-time",
    description: "Build React interfaces.",
  });
  const { id } = await createJob(db, commandLine, job, openedAt);
  await setJobStatus(db, commandLine, id, "open", openedAt);
  await sendDueJobAlerts(db, { now: openedAt, mail });
  const [alert] = await queuedTexts(db, "job-alert.alert");
  return `/api/job-alerts/unsubscribe/${/job-alerts\/unsubscribe\/([\w-]+)/.exec(alert!)![1]!}`;
}
