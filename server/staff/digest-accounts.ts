import { and, eq, isNull, lt, ne, or } from "drizzle-orm";

import type { IsoDate } from "../../domain/time/india-dates";
import type { Db, DbOrTransaction } from "../db/db";
import { staffAccounts } from "../db/schema";

/*
 * The accounts' side of the daily e-mail (server/contacts/daily-digest.ts writes and queues it): whether
 * each wants it, and the day it last went, which claims that day for one server.
 */

/** Accounts whose digest of `day` is still to be done: on, active, and no digest that day or later. */
const awaitingDigest = (day: IsoDate) =>
  and(
    eq(staffAccounts.dailyDigest, true),
    isNull(staffAccounts.disabledAt),
    or(isNull(staffAccounts.lastDigestDate), lt(staffAccounts.lastDigestDate, day)),
  );

/** The accounts whose e-mail of `day` is still to go. */
export async function accountsAwaitingDigest(db: Db, day: IsoDate): Promise<string[]> {
  const rows = await db.select({ id: staffAccounts.id }).from(staffAccounts).where(awaitingDigest(day));
  return rows.map((row) => row.id);
}

/**
 * Claims the account's e-mail of `day` (its `last_digest_date` set) by a conditional update, in the
 * caller's transaction: of two servers at once one gets the account, the other nothing.
 */
export async function claimDigestDay(tx: DbOrTransaction, accountId: string, day: IsoDate) {
  const [account] = await tx
    .update(staffAccounts)
    .set({ lastDigestDate: day })
    .where(and(eq(staffAccounts.id, accountId), awaitingDigest(day)))
    .returning({
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
    });
  return account;
}

/** Turns the account's daily e-mail off or on; answers whether that changed anything. */
export async function chooseDailyDigest(tx: DbOrTransaction, accountId: string, on: boolean): Promise<boolean> {
  const changed = await tx
    .update(staffAccounts)
    .set({ dailyDigest: on })
    .where(and(eq(staffAccounts.id, accountId), ne(staffAccounts.dailyDigest, on)))
    .returning({ id: staffAccounts.id });
  return changed.length > 0;
}
