import type { MetaDescriptor } from "react-router";

import { company } from "~domain/company/company";

import { sharedImageOf } from "./shared-image";

export const siteUrl = __PUBLIC_SITE_URL__.replace(/\/+$/, "");

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/faq". */
  path: string;
  keywords?: string;
  /** The page's short name in the BreadcrumbList of inner pages; the title when absent. */
  breadcrumb?: string;
  /** The picture the page shows (a path of the site), which a shared link shows as its social card; the site's own picture when absent or empty. */
  image?: string | undefined;
  /** For an article (a post, a case study): when it was first published and last changed (ISO instants). */
  article?: ArticleDates & { section?: string };
};

export type ArticleDates = { publishedAt: string; modifiedAt: string };

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;

/** schema.org BreadcrumbList: Home, then the page. */
function breadcrumbJsonLd(name: string, path: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name, item: absoluteUrl(path) },
    ],
  };
}

/** The Open Graph tags of the picture a shared link shows: its social card, with its size and type. */
function sharedImageMeta(image: string | undefined): MetaDescriptor[] {
  const shared = sharedImageOf(image);
  return [
    { property: "og:image", content: absoluteUrl(shared.path) },
    { property: "og:image:type", content: shared.type },
    ...(shared.width && shared.height
      ? [
          { property: "og:image:width", content: String(shared.width) },
          { property: "og:image:height", content: String(shared.height) },
        ]
      : []),
  ];
}

/** An article's Open Graph tags: when it was published and changed, and its section. */
const articleMeta = ({ publishedAt, modifiedAt, section }: NonNullable<PageMetaInput["article"]>): MetaDescriptor[] => [
  { property: "article:published_time", content: publishedAt },
  { property: "article:modified_time", content: modifiedAt },
  ...(section ? [{ property: "article:section", content: section }] : []),
];

/** Title, description, canonical URL, Open Graph tags and, on inner pages, breadcrumbs. */
export function pageMeta({
  title,
  description,
  path,
  keywords,
  breadcrumb,
  image,
  article,
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const breadcrumbs =
    path === "/" ? [] : [{ "script:ld+json": breadcrumbJsonLd(breadcrumb ?? title.split(" | ")[0]!, path) }];
  return [
    { title },
    { name: "description", content: description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...sharedImageMeta(image),
    { name: "twitter:card", content: "summary_large_image" },
    ...(article ? articleMeta(article) : []),
    ...breadcrumbs,
  ];
}
