import type { OpenedSession, SignInClient } from "./staff";

// What the back office asks of single sign-on: staff sign in with the company's OpenID Connect
// provider (server/staff/single-sign-on.ts). Existing accounts only; roles stay in the back office.

/** Why a single sign-on was refused; the sign-in page shows the sentence the desk gives for it. */
export const singleSignOnRefusals = [
  "outside-domain",
  "unverified-email",
  "unknown-account",
  "disabled-account",
  "expired",
  "failed",
  "unavailable",
  "too-many-attempts",
] as const;

export type SingleSignOnRefusal = (typeof singleSignOnRefusals)[number];

export type SingleSignOnResult<T> =
  | { ok: true; value: T }
  /** `detail`: what went wrong, for the server's log only: never a token, a code or an address. */
  | { ok: false; refusal: SingleSignOnRefusal; detail?: string | undefined };

/** What the sign-in page shows of single sign-on. */
export type SingleSignOnOffer = {
  /** The button's words. */
  label: string;
  /** The sentence for the refusal the page was sent back with, if any. */
  message: string | undefined;
};

/**
 * A sign-in through the provider takes three requests of the browser: `start` (the button's
 * POST) sends it to the provider; the provider sends it back to the callback, where `verify`
 * checks the answer and the person; a page of this site then moves it on to the finish, where
 * `finish` opens the session. That last step is the site's own navigation, so the browser sends
 * its SameSite=Strict device cookie with it, which no cross-site redirect from the provider does.
 * `ceremonyToken` is the browser's short-lived cookie of the sign-in under way.
 */
export type SingleSignOnDesk = {
  /** Undefined while single sign-on is not configured: its pages then answer 404. */
  offer(refusal: string | null): SingleSignOnOffer | undefined;
  start(
    next: string,
    client: Pick<SignInClient, "clientIp">,
  ): Promise<SingleSignOnResult<{ ceremonyToken: string; authorizationUrl: string }>>;
  /** `callbackSearch`: the callback's query string as the provider sent it (`?code=…&state=…`). */
  verify(ceremonyToken: string | undefined, callbackSearch: string): Promise<SingleSignOnResult<void>>;
  finish(
    ceremonyToken: string | undefined,
    client: SignInClient,
  ): Promise<SingleSignOnResult<{ opened: OpenedSession; next: string }>>;
};
