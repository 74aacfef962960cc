import type { PasskeyDesk, PasskeySignIn } from "../../contracts/staff-passkeys";
import type { StaffSession } from "../../contracts/staff";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";
import * as passkeys from "./passkeys";
import { issueDeviceCookie } from "./known-devices";

type PasskeyBindings = Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued">;

/** Every ceremony needs the relying party; at an IP address there is none, and each says so. */
function ceremonies(publicSiteUrl: string) {
  const relyingParty = passkeys.relyingPartyOf(publicSiteUrl);
  return {
    available: relyingParty !== undefined,
    withRelyingParty: <T>(operation: (relyingParty: passkeys.RelyingParty) => Promise<T>) =>
      outcomeOf(() => {
        if (!relyingParty) throw new passkeys.PasskeyError(passkeys.passkeysUnavailable);
        return operation(relyingParty);
      }),
  };
}

/** The member's own passkeys, made on the session `session`. */
export function passkeyDesk(
  { db, clock, publicSiteUrl, salesEmail, onEmailsQueued }: PasskeyBindings,
  session: StaffSession,
): PasskeyDesk {
  const sender = { salesEmail, publicSiteUrl };
  const { available, withRelyingParty } = ceremonies(publicSiteUrl);
  const { member } = session;
  return {
    available,
    list: () => passkeys.listPasskeys(db, member.id),
    registrationOptions: () => withRelyingParty((party) => passkeys.registrationOptions(db, party, session, clock())),
    register: (registration) =>
      withRelyingParty(async (party) =>
        onEmailsQueued(await passkeys.registerPasskey(db, party, session, registration, clock(), sender)),
      ),
    rename: (passkeyId, name) => outcomeOf(() => passkeys.renamePasskey(db, member, passkeyId, name, clock())),
    remove: (passkeyId) =>
      outcomeOf(async () => onEmailsQueued(await passkeys.removePasskey(db, member, passkeyId, clock(), sender))),
  };
}

/** Signing in with a passkey, for nobody yet. */
export function passkeySignIn({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
}: PasskeyBindings): PasskeySignIn {
  const sender = { salesEmail, publicSiteUrl };
  const { available, withRelyingParty } = ceremonies(publicSiteUrl);
  return {
    available,
    signInOptions: (next, { clientIp }) =>
      withRelyingParty((party) => passkeys.passkeySignInOptions(db, party, { next, clientIp }, clock())),
    signIn: (ceremonyToken, response, client) =>
      withRelyingParty(async (party) => {
        const now = clock();
        const { emailIds, next, token, member, pendingStep } = await passkeys.signInWithPasskey(db, party, {
          ceremonyToken,
          response,
          ...client,
          now,
          sender,
        });
        onEmailsQueued(emailIds);
        return {
          opened: { token, member, pendingStep, deviceCookie: await issueDeviceCookie(db, member.id, client, now) },
          next,
        };
      }),
  };
}
