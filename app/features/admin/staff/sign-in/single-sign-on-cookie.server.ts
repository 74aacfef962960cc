import { tokenCookie } from "~/components/cookie-pair.server";

/**
 * The single sign-on under way in this browser: a random token whose hash names its ceremony row
 * (server/staff/single-sign-on.ts), which holds the PKCE verifier, state and nonce. SameSite=Lax,
 * since the provider sends the browser back by a cross-site navigation, which carries Lax cookies
 * and not Strict ones; HttpOnly, and gone after the ceremony's 10 minutes. Over HTTPS it is Secure
 * with the __Host- prefix, as the session cookie is.
 */
const ceremony = tokenCookie("nexora-sso", {
  prefix: "__Host-",
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 10 * 60,
});

/** The ceremony token the browser sent, if any. */
export const singleSignOnCeremonyOf = ceremony.tokenOf;

export const singleSignOnCookie = ceremony.setCookie;

export const clearedSingleSignOnCookie = ceremony.clearedCookie;
