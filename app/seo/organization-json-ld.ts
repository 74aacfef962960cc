import { company } from "~domain/company/company";

import { absoluteUrl } from "./page-meta";

/** The company's logo as structured data names it: a PNG of the site (public/apple-touch-icon.png). */
export const companyLogo = {
  "@type": "ImageObject",
  url: absoluteUrl("/apple-touch-icon.png"),
  width: 180,
  height: 180,
} as const;

/** The company as the publisher (and, for a case study, the author) of an article. */
export const publisherJsonLd = {
  "@type": "Organization",
  name: company.name,
  url: absoluteUrl("/"),
  logo: companyLogo,
} as const;

/** schema.org Organization for the home page: name, logo, contact point and offices. */
export const organizationJsonLd = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: company.name,
  legalName: company.legalName,
  url: absoluteUrl("/"),
  logo: companyLogo,
  email: company.salesEmail,
  telephone: company.phone.href.replace("tel:", ""),
  sameAs: company.social.filter((link) => link.network !== "whatsapp").map((link) => link.href),
  contactPoint: [
    {
      "@type": "ContactPoint",
      contactType: "sales",
      email: company.salesEmail,
      telephone: company.phone.href.replace("tel:", ""),
      areaServed: "IN",
      availableLanguage: ["en", "hi"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "10:00",
        closes: "18:00",
      },
    },
  ],
  address: company.offices.map((office) => ({
    "@type": "PostalAddress",
    streetAddress: office.address,
    addressLocality: office.label,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: "IN",
  })),
};
