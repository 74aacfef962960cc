import { and, count, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";

import type { SignIn, StaffMember } from "../../domain/staff";
import { clientAddressGroup } from "../client-address-group";
import type { Db, DbOrTransaction } from "../db/open-db";
import { signInFailures, staffAccounts, staffSessions } from "../db/schema";
import { audit } from "./audit";
import { deviceCookieSecret, deviceOf, newDeviceCookie } from "./device-cookies";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "./passwords";
import { newToken, tokenHash } from "../kernel/tokens";

/** A session ends after this long without a request… */
export const sessionIdleMinutes = 120;
/** …and after this long in any case: a working day, with room to spare. */
export const sessionLifetimeHours = 12;

/**
 * Sign-in guessing is slowed per account (whatever address it comes from) and per
 * address (whichever accounts it tries); a browser that signed in to the account before
 * is counted apart, per device. All counts cover the last 15 minutes.
 */
export const signInLimits = { windowMinutes: 15, perAccount: 5, perAddress: 20, perDevice: 5 } as const;

/** The same words whether the account exists or not. */
export const wrongCredentials = "The e-mail address or password is not right.";
export const tooManyAttempts = `Too many sign-in attempts. Please wait ${signInLimits.windowMinutes} minutes and try again.`;

export type SignInAttempt = SignIn & {
  clientIp: string;
  userAgent: string;
  now: Date;
  /** The device cookie the browser sent, if any (server/staff/device-cookies.ts). */
  deviceCookie?: string | undefined;
};

/** A success carries the session's token and a new device cookie for the browser. */
export type SignInResult =
  | { ok: true; token: string; member: StaffMember; expiresAt: Date; deviceCookie: string }
  | { ok: false; message: string };

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

async function failuresSince(db: Db, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.at, since)));
  return row?.n ?? 0;
}

/**
 * Checks the password and starts a new session. The browser gets a new token each
 * time (rotation): a token planted before sign-in never becomes a signed-in one.
 */
export async function signIn(db: Db, attempt: SignInAttempt): Promise<SignInResult> {
  const { email, password, clientIp, userAgent, now, deviceCookie } = attempt;
  const since = new Date(now.getTime() - signInLimits.windowMinutes * 60_000);
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.email, email), isNull(staffAccounts.disabledAt)));
  const device =
    account && deviceCookie ? deviceOf(await deviceCookieSecret(db, now), deviceCookie, account.id) : undefined;
  const counts = countsFor(email, clientIp, device);
  // Counted as a failure before the password is checked, and counted with it: guesses arriving at
  // once, through any instance, each see those written before them, so a burst cannot check more
  // passwords than the limit (a count read first would let them all through).
  const reserved = await db
    .insert(signInFailures)
    .values(counts.map(({ key }) => ({ key, at: now })))
    .returning({ id: signInFailures.id });
  const reservedIds = reserved.map((row) => row.id);
  const failures = await Promise.all(counts.map(({ key }) => failuresSince(db, key, since)));
  if (counts.some(({ limit }, index) => failures[index]! > limit)) {
    // A refused attempt checked nothing, so it does not count.
    await db.delete(signInFailures).where(inArray(signInFailures.id, reservedIds));
    return { ok: false, message: tooManyAttempts };
  }

  const matches = await verifyPassword(password, account?.passwordHash ?? decoyHash);
  if (!account || !matches) return { ok: false, message: wrongCredentials };
  // The one moment the password is known: a hash made at an older, lower cost is made again now.
  const stronger = needsRehash(account.passwordHash!) ? await hashPassword(password) : undefined;

  const token = newToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeHours * 3_600_000);
  await db.transaction(async (tx) => {
    if (stronger) {
      // Unless the password changed meanwhile (a link used in the same instant): that one stands.
      await tx
        .update(staffAccounts)
        .set({ passwordHash: stronger })
        .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.passwordHash, account.passwordHash!)));
    }
    await tx.insert(staffSessions).values({
      tokenHash: tokenHash(token),
      accountId: account.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: userAgent.slice(0, 300),
      clientIp,
    });
    // The account's failures (or this device's) start again; the address keeps its other guesses.
    await tx.delete(signInFailures).where(eq(signInFailures.key, device ? deviceKey(device) : accountKey(email)));
    await tx.delete(signInFailures).where(inArray(signInFailures.id, reservedIds));
    // Old failures and ended sessions are of no use to anyone; dropping them here keeps both tables small.
    await tx.delete(signInFailures).where(lt(signInFailures.at, since));
    await removeEndedSessions(tx, now);
    await audit(
      tx,
      { id: account.id, email: account.email },
      {
        action: "staff.sign-in",
        subjectType: "staff",
        subjectId: account.id,
        summary: "Signed in.",
        details: { clientIp },
      },
      now,
    );
  });
  const member: StaffMember = { id: account.id, email: account.email, name: account.name, role: account.role };
  // A new device cookie at every sign-in, as OWASP's protocol has it.
  const issued = newDeviceCookie(await deviceCookieSecret(db, now), account.id);
  return { ok: true, token, member, expiresAt, deviceCookie: issued };
}

/** Within a minute a request does not move the idle deadline: no write for every page view. */
const touchEveryMs = 60_000;

/** The person a session token belongs to, while the session is alive and the account enabled. */
export async function resolveSession(db: Db, token: string, now: Date): Promise<StaffMember | undefined> {
  const hash = tokenHash(token);
  const idleSince = new Date(now.getTime() - sessionIdleMinutes * 60_000);
  const [row] = await db
    .select({ account: staffAccounts, lastSeenAt: staffSessions.lastSeenAt })
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
  return { id, email, name, role };
}

export async function signOut(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)));
}

/** Ends every session of the account, on every device, this one included. */
export async function signOutEverywhere(db: Db, member: StaffMember, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, member.id));
    await audit(
      tx,
      member,
      {
        action: "staff.sign-out-everywhere",
        subjectType: "staff",
        subjectId: member.id,
        summary: "Signed out on every device.",
      },
      now,
    );
  });
}

async function removeEndedSessions(db: DbOrTransaction, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - sessionIdleMinutes * 60_000);
  await db.delete(staffSessions).where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, idleSince)));
}
