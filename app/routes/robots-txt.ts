import { absoluteUrl } from "~/seo/page-meta";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
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
