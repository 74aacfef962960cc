import { passwordHasher } from "../server/kernel/secrets/password-hashing";

/**
 * Staff passwords as the tests hash them: scrypt at N = 2^10 (1 MiB, about a millisecond) rather
 * than the server's 2^17 (128 MiB, about a second on a busy machine), handed to the code as the
 * clock is. That the server itself hashes at the real cost is proven in server/kernel/secrets/password-hashing.test.ts.
 */
export const testPasswords = passwordHasher({ N: 2 ** 10, r: 8, p: 1 });
