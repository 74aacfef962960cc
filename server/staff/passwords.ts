import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";

/**
 * Passwords are hashed with scrypt, which is memory-hard, at OWASP's parameters (N = 2^17, r = 8,
 * p = 1): 2^17 × 8 × 128 bytes = 128 MiB a guess. The parameters travel with each hash, so a hash
 * made at a lower cost still verifies, and is made again at this one at its owner's next sign-in
 * (`needsRehash`).
 */
const cost = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      keyLength,
      { ...options, maxmem: 128 * options.N! * options.r! * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** A stored hash's parts, or undefined for one this code did not write. */
function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return undefined;
  return {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, "base64"),
    key: Buffer.from(key, "base64"),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parse(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/** Whether a hash that verified was made at a lower cost than today's, and should be made again. */
export function needsRehash(stored: string): boolean {
  const hash = parse(stored);
  return !hash || hash.N < cost.N || hash.r < cost.r || hash.p < cost.p;
}

/** A hash of nothing anyone knows: checked when no account matches, so a wrong e-mail costs the same time as a wrong password. */
export const decoyHash = await hashPassword(randomBytes(16).toString("hex"));

const strength = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });

/**
 * Refuses what attackers try first: the common-password lists, keyboard walks, repeats,
 * dates and the person's own e-mail address (zxcvbn scores these below 3).
 */
export async function weakPasswordReason(password: string, personal: string[]): Promise<string | undefined> {
  const { score } = await strength.checkAsync(password, personal);
  return score < 3
    ? "This password is too easy to guess: it is common or follows a pattern. Please choose a longer or less predictable one."
    : undefined;
}
