import { and, eq, gt } from "drizzle-orm";

import { manageBookingPath } from "../../domain/bookings/booking-manage";
import { bookingLinks, bookings } from "../db/schema";
import type { DbOrTransaction } from "../db/db";
import { newToken, tokenHash } from "../kernel/secrets/tokens";

/**
 * Makes a new link for a visitor to manage their call and answers its URL. Each e-mail that
 * carries a link gets its own (the database keeps only hashes, so a later e-mail cannot repeat
 * an earlier link); all of them work until the call starts.
 */
export async function issueManageLink(
  tx: DbOrTransaction,
  bookingId: string,
  { publicSiteUrl, now }: { publicSiteUrl: string; now: Date },
): Promise<string> {
  const token = newToken();
  await tx.insert(bookingLinks).values({ tokenHash: tokenHash(token), bookingId, createdAt: now });
  return new URL(`${manageBookingPath}/${token}`, publicSiteUrl).toString();
}

/** A token as newToken makes them: anything else is not looked up. */
const isWellFormedToken = (token: string) => /^[\w-]{43}$/.test(token);

/**
 * The booking a link opens, while its call has not started; undefined for a wrong token or a
 * past call alike. `forUpdate` locks the booking for a change in the caller's transaction.
 */
export async function bookingOfLink(
  db: DbOrTransaction,
  token: string,
  { now, forUpdate = false }: { now: Date; forUpdate?: boolean },
) {
  if (!isWellFormedToken(token)) return undefined;
  const query = db
    .select({ booking: bookings })
    .from(bookingLinks)
    .innerJoin(bookings, eq(bookings.id, bookingLinks.bookingId))
    .where(and(eq(bookingLinks.tokenHash, tokenHash(token)), gt(bookings.startsAt, now)));
  const [row] = await (forUpdate ? query.for("update", { of: bookings }) : query);
  return row?.booking;
}
