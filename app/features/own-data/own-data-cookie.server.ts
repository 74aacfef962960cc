import { ownDataPaths, ownDataSessionMinutes } from "~domain/own-data/own-data-request";

import { tokenCookie } from "~/components/cookie-pair.server";

/**
 * The browser that opened a person's link holds the session's random secret (the database keeps
 * its hash): HttpOnly, SameSite=Lax, sent only to the pages of their data, and Secure over HTTPS
 * (with the __Secure- prefix, as the staff cookies have; __Host- would need the path /).
 */
const session = tokenCookie("nexora-your-data", {
  prefix: "__Secure-",
  httpOnly: true,
  sameSite: "lax",
  path: ownDataPaths.ask,
  maxAge: ownDataSessionMinutes * 60,
});

/** The session secret the browser sent, if any. */
export const ownDataSession = session.tokenOf;

/** The Set-Cookie of a session just opened. */
export const ownDataSessionCookie = session.setCookie;
