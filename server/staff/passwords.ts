import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";

/**
 * Passwords are hashed with scrypt, which is memory-hard: 2^15 × 8 × 128 bytes = 32 MiB
 * a guess, about 60 ms on one core here. The parameters travel with each hash, so they
 * can be raised later without locking anyone out.
 */
const cost = { N: 2 ** 15, r: 8, p: 1 };
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

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
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
