import { createCookie, type Cookie, type CookieOptions } from "react-router";

/**
 * A cookie's options but Secure, which the pair sets itself, and the prefix of its HTTPS name.
 * __Host- holds the cookie to this exact origin: a browser takes it only on path /, without a
 * Domain, so a sibling subdomain cannot plant or overwrite it. __Secure- allows another path.
 */
export type CookiePairOptions = Omit<CookieOptions, "secure"> &
  ({ prefix: "__Host-"; path: "/" } | { prefix: "__Secure-" });

/**
 * One cookie by two names, the one for a request's scheme: over HTTPS Secure, its name with
 * `prefix`; over plain HTTP (a development server, the browser tests) the bare `name` without
 * Secure, since a prefixed cookie must be Secure and a Secure one is not for plain HTTP.
 */
export function cookiePair(name: string, { prefix, ...options }: CookiePairOptions): (request: Request) => Cookie {
  const secureCookie = createCookie(`${prefix}${name}`, { ...options, secure: true });
  const plainCookie = createCookie(name, { ...options, secure: false });
  return (request) => (new URL(request.url).protocol === "https:" ? secureCookie : plainCookie);
}

/**
 * A cookie pair that carries one token (a session's, a sign-in ceremony's, a device's mark): the
 * token the browser sent, if any, and the Set-Cookie headers that give it one and take it away.
 */
export function tokenCookie(name: string, options: CookiePairOptions) {
  const cookieFor = cookiePair(name, options);
  return {
    /** The token the browser sent: a string that is not empty, or undefined. */
    tokenOf: async (request: Request): Promise<string | undefined> => {
      const value: unknown = await cookieFor(request).parse(request.headers.get("cookie"));
      return typeof value === "string" && value.length > 0 ? value : undefined;
    },
    setCookie: (request: Request, token: string) => cookieFor(request).serialize(token),
    clearedCookie: (request: Request) => cookieFor(request).serialize("", { maxAge: 0 }),
  };
}
