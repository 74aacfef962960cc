import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StaffRole } from "../../domain/staff/staff";
import type { Database } from "../db/db";
import { auditLog, outboxEmails, staffAccounts, staffPasskeys, staffSignInCeremonies } from "../db/schema";
import { softwareAuthenticator } from "../../test-support/software-authenticator";
import { testSender } from "../../test-support/test-sender";
import { inviteStaff } from "./accounts";
import { commandLine } from "../kernel/audit/audit";
import {
  ceremonyExpired,
  ceremonyMinutes,
  passkeyAttemptLimit,
  passkeyNotAccepted,
  passkeySignInOptions,
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  tooManyPasskeyAttempts,
  unknownPasskey,
  type RelyingParty,
} from "./passkeys";
import { openSession, resolveSession } from "./sessions";
import { openTestDatabase } from "../../test-support/test-database";

const start = new Date("2026-11-23T04:30:00Z");
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const site = "https://www.nexora.test";
const relyingParty: RelyingParty = relyingPartyOf(site)!;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let addresses = 0;
/** A client address no other test uses, so each test's attempts are counted apart. */
const freshAddress = () => `198.51.100.${++addresses}`;

/**
 * A signed-in session of a new account. Opened as a passkey would open it (no step left), which
 * spares each test a password's scrypt and a second factor; how a password session gets there is
 * the second factor's tests' business.
 */
async function signedIn(email: string, role: StaffRole = "recruiter") {
  const { account } = await inviteStaff(database.db, commandLine, { email, name: "Meera Iyer", role }, start);
  const [row] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.id, account.id));
  const opened = await openSession(database.db, row!, {
    method: "passkey",
    userAgent: "vitest",
    clientIp: "203.0.113.7",
    now: start,
    knownDevice: true,
    sender: testSender,
  });
  return (await resolveSession(database.db, opened.token, start))!;
}

type Session = Awaited<ReturnType<typeof signedIn>>;

/** Registers a passkey made by the authenticator for the session's account. */
async function withPasskey(session: Session, authenticator = softwareAuthenticator(site), name = "Work laptop") {
  const options = await registrationOptions(database.db, relyingParty, session, start);
  const response = authenticator.create(options);
  await registerPasskey(
    database.db,
    relyingParty,
    session,
    { name, response: JSON.stringify(response) },
    start,
    testSender,
  );
  return { authenticator, passkeyId: response.id };
}

async function passkeySignIn(
  authenticator: ReturnType<typeof softwareAuthenticator>,
  {
    now = at(60),
    clientIp = freshAddress(),
    misbehave = {},
  }: { now?: Date; clientIp?: string; misbehave?: Parameters<typeof authenticator.get>[1] } = {},
) {
  const { ceremonyToken, options } = await passkeySignInOptions(
    database.db,
    relyingParty,
    { next: "/admin/enquiries", clientIp },
    now,
  );
  const response = JSON.stringify(authenticator.get(options, misbehave));
  const attempt = {
    ceremonyToken,
    response,
    clientIp,
    userAgent: "vitest",
    deviceCookie: undefined,
    sender: testSender,
  };
  return {
    ceremonyToken,
    response,
    attempt,
    sign: (when = now) => signInWithPasskey(database.db, relyingParty, { ...attempt, now: when }),
  };
}

const mailsTo = async (email: string, kind: string) =>
  database.db
    .select({ subject: outboxEmails.subject })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, email), eq(outboxEmails.kind, kind)));

const passkeyRow = async (id: string) =>
  (await database.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, id)))[0];

describe("the relying party", () => {
  it("is the configured site's host and origin, and none at an IP address", () => {
    expect(relyingPartyOf("https://www.nexora.test/")).toEqual({
      id: "www.nexora.test",
      origin: "https://www.nexora.test",
      name: "Nexora Technologies back office",
    });
    expect(relyingPartyOf("http://localhost:4173")).toMatchObject({ id: "localhost", origin: "http://localhost:4173" });
    expect(relyingPartyOf("http://127.0.0.1:3000")).toBeUndefined();
    expect(relyingPartyOf("http://[::1]:3000")).toBeUndefined();
  });
});

describe("passkeys", () => {
  it("registers a passkey, e-mails the account, and signs in with it alone: both factors, where the role must have two", async () => {
    const session = await signedIn("keyholder@nexora.test");
    const { authenticator, passkeyId } = await withPasskey(session);
    const stored = await passkeyRow(passkeyId);
    expect(stored).toMatchObject({ accountId: session.member.id, name: "Work laptop", signCount: 0, lastUsedAt: null });
    expect(await mailsTo("keyholder@nexora.test", "staff.factor-change")).toEqual([
      { subject: 'A passkey ("Work laptop") was added to your account' },
    ]);

    const opened = await (await passkeySignIn(authenticator)).sign();
    // A recruiter must have a second factor: the passkey is it, so no step is left.
    expect(opened.pendingStep).toBeNull();
    expect(opened.next).toBe("/admin/enquiries");
    expect((await resolveSession(database.db, opened.token, at(60)))?.member.email).toBe("keyholder@nexora.test");
    expect(await passkeyRow(passkeyId)).toMatchObject({ signCount: 1, lastUsedAt: at(60) });
    const actions = await database.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.subjectId, session.member.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "staff.passkey-add", summary: 'Added the passkey "Work laptop".' },
        { action: "staff.sign-in", summary: "Signed in with a passkey." },
      ]),
    );
    // Signed in from a browser without the account's device cookie: the owner is told.
    expect(await mailsTo("keyholder@nexora.test", "staff.new-device")).toHaveLength(1);
  });

  it("answers each sign-in challenge once, and not after five minutes; expired ones are dropped", async () => {
    const session = await signedIn("once@nexora.test");
    const { authenticator } = await withPasskey(session);

    const first = await passkeySignIn(authenticator);
    await first.sign();
    // The same ceremony again, even with a fresh signature over its challenge: gone.
    await expect(first.sign()).rejects.toThrow(ceremonyExpired);
    // The same signed answer in a new ceremony: the challenge is not the new one's.
    const replay = await passkeySignIn(authenticator);
    await expect(
      signInWithPasskey(database.db, relyingParty, { ...replay.attempt, response: first.response, now: at(60) }),
    ).rejects.toThrow(passkeyNotAccepted);

    const late = await passkeySignIn(authenticator, { now: at(120) });
    await expect(late.sign(at(120 + ceremonyMinutes * 60 + 1))).rejects.toThrow(ceremonyExpired);

    // A ceremony nobody finished is deleted by the next start after it expired.
    const abandoned = await passkeySignInOptions(
      database.db,
      relyingParty,
      { next: "/admin", clientIp: freshAddress() },
      at(200),
    );
    await passkeySignInOptions(
      database.db,
      relyingParty,
      { next: "/admin", clientIp: freshAddress() },
      at(200 + ceremonyMinutes * 60 + 1),
    );
    const left = await database.db.select({ hash: staffSignInCeremonies.tokenHash }).from(staffSignInCeremonies);
    expect(left.map(({ hash }) => hash)).not.toContain(abandoned.ceremonyToken);
    expect(left).toHaveLength(1);
  });

  it("refuses another origin, another relying party, no user verification and a counter that went back", async () => {
    const session = await signedIn("checks@nexora.test");
    const { authenticator, passkeyId } = await withPasskey(session);
    for (const misbehave of [
      { origin: "https://www.nexora-login.example" },
      { rpId: "nexora-login.example" },
      { userVerified: false },
    ]) {
      await expect((await passkeySignIn(authenticator, { misbehave })).sign()).rejects.toThrow(passkeyNotAccepted);
    }
    await (await passkeySignIn(authenticator, { misbehave: { counter: 7 } })).sign();
    // A copy of the key that signs with an older count is refused.
    await expect((await passkeySignIn(authenticator, { misbehave: { counter: 5 } })).sign()).rejects.toThrow(
      passkeyNotAccepted,
    );
    expect((await passkeyRow(passkeyId))?.signCount).toBe(7);
  });

  it("refuses a passkey this site does not hold, one whose account is disabled, and one that names another account", async () => {
    const stranger = softwareAuthenticator(site);
    stranger.create(await registrationOptions(database.db, relyingParty, await signedIn("never@nexora.test"), start));
    await expect((await passkeySignIn(stranger)).sign()).rejects.toThrow(unknownPasskey);

    const session = await signedIn("leaver@nexora.test");
    const { authenticator } = await withPasskey(session);
    const other = await signedIn("colleague@nexora.test");
    const forged = await passkeySignIn(authenticator, {
      misbehave: {
        credential: {
          ...authenticator.credentials[0]!,
          userHandle: Buffer.from(other.member.id).toString("base64url"),
        },
      },
    });
    await expect(forged.sign()).rejects.toThrow(unknownPasskey);

    await database.db.update(staffAccounts).set({ disabledAt: start }).where(eq(staffAccounts.id, session.member.id));
    await expect((await passkeySignIn(authenticator)).sign()).rejects.toThrow(unknownPasskey);
  });

  it("answers a registration challenge once, only for the session that asked, and not after five minutes", async () => {
    const session = await signedIn("register@nexora.test");
    const authenticator = softwareAuthenticator(site);
    const register = (response: string, asking = session, now = start) =>
      registerPasskey(database.db, relyingParty, asking, { name: "Phone", response }, now, testSender);

    const options = await registrationOptions(database.db, relyingParty, session, start);
    const response = JSON.stringify(authenticator.create(options));
    // Another session of another account has no such challenge.
    await expect(register(response, await signedIn("thief@nexora.test"))).rejects.toThrow(ceremonyExpired);
    await register(response);
    await expect(register(response)).rejects.toThrow(ceremonyExpired);

    const later = await registrationOptions(database.db, relyingParty, session, start);
    await expect(
      register(JSON.stringify(authenticator.create(later)), session, at(ceremonyMinutes * 60 + 1)),
    ).rejects.toThrow(ceremonyExpired);
    // An answer made for another origin is refused, and spends the challenge.
    const phished = await registrationOptions(database.db, relyingParty, session, start);
    await expect(
      register(JSON.stringify(authenticator.create(phished, { origin: "https://www.nexora-login.example" }))),
    ).rejects.toThrow(passkeyNotAccepted);
    // Not JSON, or not the shape of an answer: refused before the library reads it.
    await registrationOptions(database.db, relyingParty, session, start);
    await expect(register("{not json")).rejects.toThrow(passkeyNotAccepted);
    await expect(register(JSON.stringify({ id: 1 }))).rejects.toThrow(passkeyNotAccepted);

    // The options exclude the passkeys the account has.
    const again = await registrationOptions(database.db, relyingParty, session, start);
    expect(again.excludeCredentials?.map(({ id }) => id)).toHaveLength(1);
    expect(again.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "preferred" });
  });

  it("renames and removes only the member's own passkeys; a removed one signs in no more", async () => {
    const owner = await signedIn("owner@nexora.test");
    const { authenticator, passkeyId } = await withPasskey(owner);
    const other = await signedIn("other@nexora.test");

    await expect(removePasskey(database.db, other.member, passkeyId, start, testSender)).rejects.toThrow(
      "This passkey has already been removed.",
    );
    await expect(renamePasskey(database.db, other.member, passkeyId, "Mine now", start)).rejects.toThrow();
    expect(await passkeyRow(passkeyId)).toMatchObject({ name: "Work laptop" });

    await expect(renamePasskey(database.db, owner.member, passkeyId, " ".repeat(3), start)).rejects.toThrow(
      "Please name the passkey.",
    );
    await expect(renamePasskey(database.db, owner.member, passkeyId, "x".repeat(61), start)).rejects.toThrow(
      "at most 60 characters",
    );
    await renamePasskey(database.db, owner.member, passkeyId, "Old laptop", start);
    await removePasskey(database.db, owner.member, passkeyId, start, testSender);
    expect(await passkeyRow(passkeyId)).toBeUndefined();
    expect(await mailsTo("owner@nexora.test", "staff.factor-change")).toContainEqual({
      subject: 'A passkey ("Old laptop") was removed from your account',
    });
    await expect((await passkeySignIn(authenticator)).sign()).rejects.toThrow(unknownPasskey);
  });

  it("stops passkey sign-ins started from one address past the limit; a success gives its start back", async () => {
    const session = await signedIn("busy@nexora.test");
    const { authenticator } = await withPasskey(session);
    const clientIp = "2001:db8:7::1";
    const begin = (ip: string) =>
      passkeySignInOptions(database.db, relyingParty, { next: "/admin", clientIp: ip }, at(60));

    await (await passkeySignIn(authenticator, { clientIp })).sign();
    for (let started = 0; started < passkeyAttemptLimit; started++) await begin(clientIp);
    // Another address in the same /64 is the same client.
    await expect(begin("2001:db8:7::2")).rejects.toThrow(tooManyPasskeyAttempts);
    await expect(begin("2001:db8:8::1")).resolves.toBeDefined();
  });
});
