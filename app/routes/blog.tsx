import { redirect } from "react-router";

import { blogFeedLink } from "~/seo/blog-feed";
import { pageMeta } from "~/seo/page-meta";
import { BlogPage } from "~/features/blog/blog-page";
import { blogPageCount, blogPageData } from "~/features/blog/blog-page-data";
import { NewsletterSection } from "~/features/newsletter/newsletter-section";
import type { NewsletterSectionHandle } from "~/features/newsletter/newsletter-signup";
import { blogPagePath } from "~domain/content/content-pages";

import type { Route } from "./+types/blog";
import { blogPagesContext } from "~contracts/content";

/** Every blog page announces the feed. */
export const links: Route.LinksFunction = () => [blogFeedLink];

/** The page carries the newsletter's section: the footer points to it (decision 077). */
export const handle: NewsletterSectionHandle = { newsletterSection: "blog" };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: "Blog: Insights, Innovation & Ideas | Nexora Technologies",
    description:
      "Articles from the Nexora Technologies team on software engineering, design, product management and customer success.",
    path: blogPagePath(loaderData?.page ?? 1),
    breadcrumb: "Blog",
  });

/**
 * The published posts' cards, from the database, as far as the page asked for (`?page=2` and on,
 * what Load more links to and fetches); kept by the server's page cache until a change or the next scheduled post.
 * Any other `page` answers 301: one that is not a page number to the blog, one past the last to the last.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const posts = await context.get(blogPagesContext).list();
  const asked = url.searchParams.get("page");
  if (asked === null) return blogPageData(posts, 1);
  const last = blogPageCount(posts);
  const page = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 1;
  const shown = Math.min(page, last);
  if (shown === 1 || String(shown) !== asked) throw redirect(blogPagePath(shown), 301);
  return blogPageData(posts, shown);
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogPage data={loaderData} />
      <NewsletterSection place="blog" />
    </>
  );
}
