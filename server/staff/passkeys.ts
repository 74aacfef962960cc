import { isIP } from "node:net";

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { COSEALG } from "@simplewebauthn/server/helpers";
import { and, asc, count, eq, inArray, isNull, lt } from "drizzle-orm";
import { z } from "zod";

import { company } from "../../domain/company/company";
import { PasskeyNameSchema } from "../../domain/staff/passkeys";
import type { StaffMember } from "../../domain/staff/staff";
import { clientAddressGroup } from "../client-address-group";
import type { Db, DbOrTransaction } from "../db/db";
import { signInFailures, staffAccounts, staffPasskeys, staffSessions, staffSignInCeremonies } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import { queueEmails } from "../outbox/mail-outbox";
import { attemptWindowMinutes, reserveAttempt } from "./attempt-limits";
import { auditOwnAccount } from "../kernel/audit/audit";
import { securityNoticeEmail, type NoticeSender } from "./security-notices";
import { knownDeviceOf } from "./known-devices";
import { openSession, type OpenedSession } from "./sessions";

/** A rule of passkeys was broken; the message is for the person who tried. */
export class PasskeyError extends RefusedError {}

/**
 * Who the passkeys are for: the site's configured address, never the request's Host or Origin
 * header, so a look-alike site relaying the requests cannot pass its own origin off as ours.
 */
export type RelyingParty = { id: string; origin: string; name: string };

/**
 * The relying party of the configured public address; undefined where it is an IP address,
 * which WebAuthn refuses (browsers make and use passkeys only for a domain name).
 */
export function relyingPartyOf(publicSiteUrl: string): RelyingParty | undefined {
  const url = new URL(publicSiteUrl);
  if (isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0) return undefined;
  return { id: url.hostname, origin: url.origin, name: `${company.name} back office` };
}

/** How long a challenge, for a new passkey or a sign-in, may wait for the authenticator's answer. */
export const ceremonyMinutes = 5;
const ceremonyMs = ceremonyMinutes * 60_000;
/** Passkey sign-ins begun from one address (an IPv6 /64) in the attempt window and not finished. */
export const passkeyAttemptLimit = 20;
/** Enough for every device a person uses; it keeps one account's list, and the table, bounded. */
export const passkeysPerAccount = 20;

export const passkeysUnavailable =
  "Passkeys cannot be used at this site's address: it is an IP address, and browsers keep passkeys only for a domain name.";
export const ceremonyExpired = "This passkey request has expired. Please try again.";
export const passkeyNotAccepted = "This passkey could not be checked. Please try again, or sign in with your password.";
export const unknownPasskey =
  "This passkey does not open an account here. Please sign in with your password, or use another passkey.";
export const tooManyPasskeyAttempts = `Too many passkey sign-ins were started from your network. Please wait ${attemptWindowMinutes} minutes and try again.`;
const tooManyPasskeys = `An account can have at most ${passkeysPerAccount} passkeys. Please remove one you no longer use first.`;
const alreadyRemoved = "This passkey has already been removed.";

// What browsers send back, checked for shape before the library reads it: base64url strings of
// bounded length (a credential ID is at most 1,023 bytes; a body is at most a few kilobytes).
const base64url = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]*$/);
const credentialId = base64url.min(1).max(1400);
const transports = z.array(z.string().max(20)).max(10);

const RegistrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: transports.optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

const AuthenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The browser's answer as JSON text, in the shape the library expects; anything else is refused. */
function parseAnswer<Schema extends z.ZodType>(schema: Schema, text: string): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new PasskeyError(passkeyNotAccepted);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PasskeyError(passkeyNotAccepted);
  return parsed.data;
}

/**
 * The library throws on every failed check (origin, RP ID, challenge, signature, counter, user
 * verification); each is the same refusal to the person, and none is a fault of the server.
 */
async function checked<T>(verification: () => Promise<T>): Promise<T> {
  try {
    return await verification();
  } catch {
    throw new PasskeyError(passkeyNotAccepted);
  }
}

/**
 * The keys every authenticator makes. The library would add ML-DSA where the runtime has it, which
 * Node still calls experimental (a warning on stderr at the first registration); no authenticator makes one yet.
 */
const supportedAlgorithmIDs = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** The user handle each passkey carries: the account's id, so a passkey names whose it is. */
const userHandleOf = (accountId: string) => new TextEncoder().encode(accountId);

async function notify(
  tx: DbOrTransaction,
  member: Pick<StaffMember, "email" | "name">,
  change: string,
  now: Date,
  sender: NoticeSender,
) {
  return queueEmails(tx, [securityNoticeEmail(member, { kind: "factor-change", change, at: now }, sender)], now);
}

/** Logs a change a member made to their own passkeys, on their own account. */
const auditOwnPasskeys = (
  tx: DbOrTransaction,
  member: StaffMember,
  change: "add" | "rename" | "remove",
  summary: string,
  now: Date,
) => auditOwnAccount(tx, member, now, { action: `staff.passkey-${change}`, summary });

export async function listPasskeys(db: Db, accountId: string) {
  return db
    .select({
      id: staffPasskeys.id,
      name: staffPasskeys.name,
      createdAt: staffPasskeys.createdAt,
      lastUsedAt: staffPasskeys.lastUsedAt,
    })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, accountId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

async function passkeyCount(db: DbOrTransaction, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffPasskeys).where(eq(staffPasskeys.accountId, accountId));
  return row?.n ?? 0;
}

/**
 * The registration challenge kept on the session, with when it was issued: "<ms>.<challenge>".
 * The session row has no column for the time, and a challenge must not outlive its few minutes.
 */
const storedChallenge = (challenge: string, now: Date) => `${now.getTime()}.${challenge}`;

function liveChallenge(stored: string, now: Date): string | undefined {
  const [issuedAt, challenge] = stored.split(".");
  return challenge && now.getTime() - Number(issuedAt) <= ceremonyMs ? challenge : undefined;
}

/**
 * The options for the browser to make a passkey for the signed-in member. Their passkeys are
 * excluded (an authenticator holding one says so instead of making a second), and the key must
 * be discoverable, so it can later sign in without an e-mail address typed first.
 */
export async function registrationOptions(
  db: Db,
  relyingParty: RelyingParty,
  { member, sessionId }: { member: StaffMember; sessionId: string },
  now: Date,
) {
  const existing = await db
    .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.accountId, member.id));
  if (existing.length >= passkeysPerAccount) throw new PasskeyError(tooManyPasskeys);
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: member.email,
    userDisplayName: member.name || member.email,
    userID: userHandleOf(member.id),
    timeout: ceremonyMs,
    attestationType: "none",
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    supportedAlgorithmIDs,
  });
  await db
    .update(staffSessions)
    .set({ passkeyChallenge: storedChallenge(options.challenge, now) })
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.accountId, member.id)));
  return options;
}

/**
 * Checks the authenticator's answer to the session's challenge and keeps the new passkey. The
 * challenge is taken off the session first, in one conditional update: it answers once, even to
 * two requests sent at once.
 */
export async function registerPasskey(
  db: Db,
  relyingParty: RelyingParty,
  { member, sessionId }: { member: StaffMember; sessionId: string },
  registration: { name: string; response: string },
  now: Date,
  sender: NoticeSender,
): Promise<string[]> {
  const name = PasskeyNameSchema.safeParse(registration.name);
  if (!name.success) throw new PasskeyError(name.error.issues[0]!.message);
  const response = parseAnswer(RegistrationResponse, registration.response) as RegistrationResponseJSON;

  const [session] = await db
    .select({ challenge: staffSessions.passkeyChallenge })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.accountId, member.id)));
  const taken = session?.challenge
    ? await db
        .update(staffSessions)
        .set({ passkeyChallenge: null })
        .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.passkeyChallenge, session.challenge)))
        .returning({ id: staffSessions.id })
    : [];
  const challenge = taken.length === 1 ? liveChallenge(session!.challenge!, now) : undefined;
  if (!challenge) throw new PasskeyError(ceremonyExpired);

  const verification = await checked(() =>
    verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      // Asked as "preferred": a security key without a PIN may still be added. Signing in asks for it.
      requireUserVerification: false,
      supportedAlgorithmIDs,
    }),
  );
  if (!verification.verified) throw new PasskeyError(passkeyNotAccepted);
  const { credential } = verification.registrationInfo;

  return db.transaction(async (tx) => {
    if ((await passkeyCount(tx, member.id)) >= passkeysPerAccount) throw new PasskeyError(tooManyPasskeys);
    const added = await tx
      .insert(staffPasskeys)
      .values({
        id: credential.id,
        accountId: member.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        signCount: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        name: name.data,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: staffPasskeys.id });
    if (added.length === 0) throw new PasskeyError("This passkey is registered already.");
    await auditOwnPasskeys(tx, member, "add", `Added the passkey "${name.data}".`, now);
    return notify(tx, member, `A passkey ("${name.data}") was added to your account`, now, sender);
  });
}

export async function renamePasskey(db: Db, member: StaffMember, passkeyId: string, name: string, now: Date) {
  const parsed = PasskeyNameSchema.safeParse(name);
  if (!parsed.success) throw new PasskeyError(parsed.error.issues[0]!.message);
  await db.transaction(async (tx) => {
    const renamed = await tx
      .update(staffPasskeys)
      .set({ name: parsed.data })
      .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.accountId, member.id)))
      .returning({ id: staffPasskeys.id });
    if (renamed.length === 0) throw new PasskeyError(alreadyRemoved);
    await auditOwnPasskeys(tx, member, "rename", `Renamed a passkey to "${parsed.data}".`, now);
  });
}

/** Removes one of the member's own passkeys; another account's passkey id removes nothing. */
export async function removePasskey(
  db: Db,
  member: StaffMember,
  passkeyId: string,
  now: Date,
  sender: NoticeSender,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.accountId, member.id)))
      .returning({ name: staffPasskeys.name });
    if (removed.length === 0) throw new PasskeyError(alreadyRemoved);
    const { name } = removed[0]!;
    await auditOwnPasskeys(tx, member, "remove", `Removed the passkey "${name}".`, now);
    return notify(tx, member, `A passkey ("${name}") was removed from your account`, now, sender);
  });
}

const addressKey = (clientIp: string) => `passkey:${clientAddressGroup(clientIp)}`;

/**
 * Starts a passkey sign-in. Nobody is named: the browser offers the passkeys it holds for this
 * site, and the one chosen says whose it is. Each start is counted against the client's address
 * from now on, and stops counting only when it signs in: starts that never finish (or fail) are
 * what a stranger's attempts look like, and each one leaves a row behind for its few minutes.
 */
export async function passkeySignInOptions(
  db: Db,
  relyingParty: RelyingParty,
  { next, clientIp }: { next: string; clientIp: string },
  now: Date,
) {
  const reservation = await reserveAttempt(db, [{ key: addressKey(clientIp), limit: passkeyAttemptLimit }], now);
  if (reservation.refused) throw new PasskeyError(tooManyPasskeyAttempts);
  // Ceremonies nobody finished are of no use to anyone; dropping them here keeps the table small.
  await db
    .delete(staffSignInCeremonies)
    .where(and(eq(staffSignInCeremonies.kind, "passkey"), lt(staffSignInCeremonies.expiresAt, now)));
  const options = await generateAuthenticationOptions({
    rpID: relyingParty.id,
    allowCredentials: [],
    userVerification: "required",
    timeout: ceremonyMs,
  });
  const ceremonyToken = newToken();
  await db.insert(staffSignInCeremonies).values({
    tokenHash: tokenHash(ceremonyToken),
    kind: "passkey",
    payload: { challenge: options.challenge, attempt: reservation.ids.join(",") },
    next,
    expiresAt: new Date(now.getTime() + ceremonyMs),
  });
  return { ceremonyToken, options };
}

/** Takes the ceremony out of the table, so its challenge answers once; undefined if it is gone or expired. */
async function takeCeremony(db: Db, ceremonyToken: string, now: Date) {
  const [ceremony] = await db
    .delete(staffSignInCeremonies)
    .where(
      and(eq(staffSignInCeremonies.tokenHash, tokenHash(ceremonyToken)), eq(staffSignInCeremonies.kind, "passkey")),
    )
    .returning();
  return ceremony && ceremony.expiresAt > now ? ceremony : undefined;
}

export type PasskeySignIn = {
  ceremonyToken: string;
  response: string;
  clientIp: string;
  userAgent: string;
  deviceCookie: string | undefined;
  now: Date;
  sender: NoticeSender;
};

/**
 * Checks a passkey's signature over the ceremony's challenge and opens a session with no step
 * left: the passkey is something the person has, unlocked by something they are or know (user
 * verification is required). The counter must move forward, unless the authenticator keeps
 * none (it says 0), which synced passkeys do.
 */
export async function signInWithPasskey(
  db: Db,
  relyingParty: RelyingParty,
  attempt: PasskeySignIn,
): Promise<OpenedSession & { next: string }> {
  const { now } = attempt;
  const ceremony = await takeCeremony(db, attempt.ceremonyToken, now);
  if (!ceremony?.payload.challenge) throw new PasskeyError(ceremonyExpired);
  const response = parseAnswer(AuthenticationResponse, attempt.response) as AuthenticationResponseJSON;

  const [found] = await db
    .select({ passkey: staffPasskeys, account: staffAccounts })
    .from(staffPasskeys)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasskeys.accountId))
    .where(and(eq(staffPasskeys.id, response.id), isNull(staffAccounts.disabledAt)));
  if (!found) throw new PasskeyError(unknownPasskey);
  const { passkey, account } = found;
  // The authenticator names the account the passkey was made for; it must be the one we hold it under.
  const expectedHandle = Buffer.from(userHandleOf(account.id)).toString("base64url");
  if (response.response.userHandle !== undefined && response.response.userHandle !== expectedHandle) {
    throw new PasskeyError(unknownPasskey);
  }

  const verification = await checked(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: ceremony.payload.challenge!,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.signCount,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }),
  );
  if (!verification.verified) throw new PasskeyError(passkeyNotAccepted);

  const knownDevice = (await knownDeviceOf(db, account.id, attempt.deviceCookie, now)) !== undefined;
  const attemptIds = (ceremony.payload.attempt ?? "").split(",").filter(Boolean);
  return db.transaction(async (tx) => {
    // Only from the count this check read: if a copy of the key moved it meanwhile, this one is refused.
    const moved = await tx
      .update(staffPasskeys)
      .set({ signCount: verification.authenticationInfo.newCounter, lastUsedAt: now })
      .where(and(eq(staffPasskeys.id, passkey.id), eq(staffPasskeys.signCount, passkey.signCount)))
      .returning({ id: staffPasskeys.id });
    if (moved.length === 0) throw new PasskeyError(passkeyNotAccepted);
    if (attemptIds.length > 0) await tx.delete(signInFailures).where(inArray(signInFailures.id, attemptIds));
    const opened = await openSession(tx, account, {
      method: "passkey",
      userAgent: attempt.userAgent,
      clientIp: attempt.clientIp,
      now,
      knownDevice,
      sender: attempt.sender,
    });
    return { ...opened, next: ceremony.next };
  });
}
