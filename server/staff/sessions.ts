import { and, desc, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";

import type { StaffSession } from "../../contracts/staff";
import type { SessionStep, SignIn, SignInMethod, StaffMember } from "../../domain/staff/staff";
import { clientAddressGroup } from "../client-address-group";
import type { Db, DbOrTransaction } from "../db/db";
import { signInFailures, staffAccounts, staffSessions } from "../db/schema";
import { queueEmails } from "../outbox/mail-outbox";
import { attemptWindowMinutes, reserveAttempt } from "./attempt-limits";
import { auditOwnAccount } from "../kernel/audit/audit";
import { rolesRequiringSecondFactor } from "./second-factor-policy";
import { securityNoticeEmail, type NoticeSender } from "./security-notices";
import { describeBrowser } from "./devices";
import { issueDeviceCookie, knownDeviceOf } from "./known-devices";
import type { PasswordHasher } from "../kernel/secrets/password-hashing";
import { newToken, tokenHash } from "../kernel/secrets/tokens";

/** A session ends after this long without a request… */
export const sessionIdleMinutes = 120;
/** …and after this long in any case: a working day, with room to spare. */
export const sessionLifetimeHours = 12;

/**
 * Sign-in guessing is slowed per account (whatever address it comes from) and per
 * address (whichever accounts it tries); a browser that signed in to the account before
 * is counted apart, per device. All counts cover the last 15 minutes.
 */
export const signInLimits = {
  windowMinutes: attemptWindowMinutes,
  perAccount: 5,
  perAddress: 20,
  perDevice: 5,
} as const;

/** The same words whether the account exists or not. */
export const wrongCredentials = "The e-mail address or password is not right.";
export const tooManyAttempts = `Too many sign-in attempts. Please wait ${signInLimits.windowMinutes} minutes and try again.`;

export type SignInAttempt = SignIn & {
  clientIp: string;
  userAgent: string;
  now: Date;
  /** The device cookie the browser sent, if any (server/staff/device-cookies.ts). */
  deviceCookie?: string | undefined;
  sender: NoticeSender;
  passwords: PasswordHasher;
};

/** A success carries the session's token and a new device cookie for the browser. */
export type SignInResult = ({ ok: true; deviceCookie: string } & OpenedSession) | { ok: false; message: string };

const accountKey = (email: string) => `account:${email}`;
/** An IPv6 client by its /64, as every quota counts it: it holds every address in it. */
const addressKey = (ip: string) => `address:${clientAddressGroup(ip)}`;
const deviceKey = (device: string) => `device:${device}`;

/**
 * What an attempt is counted under. A browser with this account's device cookie is counted as
 * that device alone: strangers' guesses, however many, never stop it, and its own stop only
 * it. Everyone else is a stranger, counted per account and per address.
 */
const countsFor = (email: string, clientIp: string, device: string | undefined) =>
  device
    ? [{ key: deviceKey(device), limit: signInLimits.perDevice }]
    : [
        { key: accountKey(email), limit: signInLimits.perAccount },
        { key: addressKey(clientIp), limit: signInLimits.perAddress },
      ];

/**
 * Checks the password and starts a new session. The browser gets a new token each
 * time (rotation): a token planted before sign-in never becomes a signed-in one.
 */
export async function signIn(db: Db, attempt: SignInAttempt): Promise<SignInResult> {
  const { email, password, clientIp, now, deviceCookie, passwords } = attempt;
  const since = new Date(now.getTime() - signInLimits.windowMinutes * 60_000);
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email), isNull(staffAccounts.disabledAt)));
  const device = account ? await knownDeviceOf(db, account.id, deviceCookie, now) : undefined;
  const counts = countsFor(email, clientIp, device);
  const reservation = await reserveAttempt(db, counts, now);
  if (reservation.refused) return { ok: false, message: tooManyAttempts };

  const matches = await passwords.verify(password, account?.passwordHash ?? (await passwords.decoy()));
  if (!account || !matches) return { ok: false, message: wrongCredentials };
  // The one moment the password is known: a hash made at an older, lower cost is made again now.
  const stronger = passwords.needsRehash(account.passwordHash!) ? await passwords.hash(password) : undefined;

  const opened = await db.transaction(async (tx) => {
    if (stronger) {
      // Unless the password changed meanwhile (a link used in the same instant): that one stands.
      await tx
        .update(staffAccounts)
        .set({ passwordHash: stronger })
        .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.passwordHash, account.passwordHash!)));
    }
    // The account's failures (or this device's) start again; the address keeps its other guesses.
    await tx.delete(signInFailures).where(eq(signInFailures.key, device ? deviceKey(device) : accountKey(email)));
    await tx.delete(signInFailures).where(inArray(signInFailures.id, reservation.ids));
    // Old failures are of no use to anyone; dropping them here keeps the table small.
    await tx.delete(signInFailures).where(lt(signInFailures.at, since));
    return openSession(tx, account, { ...attempt, method: "password", knownDevice: device !== undefined });
  });
  // A new device cookie at every sign-in, as OWASP's protocol has it; the browser's old one stops working.
  return { ok: true, ...opened, deviceCookie: await issueDeviceCookie(db, account.id, attempt, now) };
}

type StaffAccountRow = typeof staffAccounts.$inferSelect;

export type SessionOpening = {
  method: SignInMethod;
  userAgent: string;
  clientIp: string;
  now: Date;
  /** Whether the browser carried this account's device cookie: if not, its owner is told of the sign-in. */
  knownDevice: boolean;
  sender: NoticeSender;
};

export type OpenedSession = {
  token: string;
  member: StaffMember;
  expiresAt: Date;
  pendingStep: SessionStep | null;
  emailIds: string[];
};

/**
 * What a session must still do before it opens the back office. A passkey is both factors at
 * once. Any other way in (a password, the company's single sign-on, the first-run link) is one:
 * an account with an authenticator is asked for its code, and one whose role must have a second
 * factor but has none is taken to set one up.
 */
async function stepAfter(tx: DbOrTransaction, account: StaffAccountRow, method: SignInMethod) {
  if (method === "passkey") return null;
  if (account.totpSecret) return "second-factor" as const;
  const required = await rolesRequiringSecondFactor(tx);
  return required.includes(account.role) ? ("set-up-second-factor" as const) : null;
}

/**
 * Every way of signing in ends here, in the caller's transaction: the session, its audit entry,
 * and the notice of a sign-in from a new browser, together or not at all.
 */
export async function openSession(
  tx: DbOrTransaction,
  account: StaffAccountRow,
  opening: SessionOpening,
): Promise<OpenedSession> {
  const { method, userAgent, clientIp, now, knownDevice, sender } = opening;
  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeHours * 3_600_000);
  const pendingStep = await stepAfter(tx, account, method);
  await tx.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    accountId: account.id,
    method,
    pendingStep,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent.slice(0, 300),
    clientIp,
  });
  // A first sign-in by single sign-on takes up the invitation as setting a password does.
  if (!account.joinedAt) {
    await tx.update(staffAccounts).set({ joinedAt: now }).where(eq(staffAccounts.id, account.id));
  }
  // Ended sessions are of no use to anyone; dropping them here keeps the table small.
  await removeEndedSessions(tx, now);
  await auditOwnAccount(tx, account, now, {
    action: "staff.sign-in",
    summary: signInSummaries[method],
    details: { clientIp, method },
  });
  const member: StaffMember = { id: account.id, email: account.email, name: account.name, role: account.role };
  const emailIds = knownDevice
    ? []
    : await queueEmails(
        tx,
        [securityNoticeEmail(member, { kind: "new-device", userAgent, clientIp, at: now }, sender)],
        now,
      );
  return { token, member, expiresAt, pendingStep, emailIds };
}

const signInSummaries: Record<SignInMethod, string> = {
  password: "Signed in with the password.",
  passkey: "Signed in with a passkey.",
  "single-sign-on": "Signed in with single sign-on.",
  "first-run": "Signed in with the first-run link.",
};

/** Within a minute a request does not move the idle deadline: no write for every page view. */
const touchEveryMs = 60_000;

/** The session a token belongs to, while it is alive and the account enabled. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<StaffSession | undefined> {
  const hash = tokenHash(token);
  const idleSince = new Date(now.getTime() - sessionIdleMinutes * 60_000);
  const [row] = await db
    .select({
      account: staffAccounts,
      id: staffSessions.id,
      lastSeenAt: staffSessions.lastSeenAt,
      pendingStep: staffSessions.pendingStep,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(
      and(
        eq(staffSessions.tokenHash, hash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staffAccounts.disabledAt),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, hash));
  }
  const { id, email, name, role } = row.account;
  return { member: { id, email, name, role }, sessionId: row.id, pendingStep: row.pendingStep };
}

export async function signOut(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}

/** Ends every session of the account, on every device, this one included. */
export async function signOutEverywhere(db: Db, member: StaffMember, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, member.id));
    await auditOwnAccount(tx, member, now, {
      action: "staff.sign-out-everywhere",
      summary: "Signed out on every device.",
    });
  });
}

export async function removeEndedSessions(db: DbOrTransaction, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - sessionIdleMinutes * 60_000);
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleSince)));
}

/** The account's signed-in browsers, most recently seen first. */
export async function listDevices(db: Db, accountId: string, now: Date) {
  await removeEndedSessions(db, now);
  return db
    .select({
      sessionId: staffSessions.id,
      userAgent: staffSessions.userAgent,
      clientIp: staffSessions.clientIp,
      method: staffSessions.method,
      signedInAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.accountId, accountId), isNull(staffSessions.pendingStep)))
    .orderBy(desc(staffSessions.lastSeenAt));
}

/** Ends one of the member's own sessions; another account's session id ends nothing. */
export async function endDevice(db: Db, member: StaffMember, sessionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.accountId, member.id)))
      .returning({ userAgent: staffSessions.userAgent });
    if (ended.length === 0) return false;
    await auditOwnAccount(tx, member, now, {
      action: "staff.end-session",
      summary: `Ended the session of ${describeBrowser(ended[0]!.userAgent)}.`,
    });
    return true;
  });
}
