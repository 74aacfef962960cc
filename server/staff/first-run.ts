import { and, count, eq, gt, lt } from "drizzle-orm";

import type { FirstAdmin } from "../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../db/db";
import { staffAccounts, staffSignInCeremonies } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import { audit } from "../kernel/audit/audit";
import type { PasswordHasher } from "../kernel/secrets/password-hashing";
import { weakPasswordReason } from "./passwords";
import type { NoticeSender } from "./security-notices";
import { openSession, type OpenedSession } from "./sessions";

/**
 * The first run of a new install: with no staff account, nobody can sign in, and the command line
 * cannot open the embedded database while the server holds it. So the server itself prints a
 * one-time link at start; it makes the first admin, and stops working the moment any account
 * exists (or after a day). Every start without an account prints a new one.
 */
export const firstRunLinkHours = 24;

export class FirstRunError extends RefusedError {}

const firstRunPath = (token: string) => `/admin/first-run/${token}`;

async function hasAccounts(db: DbOrTransaction): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(staffAccounts);
  return (row?.n ?? 0) > 0;
}

/** The link to print at start when the database has no staff account; undefined when it has one. */
export async function offerFirstRun(db: Db, now: Date, publicSiteUrl: string): Promise<string | undefined> {
  if (await hasAccounts(db)) return undefined;
  const token = newToken();
  await db.delete(staffSignInCeremonies).where(lt(staffSignInCeremonies.expiresAt, now));
  await db.insert(staffSignInCeremonies).values({
    tokenHash: tokenHash(token),
    kind: "first-run",
    payload: {},
    expiresAt: new Date(now.getTime() + firstRunLinkHours * 3_600_000),
  });
  return new URL(firstRunPath(token), publicSiteUrl).toString();
}

/** Whether the link can still make the first account. */
export async function firstRunIsOpen(db: Db, token: string, now: Date): Promise<boolean> {
  const [ceremony] = await db
    .select({ tokenHash: staffSignInCeremonies.tokenHash })
    .from(staffSignInCeremonies)
    .where(
      and(
        eq(staffSignInCeremonies.tokenHash, tokenHash(token)),
        eq(staffSignInCeremonies.kind, "first-run"),
        gt(staffSignInCeremonies.expiresAt, now),
      ),
    );
  return ceremony !== undefined && !(await hasAccounts(db));
}

/** Whether the install still waits for its first account (the sign-in page then says where the link is). */
export const awaitsFirstAccount = async (db: Db) => !(await hasAccounts(db));

export const usedLink = "This link has expired or has already been used. Restart the server for a new one.";

/**
 * Makes the first admin with the link, and signs them in (to set up their second factor first).
 * Every first-run link is used up in the same transaction: two links used at once (two instances
 * started) make one account, since the second transaction's delete waits for the first's and then
 * finds nothing to delete.
 */
export async function createFirstAdmin(
  db: Db,
  token: string,
  admin: FirstAdmin,
  client: { userAgent: string; clientIp: string; now: Date; sender: NoticeSender; passwords: PasswordHasher },
): Promise<OpenedSession> {
  const weakness = await weakPasswordReason(admin.password, [admin.email, admin.name]);
  if (weakness) throw new FirstRunError(weakness);
  const passwordHash = await client.passwords.hash(admin.password);
  const { now } = client;
  return db.transaction(async (tx) => {
    const used = await tx
      .delete(staffSignInCeremonies)
      .where(eq(staffSignInCeremonies.kind, "first-run"))
      .returning({ tokenHash: staffSignInCeremonies.tokenHash, expiresAt: staffSignInCeremonies.expiresAt });
    const ours = used.find((ceremony) => ceremony.tokenHash === tokenHash(token));
    if (!ours || ours.expiresAt <= now || (await hasAccounts(tx))) throw new FirstRunError(usedLink);
    const [account] = await tx
      .insert(staffAccounts)
      .values({ email: admin.email, name: admin.name, role: "admin", passwordHash, joinedAt: now, createdAt: now })
      .returning();
    await audit(tx, { id: account!.id, email: account!.email }, now, {
      action: "staff.first-run",
      subjectType: "staff",
      subjectId: account!.id,
      summary: "Made the first admin account with the first-run link.",
    });
    // The browser that made the account is the one it knows: no notice of a "new" sign-in.
    return openSession(tx, account!, { ...client, method: "first-run", knownDevice: true });
  });
}
