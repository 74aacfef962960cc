import { blogFeedLink } from "~/seo/blog-feed";
import { pageMeta } from "~/seo/page-meta";
import { BlogPage } from "~/features/blog/blog-page";

import type { Route } from "./+types/blog";
import { siteContext } from "~contracts/load-context";

/** Every blog page announces the feed. */
export const links: Route.LinksFunction = () => [blogFeedLink];

export const meta = () =>
  pageMeta({
    title: "Blog: Insights, Innovation & Ideas | Nexora Technologies",
    description:
      "Articles from the Nexora Technologies team on software engineering, design, product management and customer success.",
    path: "/blog",
    breadcrumb: "Blog",
  });

/** The published posts, from the database; kept by the server's page cache until a change or the next scheduled post. */
export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await context.get(siteContext).blog.list() };
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPage posts={loaderData.posts} />;
}
