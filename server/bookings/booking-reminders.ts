import { and, asc, eq, gt, inArray, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";

import {
  bookingReminders,
  dueReminder,
  reminderLeadMinutes,
  type BookingReminder,
} from "../../domain/bookings/booking";
import type { Db, DbOrTransaction } from "../db/db";
import { bookings, consultants } from "../db/schema";
import { reminderEmail } from "./booking-emails";
import { issueManageLink } from "./booking-links";
import { aboutBooking } from "../outbox/about";
import { queueEmails } from "../outbox/mail-outbox";
import { withdrawPendingEmails } from "../outbox/outbox-deletion";
import { createMailingTask, type MailingTaskDependencies, type PeriodicTask } from "../kernel/runtime/periodic-task";

const reminderKindPrefix = "booking.reminder-";

/**
 * Drops a booking's reminders still waiting in the outbox (a mail outage can hold one back):
 * none may arrive for a cancelled call or for a time the call was moved away from.
 */
export async function withdrawPendingReminders(tx: DbOrTransaction, bookingId: string): Promise<void> {
  await withdrawPendingEmails(tx, { about: [aboutBooking(bookingId)], kind: `${reminderKindPrefix}%` });
}

const earliestLeadMs = Math.max(...Object.values(reminderLeadMinutes)) * 60_000;

/**
 * A call whose `reminder` is due at `now`, was due only after its slot was chosen, and neither it
 * nor a later one was sent: `dueReminder`'s rule in SQL, so the query takes no call it would pass over.
 */
function reminderUnsent(reminder: BookingReminder, rank: number, now: Date): SQL | undefined {
  const leadMinutes = reminderLeadMinutes[reminder];
  return and(
    lte(bookings.startsAt, new Date(now.getTime() + leadMinutes * 60_000)),
    sql`${bookings.slotChosenAt} < ${bookings.startsAt} - make_interval(mins => ${leadMinutes})`,
    or(isNull(bookings.lastReminder), notInArray(bookings.lastReminder, bookingReminders.slice(rank))),
  );
}

/**
 * Queues the reminders due at `now` (a day and an hour before each confirmed call), each naming
 * its consultant and how to join, through the outbox. Each booking is claimed with SKIP LOCKED
 * and marked with the reminder in the same transaction that queues it, so several server
 * processes never send one twice and a crash before the commit leaves it to the next run.
 * Answers the queued e-mails' ids.
 */
export async function queueDueReminders(
  db: Db,
  {
    now,
    salesEmail,
    publicSiteUrl,
    batchSize = 100,
  }: { now: Date; salesEmail: string; publicSiteUrl: string; batchSize?: number },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Only calls within the earliest reminder's lead can have one due: the slot index finds them.
    // Of those, only calls with a reminder due and not yet sent, soonest first: a batch of calls
    // already reminded would otherwise fill every run on a busy day, and the rest wait for none.
    const candidates = await tx
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          gt(bookings.startsAt, now),
          lte(bookings.startsAt, new Date(now.getTime() + earliestLeadMs)),
          or(...bookingReminders.map((reminder, rank) => reminderUnsent(reminder, rank, now))),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const due = candidates.flatMap((booking) => {
      const reminder = dueReminder(booking, now);
      return reminder ? [{ booking, reminder }] : [];
    });
    const queued: string[] = [];
    if (due.length === 0) return queued;
    const takers = await tx
      .select()
      .from(consultants)
      .where(
        inArray(
          consultants.id,
          due.map(({ booking }) => booking.consultantId),
        ),
      );
    for (const { booking, reminder } of due) {
      const consultant = takers.find((person) => person.id === booking.consultantId)!;
      await tx.update(bookings).set({ lastReminder: reminder }).where(eq(bookings.id, booking.id));
      const manageLink = await issueManageLink(tx, booking.id, { publicSiteUrl, now });
      const email = reminderEmail({ ...booking, consultant }, reminder, { salesEmail, manageLink });
      queued.push(...(await queueEmails(tx, [{ ...email, about: aboutBooking(booking.id) }], now)));
    }
    return queued;
  });
}

/** Every minute: a reminder goes out within a minute of its time, or as soon as the server is back. */
export const createReminderTask = (dependencies: MailingTaskDependencies): PeriodicTask =>
  createMailingTask(dependencies, { name: "booking reminders", queue: queueDueReminders, firstRunAfterMs: 5_000 });
