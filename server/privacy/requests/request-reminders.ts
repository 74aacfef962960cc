import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";

import { privacyRequestReminderDays } from "../../../domain/privacy/privacy-requests";
import type { Db } from "../../db/db";
import { privacyRequests, staffAccounts } from "../../db/schema";
import {
  createMailingTask,
  type MailingRun,
  type MailingTaskDependencies,
  type PeriodicTask,
} from "../../kernel/runtime/periodic-task";
import { queueEmails } from "../../outbox/mail-outbox";
import { requestDueSoonEmail } from "./request-emails";

const batchSize = 100;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Reminds of each open request due within three days, once: its handler, or every active admin
 * while nobody has taken it (or its handler left). Rows are claimed with SKIP LOCKED, so two
 * servers never remind twice. Answers the queued e-mails' ids.
 */
export async function queuePrivacyRequestReminders(
  db: Db,
  { now, salesEmail, publicSiteUrl }: MailingRun,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: privacyRequests.id,
        reference: privacyRequests.reference,
        kind: privacyRequests.kind,
        dueAt: privacyRequests.dueAt,
        handlerId: privacyRequests.handlerId,
      })
      .from(privacyRequests)
      .where(
        and(
          inArray(privacyRequests.state, ["received", "in-progress"]),
          isNull(privacyRequests.reminderSentAt),
          lte(privacyRequests.dueAt, new Date(now.getTime() + privacyRequestReminderDays * dayMs)),
        ),
      )
      .orderBy(asc(privacyRequests.dueAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const active = await tx
      .select({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email, role: staffAccounts.role })
      .from(staffAccounts)
      .where(isNull(staffAccounts.disabledAt));
    const admins = active.filter((account) => account.role === "admin");
    const queued: string[] = [];
    for (const request of due) {
      const handler = active.find((account) => account.id === request.handlerId && account.role === "admin");
      const recipients = handler ? [handler] : admins;
      await tx.update(privacyRequests).set({ reminderSentAt: now }).where(eq(privacyRequests.id, request.id));
      queued.push(
        ...(await queueEmails(
          tx,
          recipients.map((recipient) =>
            requestDueSoonEmail(recipient, { ...request, taken: Boolean(handler) }, { salesEmail, publicSiteUrl }),
          ),
          now,
        )),
      );
    }
    return queued;
  });
}

/** Every minute, as the other reminders: a request is reminded of within a minute of entering its last three days. */
export const createPrivacyRequestReminderTask = (dependencies: MailingTaskDependencies): PeriodicTask =>
  createMailingTask(dependencies, {
    name: "privacy request reminders",
    queue: queuePrivacyRequestReminders,
    firstRunAfterMs: 15_000,
  });
