import type { StaffRole } from "../domain/staff/staff";
import type { Db } from "../server/db/db";
import type { PasswordHasher } from "../server/kernel/secrets/password-hashing";
import { inviteStaff, setPasswordWithLink, type StaffAccount } from "../server/staff/accounts";
import { commandLine } from "../server/kernel/audit/audit";
import { testPasswords } from "./test-passwords";
import { testSender } from "./test-sender";

/** The password the staff tests' colleagues set: long, and on no list of guessable ones. */
export const staffPassword = "saffron-lantern-orbit-77";

/** When the staff tests' colleagues are invited: Monday 23 November 2026, 10:00 AM in India. */
export const staffTestStart = new Date("2026-11-23T04:30:00Z");

/** A colleague who set `staffPassword` from their invitation at `staffTestStart`. */
export async function accountWithPassword(
  db: Db,
  email: string,
  role: StaffRole = "sales",
  passwords: PasswordHasher = testPasswords,
): Promise<StaffAccount> {
  const { account, token } = await inviteStaff(db, commandLine, { email, name: "", role }, staffTestStart);
  await setPasswordWithLink(db, token, staffPassword, staffTestStart, passwords);
  return account;
}

/** What signing in sends from a test's browser, as the staff tests' sign-ins take it. */
export const signInAttempt = (
  email: string,
  password = staffPassword,
  now = staffTestStart,
  clientIp = "203.0.113.7",
) => ({
  email,
  password,
  clientIp,
  userAgent: "vitest",
  now,
  sender: testSender,
  passwords: testPasswords,
});
