import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { seed } from "../db/seed";
import { seedBlogPosts as contentPosts } from "../db/seed-blog";
import { commandLine } from "../kernel/audit/audit";
import { createPost, publishPost, updatePost } from "./blog-posts";
import { productionServer } from "../../test-support/production-server";
import { structuredData } from "../../test-support/structured-data";
import { isoDate } from "../../domain/time/india-dates";

/**
 * The public blog as editors change it (decision 031), on the production build (run `npm run build`
 * first): /blog from the database with the specification's tabs and grids, each post's page with
 * BlogPosting data and Open Graph tags, the RSS feed and the sitemap, a scheduled post appearing
 * on all of them at its time by the server's clock (through the kept pages), and a changed
 * address answering 301.
 */

const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
const start = new Date("2026-11-23T06:30:00Z"); // noon in India

const form = {
  title: "Monsoon-proof delivery apps & <friends>",
  slug: "",
  summary: "What rain does to GPS, and what we do about it.",
  body: "## Rain\n\nSignals drop. <img src=x onerror=alert(1)>\n\n[Read more](https://example.com/rain)",
  category: "Software Engineering",
  author: "Karan Malhotra",
  authorImage: "/images/avatars/avatar-4.svg",
  image: "/images/blog/offline-first-android-apps.svg",
  featured: "",
  seoTitle: "Delivery apps in the monsoon",
  seoDescription: "",
  socialImage: "",
};
const slug = "monsoon-proof-delivery-apps-friends";

describe("the public blog", () => {
  let now = start.getTime();
  const clock = () => new Date(now);
  const server = productionServer("blog-pages", {
    env: { PUBLIC_SITE_URL: origin },
    dependencies: { clock },
    beforeBuilding: (database) => seed(database.db, clock()),
  });

  const get = (url: string) => server.app.inject({ method: "GET", url, headers: { host } });

  it("shows today's posts from the database with the specification's tabs, grids and texts, each card linking to its page", async () => {
    const page = await get("/blog");
    expect(page.statusCode).toBe(200);
    const html = page.body;
    for (const text of [
      "Insights, Innovation &amp; Ideas",
      "All Blog",
      "Featured Blog",
      "Another topic for blog",
      "Load more",
    ])
      expect(html).toContain(text);
    // The Featured Blog grid shows three before Load more.
    for (const post of contentPosts.filter((entry) => entry.featured).slice(0, 3))
      expect(html).toContain(`href="/blog/${post.id}"`);
    const first = contentPosts[0]!;
    const article = await get(`/blog/${first.id}`);
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain(first.description);
  });

  it("makes Load more a link to the blog's next page, which the server renders with the next posts", async () => {
    const cardsOf = (html: string) =>
      new Set([...html.matchAll(/href="\/blog\/([a-z\d-]+)"/g)].map((match) => match[1]));
    const first = await get("/blog");
    expect(first.body).toContain('href="/blog?page=2"');
    expect(cardsOf(first.body).size).toBeLessThan(contentPosts.length);
    // The page's data carries only the cards it shows: the rest come with Load more (decision 077).
    for (const post of contentPosts.filter(({ id }) => !cardsOf(first.body).has(id)))
      expect(first.body).not.toContain(post.id);
    const second = await get("/blog?page=2");
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`<link rel="canonical" href="${origin}/blog?page=2"/>`);
    // Three more in each grid: the seeded posts' last page.
    expect(cardsOf(second.body)).toEqual(new Set(contentPosts.map((post) => post.id)));
    expect(second.body).not.toContain('href="/blog?page=3"');
    for (const [asked, answer] of [
      ["/blog?page=1", "/blog"],
      ["/blog?page=0", "/blog"],
      ["/blog?page=two", "/blog"],
      ["/blog?page=02", "/blog"],
      ["/blog?page=9", "/blog?page=2"],
    ]) {
      const moved = await get(asked!);
      expect([moved.statusCode, moved.headers.location], asked).toEqual([301, answer]);
    }
  });

  it("keeps a draft and a scheduled post off every public page until its time, then shows it everywhere", async () => {
    const { id } = await createPost(server.database.db, commandLine, form, clock());
    expect((await get(`/blog/${slug}`)).statusCode).toBe(404);

    // 18:00 in India: 12:30 UTC.
    await publishPost(
      server.database.db,
      commandLine,
      id,
      { when: "at", date: isoDate("2026-11-23"), time: "18:00" },
      clock(),
    );
    const appears = new Date("2026-11-23T12:30:00Z").getTime();
    const everywhere = async () => ({
      blog: (await get("/blog")).body.includes(`/blog/${slug}`),
      page: (await get(`/blog/${slug}`)).statusCode,
      feed: (await get("/blog/feed.xml")).body.includes(`/blog/${slug}</link>`),
      sitemap: (await get("/sitemap.xml")).body.includes(`/blog/${slug}</loc>`),
    });
    expect(await everywhere()).toEqual({ blog: false, page: 404, feed: false, sitemap: false });

    now = appears - 1;
    expect(await everywhere()).toEqual({ blog: false, page: 404, feed: false, sitemap: false });
    now = appears;
    expect(await everywhere()).toEqual({ blog: true, page: 200, feed: true, sitemap: true });
  });

  it("renders the post's page on the server with safe HTML, BlogPosting data and Open Graph tags", async () => {
    const page = await get(`/blog/${slug}`);
    const html = page.body;
    expect(html).toContain("<h1");
    expect(html).toContain("Monsoon-proof delivery apps &amp; &lt;friends&gt;");
    expect(html).toContain("<h2>Rain</h2>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('rel="nofollow noopener"');
    expect(html).toContain("<title>Delivery apps in the monsoon | Nexora Technologies</title>");
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:url" content="${origin}/blog/${slug}"/>`);
    // Shared as its cover's social card, made at build: networks read no SVG.
    const card = "/social-cards/images/blog/offline-first-android-apps.jpg";
    expect(html).toContain(`<meta property="og:image" content="${origin}${card}"/>`);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const shared = await get(card);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(shared.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    // The page itself keeps its SVG.
    expect(html).toContain('src="/images/blog/offline-first-android-apps.svg"');
    const posting = structuredData(html).find((data) => data["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: form.title,
      datePublished: "2026-11-23T12:30:00.000Z",
      dateModified: "2026-11-23T12:30:00.000Z",
      author: { "@type": "Person", name: "Karan Malhotra", url: `${origin}/ourteam` },
      publisher: {
        "@type": "Organization",
        name: "Nexora Technologies",
        logo: { "@type": "ImageObject", url: `${origin}/apple-touch-icon.png`, width: 180, height: 180 },
      },
      mainEntityOfPage: `${origin}/blog/${slug}`,
    });
    const logo = await get("/apple-touch-icon.png");
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ width: 180, height: 180 });
  });

  it("answers 301 from a changed address to the new one, at once", async () => {
    const post = await get(`/blog/${slug}`);
    expect(post.statusCode).toBe(200);
    const [row] = await server.database.db.query.blogPosts.findMany({ where: (posts, { eq }) => eq(posts.slug, slug) });
    await updatePost(server.database.db, commandLine, row!.id, { ...form, slug: "monsoon-delivery" }, clock());
    const moved = await get(`/blog/${slug}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/blog/monsoon-delivery");
    expect((await get("/blog/monsoon-delivery")).statusCode).toBe(200);
    expect((await get("/sitemap.xml")).body).toContain("/blog/monsoon-delivery</loc>");
  });

  it("serves the feed as RSS with every published post, newest first", async () => {
    const feed = await get("/blog/feed.xml");
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const links = [...feed.body.matchAll(/<link>(.*?)<\/link>/g)].map((match) => match[1]);
    expect(links.slice(0, 3)).toEqual([
      `${origin}/blog`,
      `${origin}/blog/monsoon-delivery`,
      `${origin}/blog/${contentPosts[0]!.id}`,
    ]);
    expect(feed.body).toContain("<title>Monsoon-proof delivery apps &amp; &lt;friends&gt;</title>");
    expect(links).toHaveLength(contentPosts.length + 2);
  });

  it("announces the feed, with its title, on the blog and on each post's page", async () => {
    const announcement =
      '<link rel="alternate" type="application/rss+xml" title="Nexora Technologies blog" href="/blog/feed.xml"/>';
    expect((await get("/blog")).body).toContain(announcement);
    expect((await get("/blog/monsoon-delivery")).body).toContain(announcement);
    expect((await get("/blog/feed.xml")).body).toContain("<title>Nexora Technologies blog</title>");
  });

  it("points the footer to the page's own newsletter form on the blog and each post, and keeps its form elsewhere", async () => {
    const formsOf = (html: string) => [...html.matchAll(/name="place" value="(\w+)"/g)].map((match) => match[1]);
    const blog = (await get("/blog")).body;
    expect(formsOf(blog)).toEqual(["blog"]);
    expect(blog).toContain('href="#newsletter-blog"');
    const post = (await get(`/blog/${contentPosts[0]!.id}`)).body;
    expect(formsOf(post)).toEqual(["post"]);
    expect(post).toContain('href="#newsletter-post"');
    expect(formsOf((await get("/blog/no-such-post")).body)).toEqual(["footer"]);
    expect(formsOf((await get("/faq")).body)).toEqual(["footer"]);
  });

  it("answers 404 with the not-found page for an unknown post", async () => {
    const page = await get("/blog/no-such-post");
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("noindex");
  });
});
