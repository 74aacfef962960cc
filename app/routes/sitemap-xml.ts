import { dynamicPublicPaths, staticPublicPaths } from "~/public-paths";
import { absoluteUrl } from "~/seo/page-meta";
import { escapeXml } from "~/seo/xml";
import { blogPostPath } from "~domain/content/content-pages";

import type { Route } from "./+types/sitemap-xml";
import { siteContext } from "~contracts/load-context";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const [jobs, posts] = await Promise.all([site.jobs.listOpen(), site.blog.list()]);
  const urls = [
    ...staticPublicPaths,
    ...dynamicPublicPaths,
    ...jobs.map((job) => `/career/apply/${job.id}`),
    ...posts.map((post) => blogPostPath(post.slug)),
  ]
    .map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`)
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      // It lists the open jobs as they are now: a job opened or closed a moment ago must not wait out a cache.
      "cache-control": "no-cache",
    },
  });
}
