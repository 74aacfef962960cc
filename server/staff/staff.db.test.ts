import { randomBytes, scryptSync } from "node:crypto";

import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { auditLog, staffAccounts, staffSessions } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import {
  changeRole,
  findPasswordLink,
  inviteStaff,
  passwordLinkHours,
  setDisabled,
  setPasswordWithLink,
  StaffAccountError,
} from "./accounts";
import { commandLine } from "../kernel/audit/audit";
import {
  accountWithPassword,
  signInAttempt as attempt,
  staffPassword as password,
  staffTestStart as start,
} from "../../test-support/staff-sign-in";
import { testPasswords } from "../../test-support/test-passwords";
import type { StaffRole } from "../../domain/staff/staff";
import { passwordHasher, type PasswordHasher } from "../kernel/secrets/password-hashing";
import {
  resolveSession,
  sessionIdleMinutes,
  sessionLifetimeHours,
  signIn,
  signInLimits,
  signOut,
  signOutEverywhere,
  tooManyAttempts,
  wrongCredentials,
} from "./sessions";

const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const activeAccount = (email: string, role?: StaffRole, passwords?: PasswordHasher) =>
  accountWithPassword(database.db, email, role, passwords);

describe("password links", () => {
  it("set the password once, keep only the token's hash, and expire", async () => {
    const { account, token } = await inviteStaff(
      database.db,
      commandLine,
      { email: "link@nexora.test", name: "Meera", role: "sales" },
      start,
    );
    const [row] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
    expect(row?.passwordHash).toBeNull();
    expect(JSON.stringify(await database.db.execute("select * from staff_password_tokens"))).not.toContain(token);

    expect(await findPasswordLink(database.db, token, minutes(passwordLinkHours * 60 + 1))).toBeUndefined();
    await expect(setPasswordWithLink(database.db, token, "password12345", start, testPasswords)).rejects.toThrow(
      /too easy to guess/,
    );
    await setPasswordWithLink(database.db, token, password, start, testPasswords);
    await expect(setPasswordWithLink(database.db, token, password, start, testPasswords)).rejects.toBeInstanceOf(
      StaffAccountError,
    );
    expect((await signIn(database.db, attempt("link@nexora.test", password))).ok).toBe(true);
  });

  it("refuse a second account for the same address, however it is written", async () => {
    await activeAccount("twice@nexora.test");
    await expect(
      inviteStaff(database.db, commandLine, { email: "twice@nexora.test", name: "", role: "admin" }, start),
    ).rejects.toThrow("An account with this e-mail address already exists.");
  });
});

describe("sessions", () => {
  it("start with a fresh token whose hash alone is stored, and end on sign-out", async () => {
    await activeAccount("session@nexora.test");
    const first = await signIn(database.db, attempt("session@nexora.test", password));
    const second = await signIn(database.db, attempt("session@nexora.test", password));
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(first.token).not.toBe(second.token);
    const stored = await database.db.select().from(staffSessions);
    expect(stored.map((row) => row.tokenHash)).not.toContain(first.token);

    expect((await resolveSession(database.db, first.token, minutes(1)))?.member.email).toBe("session@nexora.test");
    await signOut(database.db, first.token);
    expect(await resolveSession(database.db, first.token, minutes(2))).toBeUndefined();
    expect(await resolveSession(database.db, second.token, minutes(2))).toBeDefined();
  });

  it("end after the idle time, and after the lifetime however active", async () => {
    await activeAccount("idle@nexora.test");
    const idle = await signIn(database.db, attempt("idle@nexora.test", password));
    if (!idle.ok) throw new Error("sign-in failed");
    expect(await resolveSession(database.db, idle.token, minutes(sessionIdleMinutes - 1))).toBeDefined();
    expect(await resolveSession(database.db, idle.token, minutes(2 * sessionIdleMinutes - 2))).toBeDefined();
    expect(await resolveSession(database.db, idle.token, minutes(3 * sessionIdleMinutes + 1))).toBeUndefined();

    const busy = await signIn(database.db, attempt("idle@nexora.test", password));
    if (!busy.ok) throw new Error("sign-in failed");
    const lifetime = sessionLifetimeHours * 60;
    for (let at = 0; at < lifetime; at += sessionIdleMinutes / 2) {
      expect(await resolveSession(database.db, busy.token, minutes(at))).toBeDefined();
    }
    expect(await resolveSession(database.db, busy.token, minutes(lifetime + 1))).toBeUndefined();
  });

  it("all end when the person signs out everywhere, or when an admin disables the account", async () => {
    const account = await activeAccount("everywhere@nexora.test");
    const phone = await signIn(database.db, attempt("everywhere@nexora.test", password));
    const laptop = await signIn(database.db, attempt("everywhere@nexora.test", password));
    if (!phone.ok || !laptop.ok) throw new Error("sign-in failed");
    await signOutEverywhere(database.db, phone.member, start);
    expect(await resolveSession(database.db, laptop.token, start)).toBeUndefined();

    const again = await signIn(database.db, attempt("everywhere@nexora.test", password));
    if (!again.ok) throw new Error("sign-in failed");
    await setDisabled(database.db, commandLine, account.id, true, start);
    expect(await resolveSession(database.db, again.token, start)).toBeUndefined();
    expect(await signIn(database.db, attempt("everywhere@nexora.test", password))).toEqual({
      ok: false,
      message: wrongCredentials,
    });
  });
});

describe("password hashes", () => {
  /** A hash as the site made them until 2026-11-23: scrypt at N = 2^15. */
  const atOldCost = async (secret: string) => {
    const salt = randomBytes(16);
    const key = scryptSync(secret.normalize("NFKC"), salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
  };
  const storedHash = async (email: string) =>
    (await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!.passwordHash!;

  // The server's own hasher, at the real cost; the rest of the file hashes cheaply.
  const server = passwordHasher();
  const atServerCost = (...args: Parameters<typeof attempt>) => ({ ...attempt(...args), passwords: server });

  it("are made at OWASP's scrypt cost", async () => {
    await activeAccount("cost@nexora.test", "sales", server);
    expect((await storedHash("cost@nexora.test")).split("$").slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
  });

  it("made at the old cost are made again at today's at the next sign-in, and not on a wrong password", async () => {
    const account = await activeAccount("old-cost@nexora.test");
    const old = await atOldCost(password);
    await database.db.update(staffAccounts).set({ passwordHash: old }).where(eq(staffAccounts.id, account.id));

    expect(
      await signIn(database.db, atServerCost("old-cost@nexora.test", "not-the-password-1", minutes(1))),
    ).toMatchObject({
      ok: false,
    });
    expect(await storedHash("old-cost@nexora.test")).toBe(old);

    expect(await signIn(database.db, atServerCost("old-cost@nexora.test", password, minutes(2)))).toMatchObject({
      ok: true,
    });
    const renewed = await storedHash("old-cost@nexora.test");
    expect(renewed.split("$").slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
    expect(await signIn(database.db, atServerCost("old-cost@nexora.test", password, minutes(3)))).toMatchObject({
      ok: true,
    });
    expect(await storedHash("old-cost@nexora.test")).toBe(renewed);
  });
});

describe("sign-in guessing", () => {
  it("answers the same for an unknown account and a wrong password", async () => {
    await activeAccount("known@nexora.test");
    const unknown = await signIn(database.db, attempt("nobody@nexora.test", password, start, "198.51.100.1"));
    const wrong = await signIn(database.db, attempt("known@nexora.test", "wrong-password-1", start, "198.51.100.2"));
    expect(unknown).toEqual({ ok: false, message: wrongCredentials });
    expect(wrong).toEqual(unknown);
  });

  it("stops an account after five failures from anywhere, even with the right password, for a while", async () => {
    await activeAccount("target@nexora.test");
    for (let n = 0; n < signInLimits.perAccount; n += 1) {
      await signIn(database.db, attempt("target@nexora.test", `guess-${n}`, start, `192.0.2.${n}`));
    }
    expect(await signIn(database.db, attempt("target@nexora.test", password, minutes(1), "192.0.2.99"))).toEqual({
      ok: false,
      message: tooManyAttempts,
    });
    const later = minutes(signInLimits.windowMinutes + 1);
    expect((await signIn(database.db, attempt("target@nexora.test", password, later, "192.0.2.99"))).ok).toBe(true);
  });

  it("stops an address that tries many accounts, whether they exist or not", async () => {
    for (let n = 0; n < signInLimits.perAddress; n += 1) {
      await signIn(database.db, attempt(`spray-${n}@nexora.test`, "Summer2026!", start, "192.0.2.200"));
    }
    await activeAccount("sprayed@nexora.test");
    expect(await signIn(database.db, attempt("sprayed@nexora.test", password, start, "192.0.2.200"))).toEqual({
      ok: false,
      message: tooManyAttempts,
    });
    expect((await signIn(database.db, attempt("sprayed@nexora.test", password, start, "192.0.2.201"))).ok).toBe(true);
  });
});

describe("a browser that has signed in before (device cookie)", () => {
  const lockOut = async (email: string, at = start) => {
    for (let n = 0; n < signInLimits.perAccount; n += 1) {
      await signIn(database.db, attempt(email, `guess-${n}`, at, `192.0.2.${n}`));
    }
  };
  const deviceOf = async (email: string) => {
    const result = await signIn(database.db, attempt(email, password));
    if (!result.ok) throw new Error(result.message);
    return result.deviceCookie;
  };
  const withDevice = (email: string, secret: string, deviceCookie: string, at = minutes(1)) =>
    signIn(database.db, { ...attempt(email, secret, at, "198.51.100.77"), deviceCookie });

  it("signs in while strangers' guesses have stopped the account, and gets a new cookie", async () => {
    await activeAccount("owner@nexora.test");
    const device = await deviceOf("owner@nexora.test");
    await lockOut("owner@nexora.test");
    expect(await signIn(database.db, attempt("owner@nexora.test", password, minutes(1)))).toEqual({
      ok: false,
      message: tooManyAttempts,
    });
    const result = await withDevice("owner@nexora.test", password, device);
    expect(result).toMatchObject({ ok: true, member: { email: "owner@nexora.test" } });
    expect(result.ok && result.deviceCookie).not.toBe(device);
    // Strangers stay stopped.
    expect(await signIn(database.db, attempt("owner@nexora.test", password, minutes(2)))).toEqual({
      ok: false,
      message: tooManyAttempts,
    });
  });

  it("is stopped after its own five failures, alone: strangers and the account's other browsers are not", async () => {
    await activeAccount("careless@nexora.test");
    const laptop = await deviceOf("careless@nexora.test");
    const phone = await deviceOf("careless@nexora.test");
    for (let n = 0; n < signInLimits.perDevice; n += 1) {
      expect(await withDevice("careless@nexora.test", `typo-${n}`, laptop)).toEqual({
        ok: false,
        message: wrongCredentials,
      });
    }
    expect(await withDevice("careless@nexora.test", password, laptop)).toEqual({
      ok: false,
      message: tooManyAttempts,
    });
    expect((await withDevice("careless@nexora.test", password, phone)).ok).toBe(true);
    expect((await signIn(database.db, attempt("careless@nexora.test", password, minutes(1)))).ok).toBe(true);
    const later = minutes(signInLimits.windowMinutes + 2);
    expect((await withDevice("careless@nexora.test", password, laptop, later)).ok).toBe(true);
  });

  it("is not stopped by its address's guesses at other accounts", async () => {
    await activeAccount("shared-office@nexora.test");
    const device = await deviceOf("shared-office@nexora.test");
    for (let n = 0; n < signInLimits.perAddress; n += 1) {
      await signIn(database.db, attempt(`office-spray-${n}@nexora.test`, "Summer2026!", start, "198.51.100.77"));
    }
    expect((await withDevice("shared-office@nexora.test", password, device)).ok).toBe(true);
  });

  it("counts as a stranger's when it is another account's, altered or made up", async () => {
    await activeAccount("guarded@nexora.test");
    await activeAccount("colleague@nexora.test");
    const own = await deviceOf("guarded@nexora.test");
    const colleagues = await deviceOf("colleague@nexora.test");
    await lockOut("guarded@nexora.test");
    const [id, nonce, signature] = own.split(".");
    const forged = [
      colleagues,
      // One character of the signature changed (a fixed replacement could equal the original).
      `${id}.${nonce}.${signature!.startsWith("A") ? "B" : "A"}${signature!.slice(1)}`,
      `${id}.${"A".repeat(43)}.${signature}`,
      `${colleagues.split(".")[0]}.${nonce}.${signature}`,
      `${id}.${nonce}`,
      "not a cookie",
    ];
    for (const cookie of forged) {
      expect(await withDevice("guarded@nexora.test", password, cookie)).toEqual({
        ok: false,
        message: tooManyAttempts,
      });
    }
    expect((await withDevice("guarded@nexora.test", password, own)).ok).toBe(true);
  });
});

describe("roles", () => {
  it("always keep one enabled admin, and write every change to the audit log", async () => {
    const only = await openTestDatabase();
    try {
      const { account } = await inviteStaff(
        only.db,
        commandLine,
        { email: "a@nexora.test", name: "", role: "admin" },
        start,
      );
      await expect(changeRole(only.db, commandLine, account.id, "sales", start)).rejects.toThrow(
        "There must always be at least one admin.",
      );
      await expect(setDisabled(only.db, commandLine, account.id, true, start)).rejects.toThrow(
        "There must always be at least one admin.",
      );
      const { account: second } = await inviteStaff(
        only.db,
        commandLine,
        { email: "b@nexora.test", name: "", role: "admin" },
        start,
      );
      await changeRole(only.db, commandLine, account.id, "sales", start);
      await expect(changeRole(only.db, commandLine, second.id, "recruiter", start)).rejects.toBeInstanceOf(
        StaffAccountError,
      );
      const entries = await only.db.select({ action: auditLog.action }).from(auditLog);
      expect(entries.map((entry) => entry.action).sort()).toEqual(["staff.invite", "staff.invite", "staff.role"]);
      const [changed] = await only.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "staff.role"));
      expect(changed?.n).toBe(1);
    } finally {
      await only.close();
    }
  });
});
