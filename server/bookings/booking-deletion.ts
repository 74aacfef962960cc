import { inArray } from "drizzle-orm";

import type { DbOrTransaction } from "../db/db";
import { bookings } from "../db/schema";

/**
 * Deletes bookings, for privacy's erasure and retention: their manage links go with them (cascade),
 * and the bookings' trigger queues each call's removal from its consultant's calendar
 * (server/db/schema/bookings.ts). Their e-mails are the caller's.
 */
export async function deleteBookings(tx: DbOrTransaction, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(bookings).where(inArray(bookings.id, ids));
}
