import { data, isRouteErrorResponse, redirect } from "react-router";

import { ErrorPage, NotFoundPage } from "~/features/layout/error-page";
import { PostArticle } from "~/features/blog/post-article";
import { blogFeedLink } from "~/seo/blog-feed";
import { absoluteUrl, pageMeta } from "~/seo/page-meta";
import { blogPostPath } from "~domain/content/content-pages";
import { company } from "~domain/company/company";

import type { Route } from "./+types/blog-post";
import { siteContext } from "~contracts/load-context";

/** Every blog page announces the feed. */
export const links: Route.LinksFunction = () => [blogFeedLink];

/** A published post; an earlier address answers 301 to today's, an unknown or future one 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await context.get(siteContext).blog.find(params.slug);
  if (found && "movedTo" in found) throw redirect(blogPostPath(found.movedTo), 301);
  if (!found) throw data({ message: "There is no such post." }, { status: 404 });
  return { article: found.article };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) return [{ title: "Post not found | Nexora Technologies" }, { name: "robots", content: "noindex" }];
  const path = blogPostPath(article.slug);
  const image = article.socialImage || article.image;
  const tags = pageMeta({
    title: `${article.seoTitle || article.title} | Nexora Technologies`,
    description: article.seoDescription || article.summary,
    path,
    breadcrumb: article.title,
    image,
  }).map((tag) =>
    "property" in tag && tag.property === "og:type" ? { property: "og:type", content: "article" } : tag,
  );
  return [
    ...tags,
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    { property: "article:section", content: article.category },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.seoDescription || article.summary,
        image: absoluteUrl(image),
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        articleSection: article.category,
        author: { "@type": "Person", name: article.author },
        publisher: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
        mainEntityOfPage: absoluteUrl(path),
      },
    },
  ];
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <PostArticle article={loaderData.article} />;
}

/** An unknown post (or one not published yet) shows the site's not-found page; any other fault, its error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
