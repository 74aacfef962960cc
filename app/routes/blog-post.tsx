import { data, isRouteErrorResponse, redirect } from "react-router";

import { ErrorPage, NotFoundPage } from "~/features/layout/error-page";
import { PostArticle } from "~/features/blog/post-article";
import { NewsletterSection } from "~/features/newsletter/newsletter-section";
import type { NewsletterSectionHandle } from "~/features/newsletter/newsletter-signup";
import { blogFeedLink } from "~/seo/blog-feed";
import { publisherJsonLd } from "~/seo/organization-json-ld";
import { absoluteUrl, pageMeta } from "~/seo/page-meta";
import { blogPostPath } from "~domain/content/content-pages";

import type { Route } from "./+types/blog-post";
import { blogPagesContext } from "~contracts/content";

/** Every blog page announces the feed. */
export const links: Route.LinksFunction = () => [blogFeedLink];

/** The page carries the newsletter's section: the footer points to it (decision 077). */
export const handle: NewsletterSectionHandle = { newsletterSection: "post" };

/** A published post; an earlier address answers 301 to today's, an unknown or future one 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const found = await context.get(blogPagesContext).find(params.slug);
  if (found && "movedTo" in found) throw redirect(blogPostPath(found.movedTo), 301);
  if (!found) throw data({ message: "There is no such post." }, { status: 404 });
  return { article: found.article };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const article = loaderData?.article;
  if (!article) return [{ title: "Post not found | Nexora Technologies" }, { name: "robots", content: "noindex" }];
  const path = blogPostPath(article.slug);
  const image = article.socialImage || article.image;
  return [
    ...pageMeta({
      title: `${article.seoTitle || article.title} | Nexora Technologies`,
      description: article.seoDescription || article.summary,
      path,
      breadcrumb: article.title,
      image,
      article: { publishedAt: article.publishedAt, modifiedAt: article.modifiedAt, section: article.category },
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: article.seoDescription || article.summary,
        image: absoluteUrl(image),
        datePublished: article.publishedAt,
        dateModified: article.modifiedAt,
        articleSection: article.category,
        // The authors have no page of their own: the team's page is where the company introduces its people.
        author: { "@type": "Person", name: article.author, url: absoluteUrl("/ourteam") },
        publisher: publisherJsonLd,
        mainEntityOfPage: absoluteUrl(path),
      },
    },
  ];
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PostArticle article={loaderData.article} />
      <NewsletterSection place="post" />
    </>
  );
}

/** An unknown post (or one not published yet) shows the site's not-found page; any other fault, its error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />;
}
