import type { PasskeyDesk } from "../../contracts/passkeys";
import type { Bindings } from "../kernel/bindings";
import { outcomeOf } from "../kernel/outcome";
import {
  listPasskeys,
  PasskeyError,
  passkeySignInOptions,
  passkeysUnavailable,
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  type RelyingParty,
} from "./passkeys";
import { issueDeviceCookie } from "./known-devices";

export function passkeyDesk({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
}: Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued">): PasskeyDesk {
  const sender = { salesEmail, publicSiteUrl };
  const relyingParty = relyingPartyOf(publicSiteUrl);
  /** Every ceremony needs the relying party; at an IP address there is none, and each says so. */
  const withRelyingParty = <T>(operation: (relyingParty: RelyingParty) => Promise<T>) =>
    outcomeOf(() => {
      if (!relyingParty) throw new PasskeyError(passkeysUnavailable);
      return operation(relyingParty);
    });
  return {
    available: relyingParty !== undefined,
    list: (member) => listPasskeys(db, member.id),
    registrationOptions: (session) => withRelyingParty((party) => registrationOptions(db, party, session, clock())),
    register: (session, registration) =>
      withRelyingParty(async (party) =>
        onEmailsQueued(await registerPasskey(db, party, session, registration, clock(), sender)),
      ),
    rename: (member, passkeyId, name) => outcomeOf(() => renamePasskey(db, member, passkeyId, name, clock())),
    remove: (member, passkeyId) =>
      outcomeOf(async () => onEmailsQueued(await removePasskey(db, member, passkeyId, clock(), sender))),
    signInOptions: (next, { clientIp }) =>
      withRelyingParty((party) => passkeySignInOptions(db, party, { next, clientIp }, clock())),
    signIn: (ceremonyToken, response, client) =>
      withRelyingParty(async (party) => {
        const now = clock();
        const { emailIds, next, token, member, pendingStep } = await signInWithPasskey(db, party, {
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
