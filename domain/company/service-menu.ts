/**
 * The Services menu of the top navigation, in the order the marketing
 * specification gives (section 2, "Top navigation").
 */
export type ServiceMenuItem = {
  id: string;
  title: string;
  /** /case-study/{slug}: the service title lower-cased, spaces as hyphens. */
  slug: string;
  /** Its tab's label in the home page's services section (marketing specification, "Services section"). */
  tabLabel: string;
};

export const serviceMenu: ServiceMenuItem[] = [
  { id: "website-development", title: "Website Development", slug: "website-development", tabLabel: "Web Development" },
  { id: "app-development", title: "App Development", slug: "app-development", tabLabel: "App Development" },
  { id: "ui-ux-design", title: "UI-UX design", slug: "ui-ux-design", tabLabel: "UI/UX design" },
  { id: "erp", title: "ERP", slug: "erp", tabLabel: "ERP" },
  { id: "digital-marketing", title: "Digital Marketing", slug: "digital-marketing", tabLabel: "Digital Marketing" },
  { id: "generative-ai", title: "Generative AI", slug: "generative-ai", tabLabel: "Generative AI" },
  { id: "security-services", title: "Security Services", slug: "security-services", tabLabel: "Security" },
  { id: "crm", title: "CRM", slug: "crm", tabLabel: "CRM" },
];

export const caseStudyPath = (slug: string) => `/case-study/${slug}`;
