import { eq } from "drizzle-orm";

import { mayWorkBookingsOf } from "../../domain/bookings/booking-access-rule";
import { mayUse, type StaffMember } from "../../domain/staff/staff";
import type { DbOrTransaction } from "../db/db";
import { bookings, consultants } from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";

/**
 * Who may see and work a demo call, for every page and route (domain/bookings/booking-access-rule.ts):
 * the call's own consultant, whatever their role (an editor who takes calls), sees it, cancels it
 * or gives it to a colleague, and records what became of it.
 */
export type BookingAccess = "desk" | "consultant" | "none";

/** The viewer's access to the call; "none" for a call that does not exist. */
export async function bookingAccess(
  db: DbOrTransaction,
  viewer: StaffMember,
  bookingId: string,
): Promise<BookingAccess> {
  if (mayUse(viewer.role, "bookings")) return "desk";
  if (!isUuid(bookingId)) return "none";
  const [call] = await db
    .select({ staffAccountId: consultants.staffAccountId })
    .from(bookings)
    .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
    .where(eq(bookings.id, bookingId));
  return call && mayWorkBookingsOf(viewer, call) ? "consultant" : "none";
}

/** Throws RefusedError unless the actor may work the call. */
export async function requireBookingAccess(db: DbOrTransaction, actor: StaffMember, bookingId: string): Promise<void> {
  if ((await bookingAccess(db, actor, bookingId)) === "none") {
    throw new RefusedError("Only the bookings desk and the call's consultant work on this call.");
  }
}
