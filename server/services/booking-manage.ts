import { and, eq } from "drizzle-orm";

import { describeSlot, indiaDateOf, slotLabels, slotStart, type BookingDomain } from "../../domain/booking";
import type { ManagedBooking, ManageOutcome, RescheduleRequest } from "../../domain/booking-manage";
import type { Db } from "../db/open-db";
import { bookings } from "../db/schema";
import { cancellationEmails, rescheduleEmails } from "./booking-emails";
import { bookingOfLink, issueManageLink } from "./booking-links";
import { withdrawPendingReminders } from "./booking-reminders";
import { BookingRuleError, isSlotTaken, offeredSlot, refuseBlockedSlot, SlotTakenError } from "./bookings";
import { queueEmails } from "./mail-outbox";
import { audit, type Actor } from "./staff/audit";

type BookingRow = typeof bookings.$inferSelect;

/** The visitor acting through their own link: named so in the audit log. */
const visitor: Actor = { id: null, email: "visitor (manage link)" };

export const visitorCancelReason = "Cancelled by the visitor with the link in their e-mail.";

const gone = (): ManageOutcome => ({
  ok: false,
  refusal: "gone",
  message: "This link has expired or is not valid.",
});

function managedView(row: BookingRow): ManagedBooking {
  const date = indiaDateOf(row.startsAt);
  return {
    reference: row.reference,
    firstName: row.firstName,
    domain: row.domain as BookingDomain,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    date,
    // The label of the slot the call starts at, as the booking widget names it.
    time: slotLabels.find((label) => slotStart(date, label)?.getTime() === row.startsAt.getTime()) ?? "",
  };
}

type ManageDependencies = { db: Db; now: Date; salesEmail: string; publicSiteUrl: string };

/** The call a link opens, while it has not started. */
export async function findManagedBooking(db: Db, token: string, now: Date): Promise<ManagedBooking | undefined> {
  const row = await bookingOfLink(db, token, { now });
  return row ? managedView(row) : undefined;
}

/**
 * The visitor cancels their own call: in one transaction it becomes cancelled (SEQUENCE one up),
 * its slot is free at once (the unique index covers confirmed bookings only), reminders not yet
 * sent are withdrawn, and the calendar's CANCEL and the note to sales are queued.
 */
export async function cancelByVisitor(
  token: string,
  { db, now, salesEmail }: ManageDependencies,
): Promise<{ outcome: ManageOutcome; queuedEmailIds: string[] }> {
  return db.transaction(async (tx) => {
    const current = await bookingOfLink(tx, token, { now, forUpdate: true });
    if (!current) return { outcome: gone(), queuedEmailIds: [] };
    if (current.status === "cancelled") {
      return {
        outcome: { ok: false, refusal: "rule", message: "This call is already cancelled." },
        queuedEmailIds: [],
      };
    }
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, cancelReason: visitorCancelReason, sequence: current.sequence + 1 })
      .where(eq(bookings.id, current.id))
      .returning();
    await withdrawPendingReminders(tx, current.id);
    const queuedEmailIds = await queueEmails(
      tx,
      cancellationEmails(cancelled!, { salesEmail, reason: visitorCancelReason, cancelledBy: "visitor" }),
    );
    await audit(
      tx,
      visitor,
      {
        action: "booking.cancel",
        subjectType: "booking",
        subjectId: current.id,
        summary: `The visitor cancelled ${current.reference} (${describeSlot(current.startsAt)}).`,
        details: { reference: current.reference, startsAt: current.startsAt.toISOString() },
      },
      now,
    );
    return { outcome: { ok: true, value: managedView(cancelled!) }, queuedEmailIds };
  });
}

/**
 * The visitor moves their call: in one transaction the booking takes the new slot and frees the
 * old one. The unique index on confirmed start instants still decides a race for the new slot.
 * Reminders start again for the new time; the visitor gets the updated invite (same UID, higher
 * SEQUENCE) and sales a note.
 */
export async function rescheduleByVisitor(
  token: string,
  to: RescheduleRequest,
  { db, now, salesEmail, publicSiteUrl }: ManageDependencies,
): Promise<{ outcome: ManageOutcome; queuedEmailIds: string[] }> {
  let slot: ReturnType<typeof offeredSlot>;
  try {
    slot = offeredSlot(to, now);
  } catch (error) {
    if (error instanceof BookingRuleError) {
      return {
        outcome: { ok: false, refusal: "rule", message: Object.values(error.errors).join(" ") },
        queuedEmailIds: [],
      };
    }
    throw error;
  }
  try {
    return await db.transaction(async (tx) => {
      const current = await bookingOfLink(tx, token, { now, forUpdate: true });
      if (!current) return { outcome: gone(), queuedEmailIds: [] };
      if (current.status === "cancelled") {
        return {
          outcome: {
            ok: false,
            refusal: "rule",
            message: "This call is cancelled, so it cannot be moved. Please book a new one.",
          },
          queuedEmailIds: [],
        };
      }
      if (current.startsAt.getTime() === slot.startsAt.getTime()) {
        return {
          outcome: { ok: false, refusal: "rule", message: "Your call is already at this time." },
          queuedEmailIds: [],
        };
      }
      await refuseBlockedSlot(tx, slot);
      const [moved] = await tx
        .update(bookings)
        .set({ ...slot, sequence: current.sequence + 1, slotChosenAt: now, lastReminder: null })
        .where(and(eq(bookings.id, current.id), eq(bookings.status, "confirmed")))
        .returning();
      await withdrawPendingReminders(tx, current.id);
      const manageLink = await issueManageLink(tx, current.id, publicSiteUrl);
      const queuedEmailIds = await queueEmails(
        tx,
        rescheduleEmails(moved!, { salesEmail, manageLink, previousStartsAt: current.startsAt }),
      );
      await audit(
        tx,
        visitor,
        {
          action: "booking.reschedule",
          subjectType: "booking",
          subjectId: current.id,
          summary: `The visitor moved ${current.reference} from ${describeSlot(current.startsAt)} to ${describeSlot(slot.startsAt)}.`,
          details: {
            reference: current.reference,
            from: current.startsAt.toISOString(),
            to: slot.startsAt.toISOString(),
          },
        },
        now,
      );
      return { outcome: { ok: true, value: managedView(moved!) }, queuedEmailIds };
    });
  } catch (error) {
    if (error instanceof BookingRuleError) {
      return {
        outcome: { ok: false, refusal: "taken", message: Object.values(error.errors).join(" ") },
        queuedEmailIds: [],
      };
    }
    if (isSlotTaken(error)) {
      return { outcome: { ok: false, refusal: "taken", message: new SlotTakenError().message }, queuedEmailIds: [] };
    }
    throw error;
  }
}
