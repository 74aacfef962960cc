import { passwordHasher, testPasswordCost } from "../server/kernel/secrets/password-hashing";

/**
 * Staff passwords as the tests hash them (`testPasswordCost`), handed to the code as the clock is.
 * That the server itself hashes at the real cost is proven in server/kernel/secrets/password-hashing.test.ts
 * and server/staff/password-cost.web.test.ts.
 */
export const testPasswords = passwordHasher(testPasswordCost);

/** The setting that has a server hash at `testPasswordCost`, in the tests' process or in one of its own (decision 082). */
export const testPasswordsEnv = { PASSWORD_HASH_TEST_COST: "true" };
