import { absoluteUrl } from "~/seo/page-meta";

/**
 * Only Disallow lines: whatever none names is allowed. An `Allow: /` first would let the crawlers
 * that take the first matching line (as the original robots.txt rules had it) read everything,
 * while those that take the longest match (RFC 9309, Google) keep out of the paths below.
 */
export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /error",
    "Disallow: /demo/manage/",
    "Disallow: /interview/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
