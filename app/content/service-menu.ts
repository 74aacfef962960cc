/**
 * The Services menu of the top navigation, in the order the marketing
 * specification gives (section 2, "Top navigation").
 */
export type ServiceMenuItem = {
  id: string;
  title: string;
  /** /case-study/{slug}: the service title lower-cased, spaces as hyphens. */
  slug: string;
};

export const serviceMenu: ServiceMenuItem[] = [
  { id: "website-development", title: "Website Development", slug: "website-development" },
  { id: "app-development", title: "App Development", slug: "app-development" },
  { id: "ui-ux-design", title: "UI-UX design", slug: "ui-ux-design" },
  { id: "erp", title: "ERP", slug: "erp" },
  { id: "digital-marketing", title: "Digital Marketing", slug: "digital-marketing" },
  { id: "generative-ai", title: "Generative AI", slug: "generative-ai" },
  { id: "security-services", title: "Security Services", slug: "security-services" },
  { id: "crm", title: "CRM", slug: "crm" },
];

export const caseStudyPath = (slug: string) => `/case-study/${slug}`;
