import { randomBytes } from "node:crypto";

import type { FastifyInstance, FastifyRequest } from "fastify";

import { nextIndiaMidnight } from "../../domain/time/india-dates";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";
import type { Clock } from "../clock";
import { AnswerCache } from "../kernel/changes/answer-cache";
import { onPublicChange, publicAreas } from "../kernel/changes/public-changes";
import { contentSecurityPolicy, hashSource } from "./content-security-policy";
import { fitsFirstRoundTrip, surelyOutgrowsFirstRoundTrip } from "./critical-css.mjs";
import {
  pageRepresentationOf,
  quickBrotliBytes,
  revalidatedPage,
  sendRepresentation,
  type Representation,
} from "./representation";
import { startScriptsAfterFirstPaint } from "./scripts-after-first-paint.mjs";

/**
 * The public pages rendered per request: the careers board and its searches, a job's page (what a
 * post shared on LinkedIn opens), the jobs feed for Indeed, the portfolio, the demo calendar, the blog, the sitemap, and the
 * pages showing what editors publish (the home page, /faq, /alltestimonial, the About pages, the
 * services' case studies). What
 * they show depends on the open jobs, the calendar, the content and today's date in India, nothing
 * about the visitor.
 */
const cachedPages =
  /^\/(|home|faq|alltestimonial|aboutUs|vision-mission|ourteam|case-study\/[^/?]+|career|career\/apply\/[^/?]+|careers\/jobs\.xml|portfolio|demo|sitemap\.xml|blog|blog\/[^/?]+)\/?(\?|$)/;

export type PageCaching = {
  /** The database whose public changes forget the pages (server/kernel/changes/public-changes.ts). */
  db: object;
  clock: Clock;
  /** When the next scheduled post, page text, question or testimonial appears. */
  nextScheduledChange: (now: Date) => Promise<Date | undefined>;
};

/** What the kept render of an HTML page gets before it is kept: its critical CSS (server/plugins/critical-css.mjs). */
export type FinishPage = (html: string) => string;

type RenderedPage = Representation & { contentType: string; cacheControl: string; policy: string };

/** How many distinct addresses (searches, categories, jobs) are kept; the oldest goes first. */
const maxPages = 200;

/**
 * The page with its scripts started after its first paint (scripts-after-first-paint.mjs) and its
 * critical CSS, compressed, unless the CSS would make it outgrow a new connection's first round
 * trip: then with its stylesheet link (critical-css.mjs). Decided on the brotli copy the page is
 * kept with, so a page is compressed once, twice only when it is refused by a narrow margin: one
 * far past the limit is told by a quick compression first.
 */
async function finishedPageOf(rendered: string, finishPage: FinishPage): Promise<Representation> {
  const html = startScriptsAfterFirstPaint(rendered);
  const withCriticalCss = Buffer.from(finishPage(html), "utf8");
  if (!surelyOutgrowsFirstRoundTrip(await quickBrotliBytes(withCriticalCss))) {
    const finished = await pageRepresentationOf(withCriticalCss);
    if (!finished.br || fitsFirstRoundTrip(finished.br.length)) return finished;
  }
  return pageRepresentationOf(Buffer.from(html, "utf8"));
}

/**
 * Renders each of those pages once per change and serves it from memory, as the prerendered pages
 * are: React's server render took tens of milliseconds a request, so a spike of visitors queued
 * behind it for seconds. The render the cache keeps carries no nonce; its Content-Security-Policy
 * names the hashes of its inline scripts instead, as a prerendered page's does. A page is forgotten
 * when anything visitors read changes (jobs, calendar, blog, FAQ, testimonials, pages), when the
 * next scheduled content appears, and at midnight in India; an answer other than 200 (a job that
 * does not exist, a database that is down) is never kept, so the next request renders again.
 */
export function registerRenderedPageCache(
  app: FastifyInstance,
  { db, clock, nextScheduledChange }: PageCaching,
  finishPage: FinishPage,
): { rendersForCache: (request: Pick<FastifyRequest, "headers">) => boolean } {
  // The cache's own render asks for a page without a nonce; nobody else can ask for one.
  const renderKey = randomBytes(16).toString("base64url");
  const renderHeader = "x-render-for-cache";
  const rendersForCache = (request: Pick<FastifyRequest, "headers">) => request.headers[renderHeader] === renderKey;

  const pages = new AnswerCache<string, RenderedPage | undefined>(maxPages);
  // Every area visitors read shows on some kept page: a change to any forgets them all.
  for (const area of publicAreas) onPublicChange(db, area, () => pages.invalidate());

  async function render(url: string, now: Date) {
    const rendered = await app.inject({
      method: "GET",
      url,
      headers: { [renderHeader]: renderKey, accept: "text/html" },
    });
    if (rendered.statusCode !== 200 || rendered.headers["set-cookie"]) return { value: undefined, expiresAt: 0 };
    const contentType = String(rendered.headers["content-type"]);
    // Once per kept render, not per request: a render served with a nonce keeps its stylesheet link as it is.
    const representation = contentType.startsWith("text/html")
      ? await finishedPageOf(rendered.payload, finishPage)
      : await pageRepresentationOf(rendered.rawPayload);
    const page: RenderedPage = {
      ...representation,
      contentType,
      // As a prerendered page's, unless the route said otherwise (the sitemap's no-cache).
      cacheControl: String(rendered.headers["cache-control"] ?? revalidatedPage),
      policy: contentSecurityPolicy(inlineScriptHashes(representation.identity.toString("utf8")).map(hashSource)),
    };
    const scheduled = await nextScheduledChange(now);
    const midnight = nextIndiaMidnight(now).getTime();
    return { value: page, expiresAt: Math.min(scheduled?.getTime() ?? midnight, midnight) };
  }

  // A callback hook: every request passes it, and most (the API's, the files') leave at once. A HEAD
  // gets the kept page's headers as GET does; Node sends no body with them.
  app.addHook("onRequest", (request, reply, done) => {
    const reads = request.method === "GET" || request.method === "HEAD";
    if (!reads || !cachedPages.test(request.url) || rendersForCache(request)) {
      done();
      return;
    }
    const now = clock();
    pages
      .get(request.url, now.getTime(), () => render(request.url, now))
      .then((page) => {
        if (!page) {
          done(); // rendered as usual, with a nonce
          return;
        }
        reply
          .header("cache-control", page.cacheControl)
          .header("content-security-policy", page.policy)
          .type(page.contentType);
        sendRepresentation(request, reply, page);
      }, done);
  });
  return { rendersForCache };
}
