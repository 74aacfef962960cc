/**
 * The headers of the pages the links in job-alert and newsletter e-mails open: reached by a private link, so
 * never cached and never indexed. Under the site-wide no-referrer a browser without JavaScript
 * posts the page's button with "Origin: null", which React Router refuses as cross-site;
 * same-origin gives the post its origin and still sends the link to no other site.
 */
export const privateLinkHeaders = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "same-origin",
};
