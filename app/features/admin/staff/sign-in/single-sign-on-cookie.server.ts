import { createCookie } from "react-router";

/**
 * The single sign-on under way in this browser: a random token whose hash names its ceremony row
 * (server/staff/single-sign-on.ts), which holds the PKCE verifier, state and nonce. SameSite=Lax,
 * since the provider sends the browser back by a cross-site navigation, which carries Lax cookies
 * and not Strict ones; HttpOnly, and gone after the ceremony's 10 minutes. Over HTTPS it is Secure
 * with the __Host- prefix, as the session cookie is.
 */
const cookieOptions = { httpOnly: true, sameSite: "lax", path: "/", maxAge: 10 * 60 } as const;

const secureCookie = createCookie("__Host-nexora-sso", { ...cookieOptions, secure: true });
const plainCookie = createCookie("nexora-sso", { ...cookieOptions, secure: false });

const cookieFor = (request: Request) => (new URL(request.url).protocol === "https:" ? secureCookie : plainCookie);

/** The ceremony token the browser sent, if any. */
export async function singleSignOnCeremonyOf(request: Request): Promise<string | undefined> {
  const value: unknown = await cookieFor(request).parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

export const singleSignOnCookie = (request: Request, token: string) => cookieFor(request).serialize(token);

export const clearedSingleSignOnCookie = (request: Request) => cookieFor(request).serialize("", { maxAge: 0 });
