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

/** The pages' robots meta, beside the header, for whoever reads only the page. */
export const noindexMeta = { name: "robots", content: "noindex, nofollow" };
