import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { openSecret, SealedSecretError, sealSecret } from "./sealed-secrets";

const key = randomBytes(32);
const appPassword = "abcd-efgh-ijkl-mnop";

/** The sealed string with one character of part `index` changed to another base64url character. */
function changed(sealed: string, index: number): string {
  const parts = sealed.split(".");
  const part = parts[index]!;
  const middle = Math.floor(part.length / 2);
  parts[index] = part.slice(0, middle) + (part[middle] === "A" ? "B" : "A") + part.slice(middle + 1);
  return parts.join(".");
}

describe("sealed secrets", () => {
  it("opens what it sealed, with a fresh IV each time, in the v1 layout", () => {
    const first = sealSecret(appPassword, key);
    const second = sealSecret(appPassword, key);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(second).not.toBe(first);
    expect(openSecret(first, key)).toBe(appPassword);
    expect(openSecret(second, key)).toBe(appPassword);
    expect(openSecret(sealSecret("pässwörd ✓", key), key)).toBe("pässwörd ✓");
  });

  it("does not carry the plaintext, in clear or in base64", () => {
    const sealed = sealSecret(appPassword, key);
    expect(sealed).not.toContain(appPassword);
    expect(sealed).not.toContain(Buffer.from(appPassword).toString("base64url"));
    expect(sealed).not.toContain(Buffer.from(appPassword).toString("base64"));
  });

  it("refuses a changed IV, tag or ciphertext, and a changed version", () => {
    const sealed = sealSecret(appPassword, key);
    for (const index of [1, 2, 3]) {
      expect(() => openSecret(changed(sealed, index), key)).toThrow(
        new SealedSecretError("The sealed secret could not be opened: the key is wrong or the text was changed."),
      );
    }
    expect(() => openSecret(`v2${sealed.slice(2)}`, key)).toThrow(/not in the v1 format/);
    expect(() => openSecret(sealed.split(".").slice(0, 3).join("."), key)).toThrow(/not in the v1 format/);
    expect(() => openSecret("not sealed at all", key)).toThrow(SealedSecretError);
  });

  it("refuses the wrong key, and a key that is not 32 bytes", () => {
    const sealed = sealSecret(appPassword, key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow(/the key is wrong or the text was changed/);
    expect(() => sealSecret(appPassword, randomBytes(16))).toThrow(
      "The key for sealed secrets must be 32 bytes, not 16.",
    );
    expect(() => openSecret(sealed, randomBytes(31))).toThrow("The key for sealed secrets must be 32 bytes, not 31.");
  });
});
