import { yourDataPaths, yourDataSessionMinutes } from "~domain/privacy-data/your-data-request";

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
  path: yourDataPaths.ask,
  maxAge: yourDataSessionMinutes * 60,
});

/** The session secret the browser sent, if any. */
export const yourDataSession = session.tokenOf;

/** The Set-Cookie of a session just opened. */
export const yourDataSessionCookie = session.setCookie;
