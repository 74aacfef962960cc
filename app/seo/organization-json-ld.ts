import { company } from "~domain/company/company";

import { absoluteUrl } from "./page-meta";

/** schema.org Organization for the home page: name, logo, contact point and offices. */
export const organizationJsonLd = {
  "@context": "https://schema.org",
  "@type": "Organization",
  name: company.name,
  legalName: company.legalName,
  url: absoluteUrl("/"),
  logo: absoluteUrl("/apple-touch-icon.png"),
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
