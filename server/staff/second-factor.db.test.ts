import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { outboxEmails, staffPasskeys, staffSessions } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import { testSender } from "../../test-support/test-sender";
import { tokenHash } from "../kernel/secrets/tokens";
import { commandLine } from "../kernel/audit/audit";
import {
  beginAuthenticatorSetup,
  codeAttemptLimit,
  confirmAuthenticatorSetup,
  resetSecondFactor,
  tooManyCodes,
  usedCode,
  verifySecondFactor,
  wrongCode,
} from "./second-factor";
import { resolveSession, signIn } from "./sessions";
import {
  accountWithPassword,
  signInAttempt,
  staffPassword,
  staffTestStart as start,
} from "../../test-support/staff-sign-in";

const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const codeAt = (secret: string, when: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: when.getTime() });

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A recruiter (whose role must have a second factor) with a confirmed authenticator; answers its secret and recovery codes. */
async function enrolled(email: string) {
  await accountWithPassword(database.db, email, "recruiter");
  const first = await signIn(database.db, signInAttempt(email));
  if (!first.ok) throw new Error(first.message);
  expect(first.pendingStep).toBe("set-up-second-factor");
  const setup = (await beginAuthenticatorSetup(database.db, first.token, start))!;
  const confirmed = await confirmAuthenticatorSetup(
    database.db,
    first.token,
    codeAt(setup.secret, start),
    start,
    testSender,
  );
  expect((await resolveSession(database.db, confirmed.token, start))?.pendingStep).toBeNull();
  // The token seen before the second factor opens nothing any more.
  expect(await resolveSession(database.db, first.token, start)).toBeUndefined();
  return { secret: setup.secret, recoveryCodes: confirmed.recoveryCodes };
}

const passwordStep = async (email: string, now: Date) => {
  const result = await signIn(database.db, signInAttempt(email, staffPassword, now));
  if (!result.ok) throw new Error(result.message);
  expect(result.pendingStep).toBe("second-factor");
  return result.token;
};

describe("the second factor", () => {
  it("accepts a code one step either side, and each step once", async () => {
    const { secret } = await enrolled("steps@nexora.test");
    const token = await passwordStep("steps@nexora.test", at(60));
    await expect(verifySecondFactor(database.db, token, codeAt(secret, at(0)), at(60), testSender)).rejects.toThrow(
      wrongCode,
    );
    await verifySecondFactor(database.db, token, codeAt(secret, at(90)), at(60), testSender);

    const again = await passwordStep("steps@nexora.test", at(70));
    await expect(verifySecondFactor(database.db, again, codeAt(secret, at(90)), at(70), testSender)).rejects.toThrow(
      usedCode,
    );
    await expect(verifySecondFactor(database.db, again, codeAt(secret, at(60)), at(70), testSender)).rejects.toThrow(
      usedCode,
    );
  });

  it("takes a recovery code once, and tells the account", async () => {
    const { recoveryCodes } = await enrolled("recovery@nexora.test");
    const code = recoveryCodes[0]!.replace("-", "");
    const first = await passwordStep("recovery@nexora.test", at(10));
    await verifySecondFactor(database.db, first, code, at(10), testSender);
    const second = await passwordStep("recovery@nexora.test", at(20));
    await expect(verifySecondFactor(database.db, second, code, at(20), testSender)).rejects.toThrow(wrongCode);
    const notices = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, "recovery@nexora.test"));
    expect(notices.map((email) => email.subject)).toContain(
      "A recovery code was used to sign in to your account (9 left)",
    );
  });

  it("stops guessing the app's codes after the limit, right code or not, says for how long, and lets a recovery code through", async () => {
    const { secret, recoveryCodes } = await enrolled("guessed-code@nexora.test");
    const token = await passwordStep("guessed-code@nexora.test", at(5));
    for (let n = 0; n < codeAttemptLimit; n += 1) {
      await expect(verifySecondFactor(database.db, token, String(100000 + n), at(5), testSender)).rejects.toThrow(
        wrongCode,
      );
    }
    await expect(verifySecondFactor(database.db, token, codeAt(secret, at(5)), at(5), testSender)).rejects.toThrow(
      tooManyCodes(15),
    );
    // Eleven minutes on, four are left: the lock lifts when the first guesses leave the 15 minutes.
    const later = at(5 + 11 * 60);
    await expect(verifySecondFactor(database.db, token, codeAt(secret, later), later, testSender)).rejects.toThrow(
      "Too many codes were tried. The app's codes are refused for 4 more minutes; a recovery code still works.",
    );
    // A recovery code cannot be guessed: the app's lock does not hold it back.
    const passed = await verifySecondFactor(database.db, token, recoveryCodes[0]!.replace("-", ""), later, testSender);
    expect(passed.token).not.toBe(token);
  });

  it("is cleared by an admin's reset, passkeys too, which ends the colleague's sessions and sends them to set one up again", async () => {
    const { secret } = await enrolled("reset@nexora.test");
    const token = await passwordStep("reset@nexora.test", at(40));
    const { token: signedIn } = await verifySecondFactor(
      database.db,
      token,
      codeAt(secret, at(40)),
      at(40),
      testSender,
    );
    const [row] = await database.db
      .select({ accountId: staffSessions.accountId })
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, tokenHash(signedIn)));
    await database.db
      .insert(staffPasskeys)
      .values({ id: "credential-1", accountId: row!.accountId, publicKey: "key", name: "Laptop", createdAt: at(45) });
    await resetSecondFactor(database.db, commandLine, row!.accountId, at(50), testSender);
    expect(await database.db.select().from(staffPasskeys).where(eq(staffPasskeys.accountId, row!.accountId))).toEqual(
      [],
    );
    expect(await resolveSession(database.db, signedIn, at(50))).toBeUndefined();
    const next = await signIn(database.db, signInAttempt("reset@nexora.test", staffPassword, at(60)));
    expect(next.ok && next.pendingStep).toBe("set-up-second-factor");
  });
});
