import { company } from "~domain/company/company";
import type { Published } from "~contracts/content-documents";

import { publisherJsonLd } from "./organization-json-ld";
import { absoluteUrl, type ArticleDates } from "./page-meta";

export type CaseStudyArticle = ArticleDates & {
  /** The page's own heading, without the site's name. */
  headline: string;
  description: string;
  /** The picture the page shows (a path of the site). */
  image: string;
  /** Where it is read: the case study's page, the project's portfolio address. */
  path: string;
  /** The service it shows, for a service's case study. */
  service?: string;
};

/** A published document's dates as an article's (ISO instants): first published, and last. */
export const articleDatesOf = ({ firstPublishedAt, publishedAt }: Omit<Published<unknown>, "slug" | "body">) => ({
  publishedAt: firstPublishedAt.toISOString(),
  modifiedAt: publishedAt.toISOString(),
});

/** schema.org Article for a case study (a service's or a project's): what search engines show of it, and when it was published and last changed. */
export const caseStudyJsonLd = ({
  headline,
  description,
  image,
  path,
  publishedAt,
  modifiedAt,
  service,
}: CaseStudyArticle) => ({
  "@context": "https://schema.org",
  "@type": "Article",
  headline,
  description,
  image: absoluteUrl(image),
  datePublished: publishedAt,
  dateModified: modifiedAt,
  ...(service
    ? { about: { "@type": "Service", name: service, provider: { "@type": "Organization", name: company.name } } }
    : {}),
  author: publisherJsonLd,
  publisher: publisherJsonLd,
  mainEntityOfPage: absoluteUrl(path),
});
