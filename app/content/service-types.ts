import type { ServiceCaseStudy } from "~domain/content/site-documents";

import type { ServiceMenuItem } from "~domain/company/service-menu";

/**
 * A service as its case study page shows it: its name and address from the marketing
 * specification (service-menu.ts), the rest from its published document.
 */
export type Service = Pick<ServiceMenuItem, "title" | "slug" | "tabLabel"> &
  Omit<ServiceCaseStudy, "header"> & { header: ServiceCaseStudy["header"] & { cta: "Let's Talk" } };

/** What the home page's services tab shows of a service; the rest stays with its case study. */
export type ServiceTab = Pick<Service, "title" | "slug" | "tabLabel" | "highlights" | "gallery"> & {
  description: string;
};

export type ProcessStep = ServiceCaseStudy["process"]["steps"][number];
export type GalleryImage = ServiceCaseStudy["gallery"][number];

/** The service a published case study describes. */
export const serviceOf = (
  { title, slug, tabLabel }: ServiceMenuItem,
  { header, ...caseStudy }: ServiceCaseStudy,
): Service => ({ title, slug, tabLabel, ...caseStudy, header: { ...header, cta: "Let's Talk" } });
