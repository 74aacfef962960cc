import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt's cost parameters: memory and time per hash grow with N × r. */
export type PasswordCost = { N: number; r: number; p: number };

/**
 * Passwords are hashed with scrypt, which is memory-hard, at OWASP's parameters (N = 2^17, r = 8,
 * p = 1): 2^17 × 8 × 128 bytes = 128 MiB a guess. The parameters travel with each hash, so a hash
 * made at a lower cost still verifies, and is made again at this one at its owner's next sign-in
 * (`needsRehash`).
 */
export const passwordCost: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The tests' cost: N = 2^10 (1 MiB, about a millisecond) instead of about a second on a busy
 * machine. The tests' servers are told to use it by PASSWORD_HASH_TEST_COST (decision 082).
 */
export const testPasswordCost: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
const keyLength = 32;

/** Hashing and checking passwords at one cost: `passwordCost`, or the tests' `testPasswordCost`. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a hash that verified was made at a lower cost than this one's, and should be made again. */
  needsRehash(stored: string): boolean;
  /** A hash of nothing anyone knows: checked when no account matches, so a wrong e-mail costs the same time as a wrong password. */
  decoy(): Promise<string>;
};

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

export function passwordHasher(cost: PasswordCost = passwordCost): PasswordHasher {
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, cost);
    return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
  };
  let decoy: Promise<string> | undefined;
  return {
    hash,
    async verify(password, stored) {
      const parts = parse(stored);
      if (!parts) return false;
      const actual = await derive(password, parts.salt, parts);
      return actual.length === parts.key.length && timingSafeEqual(actual, parts.key);
    },
    needsRehash(stored) {
      const parts = parse(stored);
      return !parts || parts.N < cost.N || parts.r < cost.r || parts.p < cost.p;
    },
    decoy: () => (decoy ??= hash(randomBytes(16).toString("hex"))),
  };
}
