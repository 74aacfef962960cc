import { createCookie } from "react-router";

import { yourDataPaths, yourDataSessionMinutes } from "~domain/privacy-data/your-data-request";

/**
 * The browser that opened a person's link holds the session's random secret (the database keeps
 * its hash): HttpOnly, SameSite=Lax, sent only to the pages of their data, and Secure over HTTPS
 * (with the __Secure- prefix, as the staff cookies have; __Host- would need the path /).
 */
const cookieOptions = {
  httpOnly: true,
  sameSite: "lax",
  path: yourDataPaths.ask,
  maxAge: yourDataSessionMinutes * 60,
} as const;

const secureCookie = createCookie("__Secure-nexora-your-data", { ...cookieOptions, secure: true });
const plainCookie = createCookie("nexora-your-data", { ...cookieOptions, secure: false });

const cookieFor = (request: Request) => (new URL(request.url).protocol === "https:" ? secureCookie : plainCookie);

/** The session secret the browser sent, if any. */
export async function yourDataSession(request: Request): Promise<string | undefined> {
  const secret: unknown = await cookieFor(request).parse(request.headers.get("cookie"));
  return typeof secret === "string" && secret.length > 0 ? secret : undefined;
}

/** The Set-Cookie of a session just opened. */
export const yourDataSessionCookie = (request: Request, secret: string) => cookieFor(request).serialize(secret);
