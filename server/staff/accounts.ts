import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";

import {
  passwordLinkHours,
  staffRoleLabels,
  type InviteStaff,
  type StaffMember,
  type StaffRole,
} from "../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../db/db";
import { staffAccounts, staffPasskeys, staffPasswordTokens, staffSessions } from "../db/schema";
import { isUniqueViolation } from "../db/errors";
import { queueEmails, type OutgoingEmail } from "../outbox/mail-outbox";
import { RefusedError } from "../kernel/requests/outcome";
import { audit, auditOwnAccount, type Actor } from "../kernel/audit/audit";
import { forgetAllKnownDevicesOf } from "./known-devices";
import type { PasswordHasher } from "../kernel/secrets/password-hashing";
import { weakPasswordReason } from "./passwords";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import type { AccountHandOver, AccountLeaving } from "../kernel/back-office/back-office-parts";

export { passwordLinkHours } from "../../domain/staff/staff";

/** A rule of the accounts was broken; the message is for the person who tried. */
export class StaffAccountError extends RefusedError {}

export type StaffAccount = StaffMember & {
  hasPassword: boolean;
  hasSecondFactor: boolean;
  disabledAt: Date | null;
  createdAt: Date;
};

const asAccount = (row: typeof staffAccounts.$inferSelect): StaffAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  hasPassword: row.passwordHash !== null,
  // An authenticator; listStaff adds passkeys.
  hasSecondFactor: row.totpSecret !== null,
  disabledAt: row.disabledAt,
  createdAt: row.createdAt,
});

export const describeMember = (member: Pick<StaffMember, "email" | "name">) =>
  member.name ? `${member.name} (${member.email})` : member.email;

async function issuePasswordToken(db: DbOrTransaction, accountId: string, now: Date): Promise<string> {
  const token = newToken();
  // One link at a time: a new link cancels the ones sent before.
  await db.delete(staffPasswordTokens).where(eq(staffPasswordTokens.accountId, accountId));
  await db.insert(staffPasswordTokens).values({
    tokenHash: tokenHash(token),
    accountId,
    expiresAt: new Date(now.getTime() + passwordLinkHours * 3_600_000),
    createdAt: now,
  });
  return token;
}

/**
 * Creates an account without a password and answers the one-time token of the link that
 * sets it. `invitationEmail`, if given, is queued in the same transaction: no account
 * without its e-mail, no e-mail for an account that was refused.
 */
export async function inviteStaff(
  db: Db,
  actor: Actor,
  invite: InviteStaff,
  now: Date,
  { invitationEmail }: { invitationEmail?: (token: string) => OutgoingEmail } = {},
): Promise<{ account: StaffAccount; token: string; emailIds: string[] }> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffAccounts)
        .values({ ...invite, createdAt: now })
        .returning();
      const token = await issuePasswordToken(tx, row!.id, now);
      await audit(tx, actor, now, {
        action: "staff.invite",
        subjectType: "staff",
        subjectId: row!.id,
        summary: `Invited ${describeMember(invite)} as ${staffRoleLabels[invite.role]}.`,
        details: { email: invite.email, role: invite.role },
      });
      const emailIds = invitationEmail ? await queueEmails(tx, [invitationEmail(token)], now) : [];
      return { account: asAccount(row!), token, emailIds };
    });
  } catch (error) {
    if (isUniqueViolation(error, "staff_accounts_email_unique")) {
      throw new StaffAccountError("An account with this e-mail address already exists.");
    }
    throw error;
  }
}

/** A new link to set the password: for someone who lost theirs, or whose invitation expired. */
export async function resendPasswordLink(db: Db, actor: Actor, accountId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const account = await existingAccount(tx, accountId);
    const token = await issuePasswordToken(tx, accountId, now);
    await audit(tx, actor, now, {
      action: "staff.password-link",
      subjectType: "staff",
      subjectId: accountId,
      summary: `Sent ${describeMember(account)} a new link to set a password.`,
    });
    return token;
  });
}

/** The account to change; one gone since the page was drawn is refused. */
async function existingAccount(db: DbOrTransaction, id: string) {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  if (!row) throw new StaffAccountError("This account does not exist.");
  return row;
}

/** The account a password link is for, while the link is valid. */
export async function findPasswordLink(db: Db, token: string, now: Date): Promise<StaffAccount | undefined> {
  const [row] = await db
    .select({ account: staffAccounts })
    .from(staffPasswordTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasswordTokens.accountId))
    .where(
      and(
        eq(staffPasswordTokens.tokenHash, tokenHash(token)),
        gt(staffPasswordTokens.expiresAt, now),
        isNull(staffAccounts.disabledAt),
      ),
    );
  return row && asAccount(row.account);
}

/**
 * Sets the password a link was sent for and uses the link up. Every session of the
 * account ends: whoever knew the old password is signed out too.
 */
export async function setPasswordWithLink(
  db: Db,
  token: string,
  password: string,
  now: Date,
  passwords: PasswordHasher,
): Promise<StaffAccount> {
  const account = await findPasswordLink(db, token, now);
  if (!account)
    throw new StaffAccountError("This link has expired or has already been used. Please ask an admin for a new one.");
  const weakness = await weakPasswordReason(password, [account.email, account.name, "nexora"]);
  if (weakness) throw new StaffAccountError(weakness);
  const passwordHash = await passwords.hash(password);
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(staffPasswordTokens)
      .where(eq(staffPasswordTokens.tokenHash, tokenHash(token)))
      .returning();
    // Two tabs submitting the same link: only the first sets the password.
    if (used.length === 0) throw new StaffAccountError("This link has already been used. Please sign in.");
    await tx
      .update(staffAccounts)
      .set({ passwordHash, joinedAt: sql`coalesce(${staffAccounts.joinedAt}, ${now})` })
      .where(eq(staffAccounts.id, account.id));
    await tx.delete(staffSessions).where(eq(staffSessions.accountId, account.id));
    // Whoever had the password may have had a browser the account knew: it knows none now.
    await forgetAllKnownDevicesOf(tx, account.id);
    await auditOwnAccount(tx, account, now, { action: "staff.password", summary: "Set a new password." });
    return account;
  });
}

export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
  const withPasskeys = new Set(
    (await db.selectDistinct({ accountId: staffPasskeys.accountId }).from(staffPasskeys)).map((row) => row.accountId),
  );
  return rows.map((row) => ({
    ...asAccount(row),
    hasSecondFactor: row.totpSecret !== null || withPasskeys.has(row.id),
  }));
}

/**
 * The back office always keeps one admin who can sign in: nobody can demote or disable the last.
 * The enabled admins' rows stay locked until the change commits: under READ COMMITTED, two admins
 * demoting each other at once would each still see the other as an admin, and both would succeed
 * (server/staff/last-admin.pg.test.ts). The second waits, then reads the first's change.
 * Locked in id order, so two such checks never deadlock.
 */
async function assertAnotherAdmin(db: DbOrTransaction, accountId: string): Promise<void> {
  const admins = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "admin"), isNull(staffAccounts.disabledAt)))
    .orderBy(asc(staffAccounts.id))
    .for("update");
  if (!admins.some((admin) => admin.id !== accountId)) {
    throw new StaffAccountError("There must always be at least one admin.");
  }
}

/**
 * Runs, in the account change's transaction, what each area hands over when an account leaves work
 * (server/kernel/back-office/back-office-parts.ts; each area gives its own in its area.ts, gathered in server/back-office-access.ts).
 */
async function handOver(
  tx: DbOrTransaction,
  actor: Actor,
  handOvers: readonly AccountHandOver[],
  account: { id: string; name: string; email: string; role: StaffRole },
  to: StaffRole | null,
  now: Date,
): Promise<AccountLeaving> {
  const leaving = { account: { id: account.id, name: account.name || account.email }, from: account.role, to };
  for (const { inTransaction } of handOvers) await inTransaction?.(tx, actor, leaving, now);
  return leaving;
}

export async function changeRole(
  db: Db,
  actor: Actor,
  accountId: string,
  role: StaffRole,
  now: Date,
  handOvers: readonly AccountHandOver[] = [],
): Promise<AccountLeaving | undefined> {
  return db.transaction(async (tx) => {
    const account = await existingAccount(tx, accountId);
    if (account.role === role) return undefined;
    if (account.role === "admin") await assertAnotherAdmin(tx, accountId);
    await tx.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, accountId));
    const leaving = await handOver(tx, actor, handOvers, account, role, now);
    await audit(tx, actor, now, {
      action: "staff.role",
      subjectType: "staff",
      subjectId: accountId,
      summary: `Changed ${describeMember(account)} from ${staffRoleLabels[account.role]} to ${staffRoleLabels[role]}.`,
      details: { from: account.role, to: role },
    });
    return leaving;
  });
}

/** Disabling signs the person out everywhere at once; enabling lets them sign in again with their password. */
export async function setDisabled(
  db: Db,
  actor: Actor,
  accountId: string,
  disabled: boolean,
  now: Date,
  handOvers: readonly AccountHandOver[] = [],
): Promise<AccountLeaving | undefined> {
  return db.transaction(async (tx) => {
    const account = await existingAccount(tx, accountId);
    if (disabled === (account.disabledAt !== null)) return undefined;
    if (disabled && account.role === "admin") await assertAnotherAdmin(tx, accountId);
    await tx
      .update(staffAccounts)
      .set({ disabledAt: disabled ? now : null })
      .where(eq(staffAccounts.id, accountId));
    let leaving: AccountLeaving | undefined;
    if (disabled) {
      await tx.delete(staffSessions).where(eq(staffSessions.accountId, accountId));
      leaving = await handOver(tx, actor, handOvers, account, null, now);
    }
    await audit(tx, actor, now, {
      action: disabled ? "staff.disable" : "staff.enable",
      subjectType: "staff",
      subjectId: accountId,
      summary: `${disabled ? "Disabled" : "Enabled"} ${describeMember(account)}.`,
    });
    return leaving;
  });
}
