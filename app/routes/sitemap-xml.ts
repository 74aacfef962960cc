import { dynamicPublicPaths, staticPublicPaths } from "~/public-paths";
import { absoluteUrl } from "~/seo/page-meta";
import { escapeXml } from "~/seo/xml";
import { blogPostPath } from "~domain/content/content-pages";
import { caseStudyPath } from "~domain/company/service-menu";

import type { Route } from "./+types/sitemap-xml";
import { blogPagesContext } from "~contracts/content";
import { jobPagesContext } from "~contracts/jobs";
import { sitePagesContext } from "~contracts/content-documents";

/** The latest of some instants, as the sitemap writes it; none for none. */
const latest = (instants: readonly (Date | string)[]): string | undefined =>
  instants.length === 0 ? undefined : new Date(Math.max(...instants.map((at) => new Date(at).getTime()))).toISOString();

const urlElement = (path: string, lastModified: string | undefined) =>
  `  <url><loc>${escapeXml(absoluteUrl(path))}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ""}</url>`;

/**
 * Every public page, with the date it last changed where it has one: a post's, a case study's or
 * a job's own, and for the blog, the careers page and the portfolio the latest of what they list.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const jobPages = context.get(jobPagesContext);
  const sitePages = context.get(sitePagesContext);
  const [jobs, jobsChangedAt, posts, services, projects] = await Promise.all([
    jobPages.listOpen(),
    jobPages.openJobsChangedAt(),
    context.get(blogPagesContext).list(),
    sitePages.services(),
    sitePages.projects(),
  ]);
  const lastModified = new Map<string, string | undefined>([
    ["/blog", latest(posts.map((post) => post.modifiedAt))],
    ["/career", latest([...jobsChangedAt.values()])],
    ["/portfolio", latest(projects.map((project) => project.publishedAt))],
    ...services.map((service) => [caseStudyPath(service.slug), service.publishedAt.toISOString()] as const),
    ...jobs.map((job) => [`/career/apply/${job.id}`, jobsChangedAt.get(job.id)?.toISOString()] as const),
    ...posts.map((post) => [blogPostPath(post.slug), post.modifiedAt] as const),
  ]);
  const urls = [
    ...staticPublicPaths,
    ...dynamicPublicPaths,
    ...jobs.map((job) => `/career/apply/${job.id}`),
    ...posts.map((post) => blogPostPath(post.slug)),
  ]
    .map((path) => urlElement(path, lastModified.get(path)))
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
