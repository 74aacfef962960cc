import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type * as oidc from "openid-client";

import type { SingleSignOnRefusal, SingleSignOnResult } from "../../contracts/staff-single-sign-on";
import type { OpenedSession as OpenedWithCookie } from "../../contracts/staff";
import { clientAddressGroup } from "../client-address-group";
import type { SingleSignOnConfig } from "../config";
import type { Db } from "../db/db";
import { signInFailures, staffAccounts, staffSignInCeremonies } from "../db/schema";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import { reserveAttempt } from "./attempt-limits";
import { auditOwnAccount } from "../kernel/audit/audit";
import type { NoticeSender } from "./security-notices";
import { issueDeviceCookie, knownDeviceOf } from "./known-devices";
import { openSession } from "./sessions";
import { checkIdentityClaims } from "./single-sign-on-claims";
import { authorizationRequest, failureDetail, identityOf, isGoogle } from "./single-sign-on-provider";

/** Long enough to choose an account and type a password at the provider. */
export const ceremonyMinutes = 10;
/** From the callback's checks to the finish, which the browser reaches at once. */
const finishMinutes = 2;

/**
 * Sign-ins one client address (an IPv6 /64) may start in 15 minutes. Each start is counted before
 * anything is written; a sign-in that finishes gives its count back, so only refusals and
 * abandoned starts add up. The provider sees no more than this many code exchanges from it.
 */
export const singleSignOnStartsPerAddress = 20;

export type SingleSignOnContext = {
  db: Db;
  config: SingleSignOnConfig;
  provider: () => Promise<oidc.Configuration>;
  publicSiteUrl: string;
  now: Date;
};

const refused = (refusal: SingleSignOnRefusal, detail?: string) => ({ ok: false as const, refusal, detail });

/**
 * Starts a sign-in: a ceremony row (its token's hash; the browser keeps the token in a cookie)
 * holding the PKCE verifier, state and nonce the provider's answer must match, and the address of
 * the provider's sign-in page to send the browser to.
 */
export async function startSingleSignOn(
  { db, config, provider, publicSiteUrl, now }: SingleSignOnContext,
  { next, clientIp }: { next: string; clientIp: string },
): Promise<SingleSignOnResult<{ ceremonyToken: string; authorizationUrl: string }>> {
  const key = `single-sign-on:address:${clientAddressGroup(clientIp)}`;
  const reservation = await reserveAttempt(db, [{ key, limit: singleSignOnStartsPerAddress }], now);
  if (reservation.refused) return refused("too-many-attempts");
  let request;
  try {
    request = await authorizationRequest(await provider(), config, publicSiteUrl);
  } catch (error) {
    // The provider could not be reached: that cost the person nothing, so it costs them no attempt.
    await db.delete(signInFailures).where(inArray(signInFailures.id, reservation.ids));
    return refused("unavailable", failureDetail(error));
  }
  const ceremonyToken = newToken();
  await db.transaction(async (tx) => {
    // Ceremonies nobody finished are of no use to anyone; dropping them here keeps the table small.
    await tx.delete(staffSignInCeremonies).where(lt(staffSignInCeremonies.expiresAt, now));
    await tx.insert(staffSignInCeremonies).values({
      tokenHash: tokenHash(ceremonyToken),
      kind: "single-sign-on",
      payload: { ...request.checks, attemptId: reservation.ids[0]! },
      next,
      expiresAt: new Date(now.getTime() + ceremonyMinutes * 60_000),
    });
  });
  return { ok: true, value: { ceremonyToken, authorizationUrl: request.url.toString() } };
}

/** The ceremony of this token, taken out of the table: each is used once, whatever happens next. */
async function takeCeremony(db: Db, ceremonyToken: string | undefined, now: Date) {
  if (!ceremonyToken) return undefined;
  const [ceremony] = await db
    .delete(staffSignInCeremonies)
    .where(
      and(
        eq(staffSignInCeremonies.tokenHash, tokenHash(ceremonyToken)),
        eq(staffSignInCeremonies.kind, "single-sign-on"),
      ),
    )
    .returning();
  return ceremony && ceremony.expiresAt > now ? ceremony : undefined;
}

/** The account signing in: matched on the verified address, whatever case it was typed in. */
async function accountByEmail(db: Db, email: string) {
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email.toLowerCase()));
  return account;
}

const refusalSummaries: Partial<Record<SingleSignOnRefusal, string>> = {
  "outside-domain": "Single sign-on refused: the provider's account is outside the allowed domain.",
  "unverified-email": "Single sign-on refused: the provider has not verified the e-mail address.",
  "disabled-account": "Single sign-on refused: the account is disabled.",
};

/** A refusal about an existing account goes in its history; one about nobody has nowhere to go. */
async function auditRefusal(db: Db, email: string | undefined, refusal: SingleSignOnRefusal, now: Date) {
  const account = email ? await accountByEmail(db, email) : undefined;
  if (!account) return;
  await auditOwnAccount(db, account, now, {
    action: "staff.sign-in-refused",
    summary: refusalSummaries[refusal] ?? "Single sign-on refused.",
    details: { method: "single-sign-on", refusal },
  });
}

/**
 * The provider sent the browser back. Its answer is checked against the ceremony (openid-client),
 * then the person against the company's rules: a verified address at the allowed domain (and
 * Google's Workspace domain), of an existing, enabled account. A success leaves a new, short
 * ceremony under the same token naming the account, for the finish to open its session.
 */
export async function verifySingleSignOn(
  { db, config, provider, publicSiteUrl, now }: SingleSignOnContext,
  ceremonyToken: string | undefined,
  callbackSearch: string,
): Promise<SingleSignOnResult<void>> {
  const ceremony = await takeCeremony(db, ceremonyToken, now);
  const { state, nonce, codeVerifier, attemptId, accountId } = ceremony?.payload ?? {};
  // A ceremony already verified is not checked twice: the callback's address could be replayed.
  if (!ceremony || !state || !nonce || !codeVerifier || accountId) return refused("expired");

  let claims;
  try {
    claims = await identityOf(await provider(), publicSiteUrl, callbackSearch, { state, nonce, codeVerifier });
  } catch (error) {
    return refused("failed", failureDetail(error));
  }
  const check = checkIdentityClaims(claims, {
    allowedDomain: config.allowedDomain,
    requireHostedDomain: isGoogle(config),
  });
  if (!check.ok) {
    await auditRefusal(db, check.email, check.refusal, now);
    return refused(check.refusal);
  }
  const account = await accountByEmail(db, check.email);
  if (!account) return refused("unknown-account");
  if (account.disabledAt) {
    await auditRefusal(db, account.email, "disabled-account", now);
    return refused("disabled-account");
  }
  await db.insert(staffSignInCeremonies).values({
    tokenHash: ceremony.tokenHash,
    kind: "single-sign-on",
    payload: { accountId: account.id, ...(attemptId ? { attemptId } : {}) },
    next: ceremony.next,
    expiresAt: new Date(now.getTime() + finishMinutes * 60_000),
  });
  return { ok: true, value: undefined };
}

export type FinishingClient = { clientIp: string; userAgent: string; deviceCookie: string | undefined };

/**
 * Opens the session of a verified ceremony, in the browser's own same-site request: its device
 * cookie says whether this browser signed in to the account before (no new-browser notice then).
 */
export async function finishSingleSignOn(
  { db, now }: Pick<SingleSignOnContext, "db" | "now">,
  ceremonyToken: string | undefined,
  client: FinishingClient,
  sender: NoticeSender,
): Promise<SingleSignOnResult<{ opened: OpenedWithCookie; next: string; emailIds: string[] }>> {
  const ceremony = await takeCeremony(db, ceremonyToken, now);
  const { accountId, attemptId } = ceremony?.payload ?? {};
  if (!ceremony || !accountId) return refused("expired");
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, accountId), isNull(staffAccounts.disabledAt)));
  // Disabled in the seconds since the callback.
  if (!account) return refused("disabled-account");

  const knownDevice = (await knownDeviceOf(db, account.id, client.deviceCookie, now)) !== undefined;
  const { emailIds, token, member, pendingStep } = await db.transaction(async (tx) => {
    // The start's count is given back: a sign-in that went through is no guess.
    if (attemptId) await tx.delete(signInFailures).where(eq(signInFailures.id, attemptId));
    return openSession(tx, account, { ...client, method: "single-sign-on", now, knownDevice, sender });
  });
  const deviceCookie = await issueDeviceCookie(db, account.id, client, now);
  return { ok: true, value: { opened: { token, member, pendingStep, deviceCookie }, next: ceremony.next, emailIds } };
}
