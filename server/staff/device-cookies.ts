import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { eq } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "../db/db";
import { settings } from "../db/schema";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account carries a value only this server can make, naming the account and a
 * random nonce. Its sign-in failures are counted for that device alone, so strangers who guess
 * until the account is stopped do not stop the people who use it (server/staff/sessions.ts).
 */

/** The `settings` row holding the signing key: made on first use, read by every instance. */
const secretKey = "staff.device-cookie-secret";

const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadOrCreateSecret(db: Db, now: Date): Promise<Buffer> {
  // Instances starting at once each offer a key; the first one stored is the one all of them read.
  await db
    .insert(settings)
    .values({ key: secretKey, value: randomBytes(32).toString("base64url"), updatedAt: now, updatedBy: "system" })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, secretKey));
  return Buffer.from(z.string().min(43).parse(row?.value), "base64url");
}

/**
 * The key that signs device cookies: 256 random bits, never logged, shown or put in a cookie.
 * Read once per database handle; a failed read is tried again on the next sign-in.
 */
export function deviceCookieSecret(db: Db, now: Date): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadOrCreateSecret(db, now);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const signature = (secret: Buffer, accountId: string, nonce: string) =>
  createHmac("sha256", secret).update(`${accountId}.${nonce}`).digest("base64url");

/** A new device cookie's value for the account: "<account id>.<nonce>.<HMAC of both>". */
export function newDeviceCookie(secret: Buffer, accountId: string): string {
  const nonce = randomBytes(32).toString("base64url");
  return `${accountId}.${nonce}.${signature(secret, accountId, nonce)}`;
}

/**
 * The device a cookie names, when this server issued it for `accountId`; undefined for no
 * cookie, another account's, or one altered or made up (those sign in as strangers do).
 */
export function deviceOf(secret: Buffer, cookie: string | undefined, accountId: string): string | undefined {
  const [id, nonce, signed, ...rest] = cookie?.split(".") ?? [];
  if (id !== accountId || !nonce || !signed || rest.length > 0) return undefined;
  const expected = Buffer.from(signature(secret, accountId, nonce));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}
