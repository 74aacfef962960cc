import { describe, expect, it } from "vitest";

import { testPasswords } from "../../../test-support/test-passwords";
import { passwordCost, passwordHasher } from "./password-hashing";

describe("password hashing", () => {
  // Three hashes at the real cost, about a second each on a busy machine.
  it(
    "is at OWASP's scrypt cost unless told otherwise, and verifies a hash made at any cost",
    { timeout: 20_000 },
    async () => {
      expect(passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
      const server = passwordHasher();
      const stored = await server.hash("saffron-lantern-orbit-77");
      expect(stored.split("$").slice(0, 4)).toEqual(["scrypt", "131072", "8", "1"]);
      expect(await server.verify("saffron-lantern-orbit-77", stored)).toBe(true);
      expect(await server.verify("saffron-lantern-orbit-78", stored)).toBe(false);

      const cheap = await testPasswords.hash("saffron-lantern-orbit-77");
      expect(await server.verify("saffron-lantern-orbit-77", cheap)).toBe(true);
      expect(server.needsRehash(cheap)).toBe(true);
      expect(server.needsRehash(stored)).toBe(false);
      expect(server.needsRehash("not a hash")).toBe(true);
    },
  );

  it("checks a decoy as dearly as a real hash: one made once, at the hasher's cost", async () => {
    const decoy = await testPasswords.decoy();
    expect(decoy.split("$").slice(0, 4)).toEqual(["scrypt", "1024", "8", "1"]);
    expect(await testPasswords.decoy()).toBe(decoy);
  });
});
