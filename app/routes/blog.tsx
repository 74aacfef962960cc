import { pageMeta } from "~/seo/page-meta";
import { BlogPage } from "~/features/blog/blog-page";

export const meta = () =>
  pageMeta({
    title: "Blog: Insights, Innovation & Ideas | Nexora Technologies",
    description:
      "Articles from the Nexora Technologies team on software engineering, design, product management and customer success.",
    path: "/blog",
    breadcrumb: "Blog",
  });

export default function BlogRoute() {
  return <BlogPage />;
}
