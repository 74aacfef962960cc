import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * A short secret kept so that the server can use it again (a consultant's calendar app password,
 * which it must send as it is, unlike a password it only checks): sealed with AES-256-GCM under a
 * key the caller reads from the environment, so a copy of the database alone opens nothing, and a
 * changed byte is found rather than decrypted into a wrong password.
 */

/** The version names the algorithm and layout, so a later scheme can open the older strings. */
const version = "v1";
const keyBytes = 32;
/** GCM's own IV size: any other is hashed into one, which buys nothing. */
const ivBytes = 12;
const tagBytes = 16;

/** A sealed string that cannot be opened: wrong key, changed text, or not one of ours. */
export class SealedSecretError extends Error {
  override name = "SealedSecretError";
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url; a fresh random IV each time. */
export function sealSecret(plaintext: string, key: Uint8Array): string {
  checkedKey(key);
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: tagBytes });
  // The version is authenticated too: a string relabelled to another scheme fails to open.
  cipher.setAAD(Buffer.from(version));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret sealed in `sealed`. Throws SealedSecretError for a wrong key or a string changed in any way. */
export function openSecret(sealed: string, key: Uint8Array): string {
  checkedKey(key);
  const parts = sealed.split(".");
  if (parts.length !== 4 || parts[0] !== version) {
    throw new SealedSecretError(`The sealed secret is not in the ${version} format.`);
  }
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, "base64url"));
  if (iv!.length !== ivBytes || tag!.length !== tagBytes) {
    throw new SealedSecretError(`The sealed secret is not in the ${version} format.`);
  }
  const decipher = createDecipheriv("aes-256-gcm", key, iv!, { authTagLength: tagBytes });
  decipher.setAAD(Buffer.from(version));
  decipher.setAuthTag(tag!);
  try {
    return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString("utf8");
  } catch {
    // GCM tells a wrong key from a changed text no better than this, by design.
    throw new SealedSecretError("The sealed secret could not be opened: the key is wrong or the text was changed.");
  }
}

function checkedKey(key: Uint8Array): void {
  if (key.length !== keyBytes) {
    throw new SealedSecretError(`The key for sealed secrets must be ${keyBytes} bytes, not ${key.length}.`);
  }
}
