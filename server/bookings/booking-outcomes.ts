import { eq } from "drizzle-orm";

import { describeSlot } from "../../domain/bookings/booking";
import { callOutcomeLabels, type CallOutcome } from "../../domain/consultants/consultant-calls";
import type { Db } from "../db/db";
import { bookings } from "../db/schema";
import { audit, type Actor } from "../kernel/audit/audit";
import { RefusedError } from "../kernel/requests/outcome";

/**
 * After a call has started, what became of it: held, a no-show by the visitor, or cancelled
 * late. Said again, it replaces the earlier outcome; each is audited.
 */
export async function recordOutcome(
  db: Db,
  actor: Actor,
  {
    bookingId,
    outcome,
    mayRecord,
  }: { bookingId: string; outcome: CallOutcome; mayRecord: (consultantId: string) => boolean },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [call] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!call || !mayRecord(call.consultantId)) throw new RefusedError("This call is not one you can record.");
    if (call.status !== "confirmed") throw new RefusedError("This call was cancelled, so it has no outcome.");
    if (call.startsAt.getTime() > now.getTime()) throw new RefusedError("The call has not started yet.");
    await tx.update(bookings).set({ outcome, outcomeAt: now }).where(eq(bookings.id, bookingId));
    await audit(tx, actor, now, {
      action: "booking.outcome",
      subjectType: "booking",
      subjectId: bookingId,
      summary: `${call.reference} (${describeSlot(call.startsAt)}): ${callOutcomeLabels[outcome]}`,
      details: { reference: call.reference, outcome },
    });
  });
}
