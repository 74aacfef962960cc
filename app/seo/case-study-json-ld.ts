import { company } from "~domain/company/company";

import { absoluteUrl } from "./page-meta";

export type CaseStudyArticle = {
  headline: string;
  description: string;
  /** A path of the site. */
  image: string;
  /** Where it is read: the case study's page, the project's portfolio address. */
  path: string;
  /** When editors last published it (ISO), when known. */
  modifiedAt: string | null;
  /** The service it shows, for a service's case study. */
  service?: string;
};

/** schema.org Article for a case study (a service's or a project's): what search engines show of it, and when it last changed. */
export const caseStudyJsonLd = ({ headline, description, image, path, modifiedAt, service }: CaseStudyArticle) => ({
  "@context": "https://schema.org",
  "@type": "Article",
  headline,
  description,
  image: absoluteUrl(image),
  ...(modifiedAt ? { dateModified: modifiedAt } : {}),
  ...(service
    ? { about: { "@type": "Service", name: service, provider: { "@type": "Organization", name: company.name } } }
    : {}),
  author: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
  publisher: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
  mainEntityOfPage: absoluteUrl(path),
});
