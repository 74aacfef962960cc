import { eq } from "drizzle-orm";

import type { InviteStaff } from "../domain/staff/staff";
import type { Db } from "../server/db/db";
import { staffAccounts } from "../server/db/schema";
import { inviteStaff, type StaffAccount } from "../server/staff/accounts";
import { commandLine } from "../server/kernel/audit/audit";

/**
 * A colleague who took up their invitation, as setting their password does: only such accounts
 * are given leads, follow-ups and calls (server/kernel/lists/active-accounts.ts). Without a password
 * hash to compute, it costs a test nothing.
 */
export async function joinedStaff(db: Db, invite: InviteStaff, now: Date): Promise<StaffAccount> {
  const { account } = await inviteStaff(db, commandLine, invite, now);
  await db.update(staffAccounts).set({ joinedAt: now }).where(eq(staffAccounts.id, account.id));
  return account;
}
