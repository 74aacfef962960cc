import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { storedSecret } from "../kernel/secrets/stored-secret";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account carries a value only this server can make, naming the account and a
 * random nonce. Its sign-in failures are counted for that device alone, so strangers who guess
 * until the account is stopped do not stop the people who use it (server/staff/sessions.ts).
 */

/** The key that signs device cookies, never put in a cookie (the `settings` row "staff.device-cookie-secret"). */
export const deviceCookieSecret = storedSecret("staff.device-cookie-secret");

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
