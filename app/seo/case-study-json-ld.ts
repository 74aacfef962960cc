import type { Service } from "~/content/service-types";
import { company } from "~domain/company";

import { absoluteUrl } from "./page-meta";

/** schema.org Article for a service's case study: what search engines show of it, and when it last changed. */
export const caseStudyJsonLd = (service: Service, path: string, modifiedAt: string | null) => ({
  "@context": "https://schema.org",
  "@type": "Article",
  headline: service.meta.title,
  description: service.meta.description,
  image: absoluteUrl(service.header.image),
  ...(modifiedAt ? { dateModified: modifiedAt } : {}),
  about: { "@type": "Service", name: service.title, provider: { "@type": "Organization", name: company.name } },
  author: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
  publisher: { "@type": "Organization", name: company.name, url: absoluteUrl("/") },
  mainEntityOfPage: absoluteUrl(path),
});
