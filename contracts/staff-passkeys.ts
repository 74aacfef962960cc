import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";

import type { Outcome } from "./outcome";
import type { OpenedSession, SignInClient } from "./staff";

// What the back office asks of the staff area about passkeys (WebAuthn credentials).

export type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON };

/** One of the account's passkeys, as its owner sees it. */
export type PasskeyView = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** A passkey sign-in just begun: the options for the browser, and the token its cookie holds. */
export type PasskeySignInStart = { ceremonyToken: string; options: PublicKeyCredentialRequestOptionsJSON };

/**
 * False where the site's configured address is an IP address: WebAuthn takes only a domain
 * name as the relying party, so no browser would make or use a passkey there.
 */
type Availability = { available: boolean };

/** The member's own passkeys, made and kept on their session. */
export type PasskeyDesk = Availability & {
  list(): Promise<PasskeyView[]>;
  /** The options for the browser to make a new passkey; the challenge is kept on the session. */
  registrationOptions(): Promise<Outcome<PublicKeyCredentialCreationOptionsJSON>>;
  /** Checks the authenticator's answer (JSON, as the browser sent it) and keeps the passkey under `name`. */
  register(registration: { name: string; response: string }): Promise<Outcome>;
  rename(passkeyId: string, name: string): Promise<Outcome>;
  remove(passkeyId: string): Promise<Outcome>;
};

/** Signing in with a passkey, before anyone is known. */
export type PasskeySignIn = Availability & {
  /** Starts a passkey sign-in for nobody in particular (the passkey says whose it is). */
  signInOptions(next: string, client: Pick<SignInClient, "clientIp">): Promise<Outcome<PasskeySignInStart>>;
  /** Checks the signed challenge once and opens a session: a passkey is both factors. */
  signIn(
    ceremonyToken: string,
    response: string,
    client: SignInClient,
  ): Promise<Outcome<{ opened: OpenedSession; next: string }>>;
};
