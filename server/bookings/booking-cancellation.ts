import { and, eq } from "drizzle-orm";

import { RefusedError } from "../kernel/requests/outcome";
import { bookings } from "../db/schema";
import { cancellationEmails } from "./booking-emails";
import { withdrawPendingReminders } from "./booking-reminders";
import { queueEmails } from "../outbox/mail-outbox";
import { backOfficeUrl } from "../emails/back-office-links";
import type { DbOrTransaction } from "../db/db";
import { audit, type Actor, type AuditEntry } from "../kernel/audit/audit";
import { findConsultant } from "../consultants/consultant-admin";
import type { Consultant } from "../consultants/availability";

export type BookingRow = typeof bookings.$inferSelect;

/**
 * Cancels a confirmed booking the caller has locked in its transaction, whoever asked (sales in
 * the back office, the visitor through their link): it becomes cancelled with its SEQUENCE one
 * up, so its slot is free at once (the unique index covers confirmed bookings only); reminders
 * still waiting in the outbox are withdrawn; the visitor's cancellation with the calendar's
 * CANCEL, the note to sales and the consultant's CANCEL are queued; and the audit entry is
 * written. Answers the consultant too, whose name the visitor's page shows.
 */
export async function cancelLockedBooking(
  tx: DbOrTransaction,
  current: BookingRow,
  {
    actor,
    reason,
    cancelledBy,
    audited,
    now,
    salesEmail,
    publicSiteUrl,
  }: {
    actor: Actor;
    reason: string;
    /** The staff member's address, or "visitor". */
    cancelledBy: string;
    audited: Pick<AuditEntry, "summary" | "details">;
    now: Date;
    salesEmail: string;
    publicSiteUrl: string;
  },
): Promise<{ cancelled: BookingRow; consultant: Consultant; queuedEmailIds: string[] }> {
  const [cancelled] = await tx
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: now, cancelReason: reason, sequence: current.sequence + 1 })
    .where(and(eq(bookings.id, current.id), eq(bookings.status, "confirmed")))
    .returning();
  if (!cancelled) throw new RefusedError("This call was already cancelled.");
  await withdrawPendingReminders(tx, current.id);
  // The foreign key keeps every call's consultant.
  const consultant = (await findConsultant(tx, cancelled.consultantId))!;
  const queuedEmailIds = await queueEmails(
    tx,
    cancellationEmails(
      { ...cancelled, consultant },
      {
        salesEmail,
        reason,
        cancelledBy,
        deskLink: backOfficeUrl(publicSiteUrl, `/admin/bookings/${current.id}`),
      },
    ),
    now,
  );
  await audit(tx, actor, now, { action: "booking.cancel", subjectType: "booking", subjectId: current.id, ...audited });
  return { cancelled, consultant, queuedEmailIds };
}
