import type { MetaDescriptor } from "react-router";

import { company } from "~/content/company";

export const siteUrl = __PUBLIC_SITE_URL__.replace(/\/+$/, "");

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's canonical path, e.g. "/faq". */
  path: string;
  keywords?: string;
};

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({ title, description, path, keywords }: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(path);
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
    { property: "og:image", content: absoluteUrl("/og-image.png") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
