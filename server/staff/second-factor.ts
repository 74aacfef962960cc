import { randomInt } from "node:crypto";

import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";

import { company } from "../../domain/company/company";
import type { StaffMember } from "../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../db/db";
import { signInFailures, staffAccounts, staffPasskeys, staffRecoveryCodes, staffSessions } from "../db/schema";
import { queueEmails } from "../outbox/mail-outbox";
import { RefusedError } from "../kernel/requests/outcome";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import { describeMember } from "./accounts";
import { minutesLocked, reserveAttempt } from "./attempt-limits";
import { forgetAllKnownDevicesOf } from "./known-devices";
import { audit, auditOwnAccount, type Actor } from "../kernel/audit/audit";
import { rolesRequiringSecondFactor } from "./second-factor-policy";
import { securityNoticeEmail, type NoticeSender } from "./security-notices";
import { removeEndedSessions } from "./sessions";

/** A rule of second factors was broken; the message is for the person who tried. */
export class SecondFactorError extends RefusedError {}

/** Codes tried per account in the attempt window, right or wrong, before the next are refused. */
export const codeAttemptLimit = 5;
export const recoveryCodeCount = 10;

export const wrongCode = "The code is not right. Please try again.";
export const usedCode = "This code was used already. Please wait for the next one in your app.";
/** The code step's lock, saying how long it lasts: a recovery code still passes it. */
export const tooManyCodes = (minutes: number) =>
  `Too many codes were tried. The app's codes are refused for ${minutes} more ${minutes === 1 ? "minute" : "minutes"}; a recovery code still works.`;
/**
 * Recovery codes are about 50 bits each: no one guesses one in a lifetime of tries, so a lock on
 * the app's six digits does not hold them back. Their own generous limit only stops a flood.
 */
export const recoveryCodeAttemptLimit = 20;
const noSession = "Your sign-in has expired. Please sign in again.";

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, a new code every 30 seconds. */
const periodSeconds = 30;
const authenticator = (secret: string, label: string) =>
  new TOTP({
    issuer: company.name,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/**
 * The time step a code belongs to, if it is right now or one step either side (a phone's clock
 * a little off, a code typed as it changed); undefined if it is not right.
 */
function stepOf(secret: string, code: string, now: Date): number | undefined {
  const delta = authenticator(secret, "").validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : Math.floor(now.getTime() / 1000 / periodSeconds) + delta;
}

const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

/** Ten codes of ten letters and digits (about 50 bits each), without the ones people misread. */
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";
const newRecoveryCode = () =>
  Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join("");
/** Shown as "abcde-fghjk": easier to copy; the dash is optional when typing it back. */
export const showRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

async function replaceRecoveryCodes(tx: DbOrTransaction, accountId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, accountId));
  await tx
    .insert(staffRecoveryCodes)
    .values(codes.map((code) => ({ accountId, codeHash: tokenHash(code), createdAt: now })));
  return codes.map(showRecoveryCode);
}

async function liveSession(db: DbOrTransaction, token: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(and(eq(staffSessions.tokenHash, tokenHash(token)), isNull(staffAccounts.disabledAt)));
  await removeEndedSessions(db, now);
  return row && row.session.expiresAt > now ? row : undefined;
}

async function notify(
  tx: DbOrTransaction,
  account: Pick<StaffMember, "email" | "name">,
  change: string,
  now: Date,
  sender: NoticeSender,
): Promise<string[]> {
  return queueEmails(tx, [securityNoticeEmail(account, { kind: "factor-change", change, at: now }, sender)], now);
}

/**
 * The secret for the session's page to show, kept on the session until a code confirms it: the one
 * shown before, if any, so a mistyped code or a reload does not make the person scan again.
 */
export async function beginAuthenticatorSetup(db: Db, token: string, now: Date) {
  const row = await liveSession(db, token, now);
  if (!row) return undefined;
  const secret = row.session.totpEnrolmentSecret ?? new Secret({ size: 20 }).base32;
  if (!row.session.totpEnrolmentSecret) {
    await db
      .update(staffSessions)
      .set({ totpEnrolmentSecret: secret })
      .where(eq(staffSessions.tokenHash, tokenHash(token)));
  }
  return {
    secret,
    uri: authenticator(secret, row.account.email).toString(),
    replacing: row.account.totpSecret !== null,
  };
}

/**
 * Counts a code against the account's limit for its kind (the app's six digits, or a recovery
 * code); throws when over it, saying for how long. The reservation stays a failure unless the code
 * was right.
 */
async function spendCodeAttempt(db: Db, accountId: string, code: string, now: Date) {
  const [key, limit] = isAuthenticatorCode(code)
    ? [`second-factor:${accountId}`, codeAttemptLimit]
    : [`recovery-code:${accountId}`, recoveryCodeAttemptLimit];
  const reservation = await reserveAttempt(db, [{ key, limit }], now);
  if (reservation.refused) throw new SecondFactorError(tooManyCodes(await minutesLocked(db, key, limit, now)));
  return reservation.ids;
}

const forgetAttempt = (tx: DbOrTransaction, ids: string[]) =>
  ids.length > 0 ? tx.delete(signInFailures).where(or(...ids.map((id) => eq(signInFailures.id, id)))) : undefined;

/**
 * Takes a step the authenticator's code confirmed, once: the code of that step, and any older
 * one, is refused after (two requests with the same code at once: the second finds the step taken).
 */
async function takeStep(tx: DbOrTransaction, accountId: string, step: number): Promise<boolean> {
  const taken = await tx
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, accountId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return taken.length === 1;
}

/** Gives the session a new token and marks it signed in: a token seen before the second factor opens nothing more. */
async function promoteSession(tx: DbOrTransaction, token: string): Promise<string> {
  const promoted = newToken();
  const rows = await tx
    .update(staffSessions)
    .set({ tokenHash: tokenHash(promoted), pendingStep: null, totpEnrolmentSecret: null })
    .where(eq(staffSessions.tokenHash, tokenHash(token)))
    .returning({ id: staffSessions.id });
  if (rows.length !== 1) throw new SecondFactorError(noSession);
  return promoted;
}

/**
 * Confirms the secret shown to this session with a code from it: the account's authenticator is
 * now that one (replacing any before), with ten new recovery codes, shown once.
 */
export async function confirmAuthenticatorSetup(
  db: Db,
  token: string,
  code: string,
  now: Date,
  sender: NoticeSender,
): Promise<{ recoveryCodes: string[]; token: string; emailIds: string[] }> {
  const row = await liveSession(db, token, now);
  if (!row) throw new SecondFactorError(noSession);
  const secret = row.session.totpEnrolmentSecret;
  if (!secret) throw new SecondFactorError("Please start again: the code shown has expired.");
  const attempt = await spendCodeAttempt(db, row.account.id, code, now);
  const step = isAuthenticatorCode(code) ? stepOf(secret, code, now) : undefined;
  if (step === undefined) throw new SecondFactorError(wrongCode);
  return db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(eq(staffAccounts.id, row.account.id));
    const recoveryCodes = await replaceRecoveryCodes(tx, row.account.id, now);
    const promoted = await promoteSession(tx, token);
    await forgetAttempt(tx, attempt);
    const replaced = row.account.totpSecret !== null;
    await auditOwnAccount(tx, row.account, now, {
      action: "staff.second-factor-set-up",
      summary: replaced ? "Replaced the authenticator app." : "Set up an authenticator app.",
    });
    const emailIds = await notify(
      tx,
      row.account,
      replaced
        ? "An authenticator app replaced the one your account had"
        : "An authenticator app was set up for your account",
      now,
      sender,
    );
    return { recoveryCodes, token: promoted, emailIds };
  });
}

/**
 * The code asked after the password: the authenticator's, or one of the recovery codes. Either
 * works once. Answers the session's new token; a used recovery code is told to its owner.
 */
export async function verifySecondFactor(
  db: Db,
  token: string,
  code: string,
  now: Date,
  sender: NoticeSender,
): Promise<{ token: string; emailIds: string[] }> {
  const row = await liveSession(db, token, now);
  if (!row || row.session.pendingStep !== "second-factor" || !row.account.totpSecret) {
    throw new SecondFactorError(noSession);
  }
  const { account } = row;
  const attempt = await spendCodeAttempt(db, account.id, code, now);
  return db.transaction(async (tx) => {
    let summary: string;
    let emailIds: string[] = [];
    if (isAuthenticatorCode(code)) {
      const step = stepOf(account.totpSecret!, code, now);
      if (step === undefined) throw new SecondFactorError(wrongCode);
      if (!(await takeStep(tx, account.id, step))) throw new SecondFactorError(usedCode);
      summary = "Entered the code of the authenticator app.";
    } else {
      const used = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.accountId, account.id),
            eq(staffRecoveryCodes.codeHash, tokenHash(code)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ codeHash: staffRecoveryCodes.codeHash });
      if (used.length === 0) throw new SecondFactorError(wrongCode);
      const left = await recoveryCodesLeft(tx, account.id);
      summary = `Used a recovery code (${left} left).`;
      emailIds = await notify(
        tx,
        account,
        `A recovery code was used to sign in to your account (${left} left)`,
        now,
        sender,
      );
    }
    const promoted = await promoteSession(tx, token);
    await forgetAttempt(tx, attempt);
    await auditOwnAccount(tx, account, now, { action: "staff.second-factor", summary });
    return { token: promoted, emailIds };
  });
}

async function recoveryCodesLeft(db: DbOrTransaction, accountId: string): Promise<number> {
  const rows = await db
    .select({ codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.accountId, accountId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}

async function accountRow(db: DbOrTransaction, accountId: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, accountId));
  if (!row) throw new SecondFactorError("This account does not exist.");
  return row;
}

export async function secondFactorStatus(db: Db, member: StaffMember) {
  const account = await accountRow(db, member.id);
  const required = (await rolesRequiringSecondFactor(db)).includes(account.role);
  return {
    hasAuthenticator: account.totpSecret !== null,
    recoveryCodesLeft: await recoveryCodesLeft(db, member.id),
    required,
  };
}

/** Ten new recovery codes for an account with an authenticator; the ones before stop working. */
export async function newRecoveryCodes(db: Db, member: StaffMember, now: Date, sender: NoticeSender) {
  return db.transaction(async (tx) => {
    const account = await accountRow(tx, member.id);
    if (!account.totpSecret) throw new SecondFactorError("Please set up an authenticator app first.");
    const recoveryCodes = await replaceRecoveryCodes(tx, member.id, now);
    await auditOwnAccount(tx, member, now, { action: "staff.recovery-codes", summary: "Made new recovery codes." });
    const emailIds = await notify(
      tx,
      account,
      "New recovery codes were made for your account; the old ones no longer work",
      now,
      sender,
    );
    return { recoveryCodes, emailIds };
  });
}

async function clearAuthenticator(tx: DbOrTransaction, accountId: string): Promise<void> {
  await tx.update(staffAccounts).set({ totpSecret: null, totpLastStep: null }).where(eq(staffAccounts.id, accountId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, accountId));
}

/** The owner removes their authenticator: allowed only where their role need not have one. */
export async function removeAuthenticator(db: Db, member: StaffMember, now: Date, sender: NoticeSender) {
  return db.transaction(async (tx) => {
    const account = await accountRow(tx, member.id);
    if ((await rolesRequiringSecondFactor(tx)).includes(account.role)) {
      throw new SecondFactorError("Your role must use a second factor, so the authenticator app cannot be removed.");
    }
    await clearAuthenticator(tx, member.id);
    await auditOwnAccount(tx, member, now, {
      action: "staff.second-factor-remove",
      summary: "Removed the authenticator app.",
    });
    return notify(tx, account, "The authenticator app was removed from your account", now, sender);
  });
}

/**
 * An admin clears a colleague's second factors, authenticator, recovery codes and passkeys alike
 * (a lost phone, a stolen laptop). The colleague's sessions end, so whoever holds one must sign in
 * again with the password, and set a new factor up if their role must have one. Audited, and
 * e-mailed to the colleague.
 */
export async function resetSecondFactor(db: Db, actor: Actor, accountId: string, now: Date, sender: NoticeSender) {
  return db.transaction(async (tx) => {
    const account = await accountRow(tx, accountId);
    const passkeys = await tx
      .delete(staffPasskeys)
      .where(eq(staffPasskeys.accountId, accountId))
      .returning({ id: staffPasskeys.id });
    if (!account.totpSecret && passkeys.length === 0) {
      throw new SecondFactorError("This account has no second factor to reset.");
    }
    await clearAuthenticator(tx, accountId);
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, accountId));
    await forgetAllKnownDevicesOf(tx, accountId);
    await audit(tx, actor, now, {
      action: "staff.second-factor-reset",
      subjectType: "staff",
      subjectId: accountId,
      summary: `Reset the second factors of ${describeMember(account)}.`,
      details: { authenticator: account.totpSecret !== null, passkeys: passkeys.length },
    });
    return notify(
      tx,
      account,
      `${actor.email} reset the second factors of your account (authenticator app and passkeys)`,
      now,
      sender,
    );
  });
}
