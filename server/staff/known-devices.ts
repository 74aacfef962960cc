import { and, desc, eq, lt } from "drizzle-orm";

import type { Db, DbOrTransaction } from "../db/db";
import { staffKnownDevices } from "../db/schema";
import { tokenHash } from "../kernel/secrets/tokens";
import { auditOwnAccount, type Actor } from "../kernel/audit/audit";
import { deviceCookieSecret, deviceOf, newDeviceCookie } from "./device-cookies";
import { describeBrowser } from "./devices";

/**
 * The browsers an account knows: a device cookie (device-cookies.ts) counts only
 * while its row is here, so it can be taken back. Each sign-in gives the browser a new cookie and
 * its old one stops working; the account page lists them and removes any; a password set by link
 * and a reset of the second factors remove them all.
 */

/** As long as the cookie itself lives: a browser not seen for that long is forgotten. */
const keptDays = 400;

export type KnownDevice = { id: string; browser: string; knownSince: Date; lastSignInAt: Date };

type Client = { userAgent: string; deviceCookie?: string | undefined };

/** The row of the browser's cookie for the account: only when this server signed it and it was not taken back. */
async function rowOf(db: DbOrTransaction, secret: Buffer, accountId: string, cookie: string | undefined) {
  if (cookie === undefined) return undefined;
  const nonce = deviceOf(secret, cookie, accountId);
  if (nonce === undefined) return undefined;
  const [row] = await db
    .select()
    .from(staffKnownDevices)
    .where(and(eq(staffKnownDevices.accountId, accountId), eq(staffKnownDevices.nonceHash, tokenHash(nonce))));
  return row && { ...row, nonce };
}

/** The nonce of the browser's device cookie, when it still names a browser the account knows. */
export async function knownDeviceOf(db: Db, accountId: string, cookie: string | undefined, now: Date) {
  if (cookie === undefined) return undefined;
  return (await rowOf(db, await deviceCookieSecret(db, now), accountId, cookie))?.nonce;
}

/**
 * A new device cookie for a browser that just signed in: its row replaces the one of the cookie it
 * brought, which stops working, and keeps that browser's first day. Rows not used for 400 days go.
 */
export async function issueDeviceCookie(db: Db, accountId: string, client: Client, now: Date): Promise<string> {
  const secret = await deviceCookieSecret(db, now);
  const cookie = newDeviceCookie(secret, accountId);
  const nonce = deviceOf(secret, cookie, accountId)!;
  await db.transaction(async (tx) => {
    const previous = await rowOf(tx, secret, accountId, client.deviceCookie);
    if (previous) await tx.delete(staffKnownDevices).where(eq(staffKnownDevices.id, previous.id));
    await tx.insert(staffKnownDevices).values({
      accountId,
      nonceHash: tokenHash(nonce),
      userAgent: client.userAgent.slice(0, 300),
      knownSince: previous?.knownSince ?? now,
      lastSignInAt: now,
    });
    await tx
      .delete(staffKnownDevices)
      .where(lt(staffKnownDevices.lastSignInAt, new Date(now.getTime() - keptDays * 24 * 60 * 60_000)));
  });
  return cookie;
}

export async function listKnownDevices(db: Db, accountId: string): Promise<KnownDevice[]> {
  const rows = await db
    .select()
    .from(staffKnownDevices)
    .where(eq(staffKnownDevices.accountId, accountId))
    .orderBy(desc(staffKnownDevices.lastSignInAt));
  return rows.map(({ id, userAgent, knownSince, lastSignInAt }) => ({
    id,
    browser: describeBrowser(userAgent),
    knownSince,
    lastSignInAt,
  }));
}

/**
 * The account forgets one browser (`id`), or all of them: each is a stranger again at its next
 * sign-in (a notice is e-mailed, its failures count with strangers'). Answers how many went.
 */
export async function forgetKnownDevices(
  db: Db,
  actor: Actor & { id: string },
  id: string | "all",
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const forgotten = await tx
      .delete(staffKnownDevices)
      .where(and(eq(staffKnownDevices.accountId, actor.id), id === "all" ? undefined : eq(staffKnownDevices.id, id)))
      .returning({ id: staffKnownDevices.id });
    if (forgotten.length > 0) {
      await auditOwnAccount(tx, actor, now, {
        action: "staff.forget-devices",
        summary: forgotten.length === 1 ? "Forgot a known browser." : `Forgot ${forgotten.length} known browsers.`,
      });
    }
    return forgotten.length;
  });
}

/** Every browser of the account is a stranger again: its password or second factors changed hands. */
export const forgetAllKnownDevicesOf = (tx: DbOrTransaction, accountId: string) =>
  tx.delete(staffKnownDevices).where(eq(staffKnownDevices.accountId, accountId));
