import { and, asc, eq, gt } from "drizzle-orm";

import type { BookingDomain } from "../../domain/bookings/booking";
import { serviceOfDomain } from "../../domain/consultants/call-routing";
import type { Db } from "../db/db";
import { bookings } from "../db/schema";
import { assignConsultant } from "../consultants/availability";
import { consultantOfAccount, stopTakingCalls } from "../consultants/consultant-admin";
import { RefusedError } from "../kernel/requests/outcome";
import type { Actor } from "../kernel/audit/audit";
import { reassignBooking, type ReassignDependencies } from "./booking-reassignment";

/**
 * The calls of someone who can no longer take them: their account is disabled.
 * They stop taking calls, and each of their upcoming calls goes to the fairest colleague free at
 * its time who covers its service, as a new booking would, with the visitor's updated invite and an audit entry
 * (reassignBooking). A call nobody is free for stays theirs and is listed under the bookings'
 * "Needs a consultant" until sales gives it away or cancels it. Answers how many went and stayed,
 * and the e-mails queued.
 */
export async function handOverBookings(
  db: Db,
  actor: Actor,
  staffAccountId: string,
  dependencies: ReassignDependencies,
): Promise<{ reassigned: number; waiting: number; emailIds: string[] }> {
  const consultant = await consultantOfAccount(db, staffAccountId);
  if (!consultant) return { reassigned: 0, waiting: 0, emailIds: [] };
  if (consultant.active) await stopTakingCalls(db, actor, consultant.id, dependencies.now);
  const upcoming = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt, domain: bookings.domain })
    .from(bookings)
    .where(
      and(
        eq(bookings.consultantId, consultant.id),
        eq(bookings.status, "confirmed"),
        gt(bookings.startsAt, dependencies.now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  let reassigned = 0;
  const emailIds: string[] = [];
  for (const call of upcoming) {
    // The choice is a new booking's; reassignBooking takes the locks again and checks it still holds.
    const service = serviceOfDomain[call.domain as BookingDomain] ?? null;
    const chosen = await db.transaction((tx) =>
      assignConsultant(tx, call, dependencies.now, { except: call.id, service }),
    );
    if (!chosen) continue;
    try {
      const bookingId = call.id;
      emailIds.push(
        ...(await reassignBooking(db, actor, { bookingId, consultantId: chosen.consultant.id }, dependencies)),
      );
      reassigned += 1;
    } catch (error) {
      // Taken meanwhile by a visitor's booking: the call waits for sales like one nobody was free for.
      if (!(error instanceof RefusedError)) throw error;
    }
  }
  return { reassigned, waiting: upcoming.length - reassigned, emailIds };
}
