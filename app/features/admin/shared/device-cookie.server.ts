import { createCookie } from "react-router";

/**
 * The device cookie (server/staff/device-cookies.ts): the mark of a browser that has
 * signed in to an account before, which lets it through while strangers' guesses have stopped
 * the account. The server signs its value; it opens nothing by itself. HttpOnly, SameSite=Strict
 * (only this site's own sign-in form sends it) and kept for 400 days, the longest browsers keep a
 * cookie. Over HTTPS it is Secure, with the __Host- prefix as the session cookie has.
 */
const cookieOptions = { httpOnly: true, sameSite: "strict", path: "/", maxAge: 400 * 24 * 60 * 60 } as const;

const secureCookie = createCookie("__Host-nexora-device", { ...cookieOptions, secure: true });
const plainCookie = createCookie("nexora-device", { ...cookieOptions, secure: false });

const cookieFor = (request: Request) => (new URL(request.url).protocol === "https:" ? secureCookie : plainCookie);

/** The device cookie the browser sent, if any. */
export async function deviceCookieOf(request: Request): Promise<string | undefined> {
  const value: unknown = await cookieFor(request).parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** The Set-Cookie that gives the browser its new device cookie. */
export const deviceCookie = (request: Request, value: string) => cookieFor(request).serialize(value);
