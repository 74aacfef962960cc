import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A WebAuthn authenticator in software, for the server's tests: it makes ES256 passkeys and
 * signs challenges as a platform authenticator does (attestation "none"), and can be told to
 * misbehave (another origin, no user verification, a counter that goes back). The browser tests
 * use Chromium's own virtual authenticator instead.
 */
type Credential = { id: Buffer; privateKey: KeyObject; rpId: string; userHandle: string; counter: number };

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const b64 = (data: Buffer | Uint8Array) => Buffer.from(data).toString("base64url");

/** Flags of the authenticator data: user present, user verified, attested credential data included. */
const userPresent = 0x01;
const userVerifiedFlag = 0x04;
const attestedData = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
}

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export type Misbehaviour = { origin?: string; rpId?: string; userVerified?: boolean; counter?: number };

export function softwareAuthenticator(origin: string) {
  const credentials: Credential[] = [];
  return {
    credentials,
    /** Makes a passkey for the options' user, as navigator.credentials.create() would. */
    create(options: PublicKeyCredentialCreationOptionsJSON, misbehave: Misbehaviour = {}): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const id = randomBytes(16);
      const rpId = misbehave.rpId ?? options.rp.id!;
      credentials.push({ id, privateKey, rpId, userHandle: options.user.id, counter: 0 });
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(coseKey(publicKey))]);
      const flags = userPresent | attestedData | (misbehave.userVerified === false ? 0 : userVerifiedFlag);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authenticatorData(rpId, flags, 0, attested)],
        ]),
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: "public-key",
        response: {
          clientDataJSON: b64(clientData("webauthn.create", options.challenge, misbehave.origin ?? origin)),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
    /** Signs the options' challenge with one of its passkeys (the last made, unless told), as navigator.credentials.get() would. */
    get(
      options: PublicKeyCredentialRequestOptionsJSON,
      misbehave: Misbehaviour & { credential?: Credential } = {},
    ): AuthenticationResponseJSON {
      const credential = misbehave.credential ?? credentials.at(-1)!;
      credential.counter = misbehave.counter ?? credential.counter + 1;
      const flags = userPresent | (misbehave.userVerified === false ? 0 : userVerifiedFlag);
      const data = authenticatorData(misbehave.rpId ?? credential.rpId, flags, credential.counter);
      const client = clientData("webauthn.get", options.challenge, misbehave.origin ?? origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), credential.privateKey);
      return {
        id: b64(credential.id),
        rawId: b64(credential.id),
        type: "public-key",
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      };
    },
  };
}
