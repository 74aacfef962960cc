import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { auditLog, staffAccounts } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import { testSender } from "../../test-support/test-sender";
import { resendPasswordLink, setPasswordWithLink } from "./accounts";
import { commandLine } from "../kernel/audit/audit";
import { forgetKnownDevices, knownDeviceOf, listKnownDevices } from "./known-devices";
import { resetSecondFactor } from "./second-factor";
import { signIn } from "./sessions";
import {
  accountWithPassword,
  signInAttempt,
  staffPassword,
  staffTestStart as start,
} from "../../test-support/staff-sign-in";
import { testPasswords } from "../../test-support/test-passwords";

/**
 * Known browsers: a device cookie counts while the account knows its browser.
 * A new cookie retires the browser's old one; the account forgets any browser, or all; a password
 * set by link and an admin's reset of the second factors forget them all.
 */
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);
let database: Database;

const account = (email: string) => accountWithPassword(database.db, email);

/** Signs in from a browser (`userAgent`) carrying `deviceCookie`; answers the new cookie it is given. */
async function signInFrom(email: string, userAgent: string, deviceCookie: string | undefined, at: Date) {
  const result = await signIn(database.db, { ...signInAttempt(email, staffPassword, at), userAgent, deviceCookie });
  if (!result.ok) throw new Error(result.message);
  return result.deviceCookie;
}

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const phone =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("known browsers", () => {
  it("retires a browser's old cookie when it is given a new one, and keeps the day it first signed in", async () => {
    const { id } = await account("rotating@nexora.test");
    const first = await signInFrom("rotating@nexora.test", chrome, undefined, minutes(0));
    expect(await knownDeviceOf(database.db, id, first, minutes(1))).toBeDefined();
    const second = await signInFrom("rotating@nexora.test", chrome, first, minutes(10));
    expect(await knownDeviceOf(database.db, id, second, minutes(11))).toBeDefined();
    expect(await knownDeviceOf(database.db, id, first, minutes(11))).toBeUndefined();
    expect(await listKnownDevices(database.db, id)).toEqual([
      { id: expect.any(String), browser: "Chrome 131 on Linux", knownSince: minutes(0), lastSignInAt: minutes(10) },
    ]);
  });

  it("forgets one browser, or all of them, only the account's own", async () => {
    const member = { ...(await account("forgetful@nexora.test")), name: "" };
    const laptop = await signInFrom("forgetful@nexora.test", chrome, undefined, minutes(0));
    const mobile = await signInFrom("forgetful@nexora.test", phone, undefined, minutes(1));
    const other = await account("someone-else@nexora.test");
    const theirs = await signInFrom("someone-else@nexora.test", chrome, undefined, minutes(1));
    const [phoneRow] = await listKnownDevices(database.db, member.id);
    expect(phoneRow!.browser).toBe("Chrome 131 on Android");

    // Another account's browser is not theirs to forget.
    const [othersRow] = await listKnownDevices(database.db, other.id);
    expect(await forgetKnownDevices(database.db, member, othersRow!.id, minutes(2))).toBe(0);
    expect(await knownDeviceOf(database.db, other.id, theirs, minutes(2))).toBeDefined();

    expect(await forgetKnownDevices(database.db, member, phoneRow!.id, minutes(2))).toBe(1);
    expect(await knownDeviceOf(database.db, member.id, mobile, minutes(3))).toBeUndefined();
    expect(await knownDeviceOf(database.db, member.id, laptop, minutes(3))).toBeDefined();
    expect(await forgetKnownDevices(database.db, member, "all", minutes(4))).toBe(1);
    expect(await knownDeviceOf(database.db, member.id, laptop, minutes(5))).toBeUndefined();
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "staff.forget-devices"));
    expect(entries.filter((entry) => entry.subjectId === member.id)).toHaveLength(2);
  });

  it("forgets every browser when a password is set by link, and when an admin resets the second factors", async () => {
    const { id } = await account("changed@nexora.test");
    const before = await signInFrom("changed@nexora.test", chrome, undefined, minutes(0));
    const link = await resendPasswordLink(database.db, commandLine, id, minutes(1));
    await setPasswordWithLink(database.db, link, staffPassword, minutes(2), testPasswords);
    expect(await knownDeviceOf(database.db, id, before, minutes(3))).toBeUndefined();
    expect(await listKnownDevices(database.db, id)).toEqual([]);

    const after = await signInFrom("changed@nexora.test", chrome, undefined, minutes(4));
    await database.db.update(staffAccounts).set({ totpSecret: "JBSWY3DPEHPK3PXP" }).where(eq(staffAccounts.id, id));
    await resetSecondFactor(database.db, commandLine, id, minutes(5), testSender);
    expect(await knownDeviceOf(database.db, id, after, minutes(6))).toBeUndefined();
  });
});
