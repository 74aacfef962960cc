import { tokenCookie } from "~/components/cookie-pair.server";

/**
 * The device cookie (server/staff/device-cookies.ts): the mark of a browser that has
 * signed in to an account before, which lets it through while strangers' guesses have stopped
 * the account. The server signs its value; it opens nothing by itself. HttpOnly, SameSite=Strict
 * (only this site's own sign-in form sends it) and kept for 400 days, the longest browsers keep a
 * cookie. Over HTTPS it is Secure, with the __Host- prefix as the session cookie has.
 */
const device = tokenCookie("nexora-device", {
  prefix: "__Host-",
  httpOnly: true,
  sameSite: "strict",
  path: "/",
  maxAge: 400 * 24 * 60 * 60,
});

/** The device cookie the browser sent, if any. */
export const deviceCookieOf = device.tokenOf;

/** The Set-Cookie that gives the browser its new device cookie. */
export const deviceCookie = device.setCookie;
