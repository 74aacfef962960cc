import { redirect } from "react-router";

/**
 * The headers of every page of a person's own data: never kept by a cache, never indexed. Under the
 * site-wide no-referrer a browser without JavaScript posts a form with "Origin: null", which
 * React Router refuses as cross-site; same-origin gives the post its origin and still sends the
 * address to no other site.
 */
export const privatePageHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "same-origin",
};

/**
 * A redirect of these pages, with their headers: React Router hands a redirect to the browser as
 * it was made, without the route's `headers`, so a redirect made without them would be cached and
 * indexed like any other (the one that opens a link also sets the session's cookie).
 */
export const privateRedirect = (url: string, init: { status?: number; headers?: Record<string, string> } = {}) =>
  redirect(url, { status: init.status ?? 302, headers: { ...privatePageHeaders, ...init.headers } });

/** The pages' robots meta, beside the header, for whoever reads only the page. */
export const noindexMeta = { name: "robots", content: "noindex, nofollow" };
