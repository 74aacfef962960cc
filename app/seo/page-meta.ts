import type { MetaDescriptor } from "react-router";

import { company } from "~domain/company/company";

export const siteUrl = __PUBLIC_SITE_URL__.replace(/\/+$/, "");

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/faq". */
  path: string;
  keywords?: string;
  /** The page's short name in the BreadcrumbList of inner pages; the title when absent. */
  breadcrumb?: string;
  /** What a shared link shows (a path of the site); the site's own picture when absent or empty. */
  image?: string | undefined;
};

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

/** Title, description, canonical URL, Open Graph tags and, on inner pages, breadcrumbs. */
export function pageMeta({ title, description, path, keywords, breadcrumb, image }: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const breadcrumbs =
    path === "/" ? [] : [{ "script:ld+json": breadcrumbJsonLd(breadcrumb ?? title.split(" | ")[0]!, path) }];
  return [
    { title },
    { name: "description", content: description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl(image || "/og-image.png") },
    { name: "twitter:card", content: "summary_large_image" },
    ...breadcrumbs,
  ];
}
