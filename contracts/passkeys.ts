import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";

import type { StaffMember } from "../domain/staff";
import type { Outcome } from "./outcome";
import type { OpenedSession, SignInClient, StaffSession } from "./staff";

// What the back office asks of the staff area about passkeys (WebAuthn credentials).

export type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON };

/** One of the account's passkeys, as its owner sees it. */
export type PasskeyView = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** A passkey sign-in just begun: the options for the browser, and the token its cookie holds. */
export type PasskeySignInStart = { ceremonyToken: string; options: PublicKeyCredentialRequestOptionsJSON };

export type PasskeyDesk = {
  /**
   * False where the site's configured address is an IP address: WebAuthn takes only a domain
   * name as the relying party, so no browser would make or use a passkey there.
   */
  available: boolean;
  list(member: StaffMember): Promise<PasskeyView[]>;
  /** The options for the browser to make a new passkey; the challenge is kept on the session. */
  registrationOptions(session: StaffSession): Promise<Outcome<PublicKeyCredentialCreationOptionsJSON>>;
  /** Checks the authenticator's answer (JSON, as the browser sent it) and keeps the passkey under `name`. */
  register(session: StaffSession, registration: { name: string; response: string }): Promise<Outcome>;
  rename(member: StaffMember, passkeyId: string, name: string): Promise<Outcome>;
  remove(member: StaffMember, passkeyId: string): Promise<Outcome>;
  /** Starts a passkey sign-in for nobody in particular (the passkey says whose it is). */
  signInOptions(next: string, client: Pick<SignInClient, "clientIp">): Promise<Outcome<PasskeySignInStart>>;
  /** Checks the signed challenge once and opens a session: a passkey is both factors. */
  signIn(
    ceremonyToken: string,
    response: string,
    client: SignInClient,
  ): Promise<Outcome<{ opened: OpenedSession; next: string }>>;
};
