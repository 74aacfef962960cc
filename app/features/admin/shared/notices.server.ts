import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { z } from "zod";

import { cookiePair } from "~/components/cookie-pair.server";

/**
 * A success notice ("Saved.") travels from an action to the page it redirects to in a cookie, not
 * in the URL, so a reload, a bookmark or a link sent to a colleague never repeats it. The cookie
 * names the one page it is for, lives a minute, and the page that shows it clears it in the same
 * response. It carries only the notice's key: each page maps keys it knows to its own words.
 */
// Path "/": the overview's client-side data is /admin.data, outside a cookie path of /admin.
const cookieFor = cookiePair("nexora-notice", {
  prefix: "__Secure-",
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60,
});

const sentNotice = z.object({ path: z.string(), notice: z.string().regex(/^[a-z\d-]{1,60}$/) });

const noticeContext = createContext<{ notice?: string }>({});

/** The notice the page being rendered should show once, if an action sent one for it. */
export const noticeOf = (context: Readonly<RouterContextProvider>) => context.get(noticeContext).notice;

/** A redirect to `to` that shows `notice` there once. */
export async function redirectWithNotice(request: Request, to: string, notice: string, headers = new Headers()) {
  const path = new URL(to, request.url).pathname;
  headers.append("set-cookie", await cookieFor(request).serialize({ path, notice }));
  return redirect(to, { headers });
}

/** Hands a page its notice and clears the cookie in the response that shows it. */
export const noticeMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  if (request.method !== "GET") return next();
  const sent = sentNotice.safeParse(await cookieFor(request).parse(request.headers.get("cookie")));
  if (!sent.success || sent.data.path !== url.pathname) return next();
  context.set(noticeContext, { notice: sent.data.notice });
  const response = await next();
  if (response.status === 200)
    response.headers.append("set-cookie", await cookieFor(request).serialize("", { maxAge: 0 }));
  return response;
};
