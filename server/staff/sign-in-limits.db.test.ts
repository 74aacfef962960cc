import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { openTestDatabaseTwice } from "../../test-support/test-database";
import { inviteStaff, setPasswordWithLink } from "./accounts";
import { commandLine } from "../kernel/audit/audit";
import { testPasswords } from "../../test-support/test-passwords";
import { testSender } from "../../test-support/test-sender";
import { signIn, signInLimits, tooManyAttempts, wrongCredentials } from "./sessions";

/**
 * Two instances on one database (PGlite: one handle; PostgreSQL: two pools): the sign-in limits
 * count failures in the database, so a guesser gains nothing by reaching the other instance.
 */
describe("sign-in limits across instances", () => {
  const password = "saffron-lantern-orbit-77";
  const now = new Date("2026-11-23T04:30:00Z");
  let handles: [Database, Database];
  const attempt = (email: string, secret: string, clientIp: string) => ({
    email,
    password: secret,
    clientIp,
    userAgent: "vitest",
    now,
    sender: testSender,
    passwords: testPasswords,
  });
  const account = async (email: string) => {
    const { token } = await inviteStaff(handles[0].db, commandLine, { email, name: "", role: "sales" }, now);
    await setPasswordWithLink(handles[0].db, token, password, now, testPasswords);
  };

  beforeAll(async () => {
    handles = await openTestDatabaseTwice();
  });
  afterAll(() => Promise.all(handles.map((handle) => handle.close())));

  it("stops an account guessed through one instance on the other too", async () => {
    await account("guessed@nexora.test");
    for (let n = 0; n < signInLimits.perAccount; n += 1) {
      const result = await signIn(handles[n % 2]!.db, attempt("guessed@nexora.test", `guess-${n}`, `192.0.2.${n}`));
      expect(result).toEqual({ ok: false, message: wrongCredentials });
    }
    for (const handle of handles) {
      expect(await signIn(handle.db, attempt("guessed@nexora.test", password, "192.0.2.99"))).toEqual({
        ok: false,
        message: tooManyAttempts,
      });
    }
  });

  it("stops an address spraying accounts through both instances", async () => {
    for (let n = 0; n < signInLimits.perAddress; n += 1) {
      await signIn(handles[n % 2]!.db, attempt(`spray-${n}@nexora.test`, "Summer2026!", "198.51.100.66"));
    }
    await account("sprayed@nexora.test");
    for (const handle of handles) {
      expect(await signIn(handle.db, attempt("sprayed@nexora.test", password, "198.51.100.66"))).toEqual({
        ok: false,
        message: tooManyAttempts,
      });
    }
  });

  it("stops an IPv6 /64 spraying accounts from a fresh address of it each time", async () => {
    for (let n = 0; n < signInLimits.perAddress; n += 1) {
      await signIn(handles[n % 2]!.db, attempt(`spray-v6-${n}@nexora.test`, "Summer2026!", `2001:db8:66:1::${n + 1}`));
    }
    await account("sprayed-v6@nexora.test");
    expect(await signIn(handles[0].db, attempt("sprayed-v6@nexora.test", password, "2001:db8:66:1:ab::99"))).toEqual({
      ok: false,
      message: tooManyAttempts,
    });
  });

  it("lets a browser that signed in through one instance past the strangers' stop on the other", async () => {
    await account("owner@nexora.test");
    // Both instances make their signing key at once on first use: they must end up with one.
    const [first] = await Promise.all(
      handles.map((handle) => signIn(handle.db, attempt("owner@nexora.test", password, "192.0.2.50"))),
    );
    if (!first?.ok) throw new Error("the first sign-in failed");
    for (let n = 0; n < signInLimits.perAccount; n += 1) {
      await signIn(handles[n % 2]!.db, attempt("owner@nexora.test", `guess-${n}`, `198.51.100.${n}`));
    }
    // Each sign-in gives the browser a new cookie, which it brings to the next one.
    let deviceCookie = first.deviceCookie;
    for (const handle of handles) {
      const result = await signIn(handle.db, { ...attempt("owner@nexora.test", password, "192.0.2.50"), deviceCookie });
      if (!result.ok) throw new Error(`the known browser was stopped: ${result.message}`);
      deviceCookie = result.deviceCookie;
    }
  });

  it("checks no more passwords than the limit allows when the guesses arrive at once through both", async () => {
    await account("burst@nexora.test");
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        signIn(handles[n % 2]!.db, attempt("burst@nexora.test", `guess-${n}`, `203.0.113.${n}`)),
      ),
    );
    const checked = results.filter((result) => !result.ok && result.message === wrongCredentials);
    expect(checked.length).toBeLessThanOrEqual(signInLimits.perAccount);
  });
});
