import { absoluteUrl } from "~/seo/page-meta";
import { blogFeed } from "~/seo/blog-feed";
import { escapeXml } from "~/seo/xml";
import { blogPostPath } from "~domain/content/content-pages";

import type { Route } from "./+types/blog-feed-xml";
import { blogPagesContext } from "~contracts/content";

/** Midnight in India on the post's day, as RSS 2.0 writes dates (RFC 822). */
const rssDate = (isoDate: string) => new Date(`${isoDate}T00:00:00+05:30`).toUTCString();

/** The blog as an RSS 2.0 feed: the published posts at the server's clock, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await context.get(blogPagesContext).list();
  const items = posts
    .map((post) => {
      const link = escapeXml(absoluteUrl(blogPostPath(post.slug)));
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <description>${escapeXml(post.summary)}</description>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        `      <pubDate>${rssDate(post.date)}</pubDate>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(blogFeed.title)}</title>
    <link>${escapeXml(absoluteUrl("/blog"))}</link>
    <atom:link href="${escapeXml(absoluteUrl(blogFeed.path))}" rel="self" type="application/rss+xml"/>
    <description>Insights, Innovation &amp; Ideas</description>
    <language>en-IN</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      "content-type": "application/rss+xml; charset=utf-8",
      "cache-control": "no-cache",
    },
  });
}
