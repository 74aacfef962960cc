import { and, eq, gt } from "drizzle-orm";

import { company } from "../../domain/company/company";
import { bookings } from "../db/schema";
import { canonicalMailbox } from "../kernel/mailboxes/canonical-mailbox";
import type { DbOrTransaction } from "../db/db";
import { countForMailbox, lockMailbox } from "../kernel/mailboxes/mailbox-caps";

/**
 * Upcoming confirmed calls one mailbox may hold. A visitor books one, or one per topic; without a
 * cap a stranger could fill the calendar with calls that each mail an address of their choosing.
 */
export const upcomingCallsPerMailbox = 3;

/** The mailbox already holds its share of upcoming calls (429: the contract's "rate limited"). */
export class TooManyUpcomingCallsError extends Error {
  constructor() {
    super(
      `You already have ${upcomingCallsPerMailbox} upcoming calls booked with this e-mail address, the most we hold ` +
        `for one person. To move or cancel one, use the link in its confirmation e-mail; to talk about more, ` +
        `please e-mail ${company.salesEmail}.`,
    );
  }
}

/**
 * Inside the transaction that books a call: refuses it when the visitor's mailbox (however the
 * address is spelt) already holds its share of calls that have not started. Bookings for one
 * mailbox take turns here, so a burst of them cannot pass the cap together.
 */
export async function refuseCallPastMailboxCap(tx: DbOrTransaction, email: string, now: Date): Promise<void> {
  const mailbox = canonicalMailbox(email);
  await lockMailbox(tx, mailbox);
  const upcoming = await countForMailbox(
    tx,
    {
      table: bookings,
      email: bookings.email,
      where: and(eq(bookings.status, "confirmed"), gt(bookings.startsAt, now)),
    },
    mailbox,
  );
  if (upcoming >= upcomingCallsPerMailbox) throw new TooManyUpcomingCallsError();
}
