import { and, eq } from "drizzle-orm";

import { describeSlot } from "../../domain/bookings/booking";
import type { Db, DbOrTransaction } from "../db/db";
import { bookings, consultants } from "../db/schema";
import { activeConsultants, freeConsultants, lockConsultants, type Consultant } from "../consultants/availability";
import { meetingUrlFor } from "../consultants/meeting-links";
import { backOfficeUrl } from "../emails/back-office-links";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { changing } from "../kernel/changes/public-changes";
import { queueEmails } from "../outbox/mail-outbox";
import { audit, type Actor } from "../kernel/audit/audit";
import { reassignmentEmails } from "./booking-emails";
import { issueManageLink } from "./booking-links";
import { isSlotTaken } from "./bookings";

type Call = typeof bookings.$inferSelect;

/** Why a call cannot change hands whoever would take it; undefined while it can. */
function refusalOf(call: Call | undefined, now: Date): string | undefined {
  if (!call) return "There is no such booking.";
  if (call.status === "cancelled") return "This call is cancelled, so it cannot be given to another consultant.";
  if (call.startsAt.getTime() <= now.getTime()) {
    return "This call has already started or taken place, so it can no longer be given to another consultant.";
  }
  return undefined;
}

const slotOf = (call: Call) => ({ startsAt: call.startsAt, endsAt: call.endsAt });

/**
 * The other active consultants free at the call's time (their hours, buffers, notice, daily
 * limit, calls and busy times), by name: the choices of the booking page's select. None for a
 * cancelled or past call.
 */
export async function reassignmentChoices(
  db: DbOrTransaction,
  bookingId: string,
  now: Date,
): Promise<Pick<Consultant, "id" | "name">[]> {
  if (!isUuid(bookingId)) return [];
  const [call] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!call || refusalOf(call, now)) return [];
  const others = (await activeConsultants(db)).filter((person) => person.id !== call.consultantId);
  const free = await freeConsultants(db, others, slotOf(call), now, { except: call.id });
  return free
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

export type ReassignDependencies = { now: Date; salesEmail: string; publicSiteUrl: string; jitsiHost: string };

/**
 * Sales gives a call to another consultant (decision 029), in one transaction: the call's row
 * and both consultants are locked (the consultants as createBooking locks them, in one order, so a
 * booking or another reassignment for the same consultant runs before or after this one, never
 * beside it), the new consultant must be free at that time, and the call takes their meeting
 * link with its SEQUENCE one up. The visitor gets the updated invite, the new consultant theirs
 * and the previous one the calendar's CANCEL. Answers the queued e-mails' ids.
 */
export async function reassignBooking(
  db: Db,
  actor: Actor,
  { bookingId, consultantId }: { bookingId: string; consultantId: string },
  { now, salesEmail, publicSiteUrl, jitsiHost }: ReassignDependencies,
): Promise<string[]> {
  if (!isUuid(bookingId)) throw new RefusedError("There is no such booking.");
  if (!isUuid(consultantId)) throw new RefusedError("Please choose a consultant.");
  try {
    return await changing(db, "calendar", async (tx) => {
      const [current] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
      const refusal = refusalOf(current, now);
      if (refusal) throw new RefusedError(refusal);
      const call = current!;
      if (call.consultantId === consultantId) throw new RefusedError("This call is already with this consultant.");
      const [chosen] = await tx
        .select()
        .from(consultants)
        .where(and(eq(consultants.id, consultantId), eq(consultants.active, true)));
      if (!chosen) throw new RefusedError("This consultant does not take calls any more.");
      // The foreign key keeps every call's consultant.
      const previous = (await tx.select().from(consultants).where(eq(consultants.id, call.consultantId)))[0]!;
      await lockConsultants(tx, [chosen, previous]);
      const [free] = await freeConsultants(tx, [chosen], slotOf(call), now, { except: call.id });
      if (!free) throw notFree(chosen, call);
      const [reassigned] = await tx
        .update(bookings)
        .set({
          consultantId: chosen.id,
          meetingUrl: meetingUrlFor(chosen, jitsiHost),
          sequence: call.sequence + 1,
        })
        .where(and(eq(bookings.id, call.id), eq(bookings.status, "confirmed")))
        .returning();
      await audit(tx, actor, now, {
        action: "booking.reassign",
        subjectType: "booking",
        subjectId: call.id,
        summary: `Gave ${call.reference} (${describeSlot(call.startsAt)}) to ${chosen.name} instead of ${previous.name}.`,
        details: {
          reference: call.reference,
          from: { id: previous.id, name: previous.name },
          to: { id: chosen.id, name: chosen.name },
        },
      });
      const manageLink = await issueManageLink(tx, call.id, { publicSiteUrl, now });
      return queueEmails(
        tx,
        reassignmentEmails(
          { ...reassigned!, consultant: chosen },
          {
            salesEmail,
            manageLink,
            deskLink: backOfficeUrl(publicSiteUrl, `/admin/bookings/${call.id}`),
            previous: { consultant: previous, meetingUrl: call.meetingUrl },
            reassignedBy: actor.email,
          },
        ),
        now,
      );
    });
  } catch (error) {
    // The unique index on a consultant's confirmed start instants, should the locks ever miss one.
    if (isSlotTaken(error)) throw new RefusedError("This consultant is not free at the time of this call.");
    throw error;
  }
}

const notFree = (person: Consultant, call: Call) =>
  new RefusedError(
    `${person.name} is not free on ${describeSlot(call.startsAt)} (another call, their hours, notice or limits). Please choose another consultant.`,
  );
