import { asc, sql } from "drizzle-orm";

import type { ContentSales, ContentSalesRow } from "../../../contracts/revenue-attribution";
import { caseStudyPath, serviceMenu } from "../../../domain/company/service-menu";
import { blogPostPath } from "../../../domain/content/content-pages";
import { indiaDatesRange, type IsoDate } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { blogPosts } from "../../db/schema";
import { pagesIn } from "../reports/analytics-report";
import { salesEvents, stepSums, type StepSums } from "./sales-events";

/**
 * Content that sells (decision 062): for each blog post, service case study and
 * page of the site's own, the views the roll-ups counted and the sales desk's steps whose visit
 * saw it on the way (its path among the lead's pages seen) or began on it. Counts and sums only.
 */

/** A page of content: what it is, its title and the path its views are counted under. */
export type ContentPage = Pick<ContentSalesRow, "kind" | "title" | "path">;

/** The site's own pages an editor does not write but the company sells with. */
const sitePages: ContentPage[] = [
  { kind: "page", title: "Services", path: "/services" },
  { kind: "page", title: "Portfolio and its projects", path: "/portfolio" },
];

/** Every blog post (drafts too: their numbers are nothing yet), each service's case study and the site's pages. */
export async function contentPages(db: Db): Promise<ContentPage[]> {
  const posts = await db
    .select({ title: blogPosts.title, slug: blogPosts.slug })
    .from(blogPosts)
    .orderBy(asc(blogPosts.title));
  return [
    ...serviceMenu.map((service): ContentPage => ({
      kind: "case-study",
      title: service.title,
      path: caseStudyPath(service.slug),
    })),
    ...posts.map((post): ContentPage => ({ kind: "blog-post", title: post.title, path: blogPostPath(post.slug) })),
    ...sitePages,
  ];
}

type Row = StepSums & { path: string; entered_leads: number };

/**
 * The steps of [start, end) per path among `paths`: every step whose visit saw the path (its
 * pages seen, or its landing page for a first touch older than the pages' list), and the leads
 * whose visit began there. A step counts once per path however often its visit saw it.
 */
async function stepsByPath(db: Db, paths: string[], start: Date, end: Date): Promise<Map<string, Row>> {
  if (paths.length === 0) return new Map();
  const wanted = sql.join(
    paths.map((path) => sql`${path}`),
    sql`, `,
  );
  // Each step paired once with each wanted path its visit saw (its pages and its landing page in
  // one list, a path seen twice counted once), then summed per path: 40 sums, where numbering the
  // steps and grouping by step and path first sorted 160,000 pairs on disk (a year: 598 ms).
  const result = await db.execute<Row>(sql`
    select path, ${stepSums},
      coalesce(sum(leads) filter (where path = touch->>'landingPage'), 0)::float8 as entered_leads
    from (${salesEvents(start, end)}) steps
    cross join lateral (
      select distinct value as path
      from jsonb_array_elements_text(coalesce(touch->'pagesSeen', '[]'::jsonb) || jsonb_build_array(touch->>'landingPage'))
      where value in (${wanted})
    ) seen
    group by path`);
  return new Map((result as unknown as { rows: Row[] }).rows.map((row) => [row.path, row]));
}

/** What the member may see: rupees and deals only where the analytics area opens to them. */
export type RupeesShown = { rupees: boolean };

/** Each page's figures over a range of India days (up to `now`), in the order the pages were given. */
export async function contentSales(
  db: Db,
  pages: ContentPage[],
  { from, to }: { from: IsoDate; to: IsoDate },
  now: Date,
  shown: RupeesShown,
): Promise<(ContentPage & ContentSales)[]> {
  const [start, end] = indiaDatesRange(from, to);
  const paths = pages.map((page) => page.path);
  const [steps, views] = await Promise.all([
    stepsByPath(db, paths, start, new Date(Math.min(end.getTime(), now.getTime() + 1))),
    pagesIn(db, from, to),
  ]);
  const viewsOf = new Map(views.map((page) => [page.path, page]));
  return pages.map((page) => {
    const step = steps.get(page.path);
    return {
      ...page,
      views: viewsOf.get(page.path)?.views ?? 0,
      entries: viewsOf.get(page.path)?.entries ?? 0,
      leadsSaw: Number(step?.leads ?? 0),
      leadsEntered: Number(step?.entered_leads ?? 0),
      callsHeld: Number(step?.held ?? 0),
      dealsWon: shown.rupees ? Number(step?.won ?? 0) : null,
      rupeesWon: shown.rupees ? Number(step?.rupees ?? 0) : null,
    };
  });
}
