import { XMLParser } from "fast-xml-parser";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { indiaInstant } from "../../domain/bookings/blocked-time";
import { isRemote } from "../../domain/jobs/job-search";
import { seed } from "../db/seed";
import { seedBlogPosts } from "../db/seed-blog";
import { seededPublishedAt } from "../db/seed-document-dates";
import { seedJobDates, seedJobs } from "../db/seed-jobs";
import { seedServices } from "../db/seed-services";
import { commandLine } from "../kernel/audit/audit";
import { updatePost } from "./blog-posts";
import { publishDocument, saveDraft } from "./site-documents";
import { productionServer } from "../../test-support/production-server";
import { pages } from "../../test-support/public-pages";
import { structuredData } from "../../test-support/structured-data";

/**
 * What search engines and social sites read of a freshly installed site, on the production build
 * (run `npm run build` first): every page of the sitemap reached by following links from the home
 * page, each dated from its own day and moved by an editor's change, each shared with a picture
 * networks show, and each job placed at its office.
 */

const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
const day = 24 * 3600_000;
// The moment the seed runs, weeks after the newest post was written.
const installed = new Date("2026-11-29T07:18:32Z");

const { slug: _slug, ...websiteDevelopment } = seedServices.find((service) => service.slug === "website-development")!;

describe("what search engines and social sites read", () => {
  let now = installed.getTime();
  const clock = () => new Date(now);
  const server = productionServer("search-engines", {
    env: { PUBLIC_SITE_URL: origin },
    dependencies: { clock },
    beforeBuilding: (database) => seed(database.db, clock()),
  });

  const get = (url: string) => server.app.inject({ method: "GET", url, headers: { host } });

  /** The sitemap's pages (paths with their query) and the date each says it last changed. */
  const sitemap = async () => {
    const { urlset } = new XMLParser({ parseTagValue: false, isArray: (name) => name === "url" }).parse(
      (await get("/sitemap.xml")).body,
    ) as { urlset: { url: { loc: string; lastmod?: string }[] } };
    return new Map(urlset.url.map(({ loc, lastmod }) => [loc.slice(origin.length), lastmod]));
  };

  /** A page's `<meta property>` and `<meta name>` contents, by their property or name. */
  const metaOf = (html: string) =>
    new Map(
      [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)].map((match) => [
        match[1]!,
        match[2]!.replaceAll("&amp;", "&"),
      ]),
    );

  const articleOf = (html: string, type: string) => structuredData(html).find((data) => data["@type"] === type);

  // About 90 pages, each rendered once: a third of a second each on a busy machine.
  it("reaches every page of the sitemap by following links from the home page", { timeout: 120_000 }, async () => {
    const unreached = new Set((await sitemap()).keys());
    const fetched = new Set<string>();
    // Breadth first, as a crawler goes, until every page of the sitemap is found or no link is left.
    const queue = ["/"];
    while (queue.length > 0 && unreached.size > 0) {
      const path = queue.shift()!;
      if (fetched.has(path)) continue;
      fetched.add(path);
      const page = await get(path);
      if (page.statusCode === 301 || page.statusCode === 302) {
        queue.push(String(page.headers.location));
        continue;
      }
      if (page.statusCode !== 200 || !String(page.headers["content-type"]).startsWith("text/html")) continue;
      unreached.delete(path);
      for (const [, href] of page.body.matchAll(/<a [^>]*?href="([^"]+)"/g)) {
        const url = new URL(href!.replaceAll("&amp;", "&"), `${origin}${path}`);
        // Pages of the public site; not the back office, the API or a file.
        if (url.origin !== origin || /^\/(admin|api|media)(\/|$)|\.\w+$/.test(url.pathname)) continue;
        queue.push(`${url.pathname}${url.search}`);
      }
    }
    expect([...unreached]).toEqual([]);
  });

  it("names a page's canonical address, its Open Graph title and address, and its description", async () => {
    const html = (await get("/faq")).body;
    const meta = metaOf(html);
    expect(html).toContain(`<link rel="canonical" href="${origin}/faq"/>`);
    expect(meta.get("og:title")).toBeTruthy();
    expect(meta.get("og:url")).toBe(`${origin}/faq`);
    expect(meta.get("description")).toBeTruthy();
  });

  it("lists every public page in sitemap.xml, which robots.txt names, and keeps crawlers off a person's links", async () => {
    const listed = await sitemap();
    const findable = pages.filter(
      ({ path }) =>
        !["/home", "/error"].includes(path) &&
        !path.startsWith("/career/apply") &&
        // The pages a person's link opens (job alerts', the newsletter's) are nobody's to find.
        !path.startsWith("/job-alerts/") &&
        !path.startsWith("/newsletter/"),
    );
    expect(findable.map(({ path }) => path).filter((path) => !listed.has(path))).toEqual([]);
    const rules = (await get("/robots.txt")).body;
    expect(rules).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of ["/demo/manage/", "/interview/"]) expect(rules).toContain(`Disallow: ${path}`);
  });

  it("serves the favicons, the touch icon and the site's Open Graph image", async () => {
    for (const [path, type] of [
      ["/favicon.ico", "image/vnd.microsoft.icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
      ["/og-image.png", "image/png"],
    ] as const) {
      const answer = await get(path);
      expect([path, answer.statusCode, answer.headers["content-type"]]).toEqual([
        path,
        200,
        expect.stringContaining(type),
      ]);
    }
  });

  it("lists the open jobs in the careers page's HTML, each page carrying JobPosting data to apply on the site until a later day", async () => {
    expect((await get("/career?q=")).body).toContain(seedJobs[0]!.title);
    for (const job of seedJobs) {
      const posting = articleOf((await get(`/career/apply/${job.id}`)).body, "JobPosting");
      expect(posting?.directApply, job.id).toBe(true);
      expect(Date.parse(String(posting?.validThrough)), job.id).toBeGreaterThan(clock().getTime());
    }
  });

  it("dates every seeded post, case study and job from its own day, never the install's moment", async () => {
    const listed = await sitemap();
    expect([...listed.values()]).not.toContain(installed.toISOString());

    for (const post of seedBlogPosts) {
      const written = indiaInstant(post.date, "00:00").toISOString();
      const html = (await get(`/blog/${post.id}`)).body;
      expect(articleOf(html, "BlogPosting"), post.id).toMatchObject({ datePublished: written, dateModified: written });
      const meta = metaOf(html);
      expect([meta.get("article:published_time"), meta.get("article:modified_time")]).toEqual([written, written]);
      expect(listed.get(`/blog/${post.id}`)).toBe(written);
    }
    const newest = indiaInstant(seedBlogPosts[0]!.date, "00:00").toISOString();
    expect(listed.get("/blog")).toBe(newest);

    for (const { slug } of seedServices) {
      const written = seededPublishedAt(slug, installed)!.toISOString();
      const html = (await get(`/case-study/${slug}`)).body;
      const article = articleOf(html, "Article");
      expect(article, slug).toMatchObject({ datePublished: written, dateModified: written });
      expect(article?.headline).not.toContain("Nexora");
      expect(metaOf(html).get("article:modified_time")).toBe(written);
      expect(listed.get(`/case-study/${slug}`)).toBe(written);
    }

    for (const job of seedJobs) {
      expect(listed.get(`/career/apply/${job.id}`), job.id).toBe(seedJobDates(job, installed).postedAt.toISOString());
    }
    // A page whose text is the build's has no date to give.
    expect(listed.get("/privacy")).toBeUndefined();
  });

  it("moves a post's and a case study's modified date when an editor changes it, on the page and in the sitemap", async () => {
    const post = seedBlogPosts[3]!;
    const [row] = await server.database.db.query.blogPosts.findMany({
      where: (posts, { eq }) => eq(posts.slug, post.id),
    });
    now += day;
    const edited = clock().toISOString();
    await updatePost(
      server.database.db,
      commandLine,
      row!.id,
      {
        title: row!.title,
        slug: row!.slug,
        summary: row!.summary,
        body: `${row!.body}\n\nUpdated with this year's figures.`,
        category: row!.category,
        author: row!.author,
        authorImage: row!.authorImage,
        image: row!.image,
        featured: row!.featured ? "on" : "",
      },
      clock(),
    );
    const written = indiaInstant(post.date, "00:00").toISOString();
    const html = (await get(`/blog/${post.id}`)).body;
    expect(articleOf(html, "BlogPosting")).toMatchObject({ datePublished: written, dateModified: edited });
    expect(metaOf(html).get("article:modified_time")).toBe(edited);

    now += day;
    const published = clock().toISOString();
    const tagline = "Websites that load fast, in every language";
    const changed = { ...websiteDevelopment, header: { ...websiteDevelopment.header, tagline } };
    await saveDraft(server.database.db, commandLine, "service", "website-development", changed, clock());
    await publishDocument(server.database.db, commandLine, "service", "website-development", { when: "now" }, clock());
    const study = (await get("/case-study/website-development")).body;
    expect(articleOf(study, "Article")).toMatchObject({
      headline: tagline,
      datePublished: seededPublishedAt("website-development", installed)!.toISOString(),
      dateModified: published,
    });

    const listed = await sitemap();
    expect(listed.get(`/blog/${post.id}`)).toBe(edited);
    expect(listed.get("/blog")).toBe(edited);
    expect(listed.get("/case-study/website-development")).toBe(published);
  });

  it(
    "shares every page of the sitemap with a 1200 × 630 JPEG or PNG that answers, as its tags say",
    { timeout: 60_000 },
    async () => {
      const checked = new Map<string, string>();
      for (const path of (await sitemap()).keys()) {
        const meta = metaOf((await get(path)).body);
        const image = meta.get("og:image");
        expect(image, path).toMatch(new RegExp(`^${origin}/.+\\.(jpg|png)$`));
        expect([meta.get("og:image:width"), meta.get("og:image:height"), meta.get("twitter:card")], path).toEqual([
          "1200",
          "630",
          "summary_large_image",
        ]);
        if (checked.has(image!)) continue;
        const shared = await get(image!.slice(origin.length));
        expect(shared.statusCode, image).toBe(200);
        expect(shared.headers["content-type"], image).toBe(meta.get("og:image:type"));
        const { format, width, height } = await sharp(shared.rawPayload).metadata();
        expect({ format: `image/${format}`, width, height }, image).toEqual({
          format: meta.get("og:image:type"),
          width: 1200,
          height: 630,
        });
        checked.set(image!, path);
      }
      // Each post and case study has its own picture, not the site's.
      expect(new Set(checked.keys()).size).toBeGreaterThan(seedBlogPosts.length + seedServices.length);
    },
  );

  it("places each job at its office, street, region and postal code, in its JobPosting and the Indeed feed", async () => {
    const { source } = new XMLParser({ parseTagValue: false, isArray: (name) => name === "job" }).parse(
      (await get("/careers/jobs.xml")).body,
    ) as { source: { job: Record<string, string>[] } };
    const offices = {
      Bengaluru: ["Karnataka", "560025"],
      "New Delhi": ["Delhi", "110019"],
      Gwalior: ["Madhya Pradesh", "474011"],
    } as const;
    expect(seedJobs.filter((job) => !isRemote(job))).toHaveLength(9);
    for (const job of seedJobs) {
      const posting = articleOf((await get(`/career/apply/${job.id}`)).body, "JobPosting");
      expect(posting?.identifier, job.id).toEqual({
        "@type": "PropertyValue",
        name: "Nexora Technologies",
        value: job.id,
      });
      const inFeed = source.job.find((entry) => entry.referencenumber === job.id);
      if (isRemote(job)) {
        expect(posting).not.toHaveProperty("jobLocation");
        expect(inFeed).not.toHaveProperty("state");
        continue;
      }
      const [region, postalCode] = offices[job.location as keyof typeof offices];
      expect(posting?.jobLocation, job.id).toEqual({
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: expect.any(String),
          addressLocality: job.location,
          addressRegion: region,
          postalCode,
          addressCountry: "IN",
        },
      });
      expect(inFeed, job.id).toMatchObject({ city: job.location, state: region, postalcode: postalCode });
    }
  });
});
