import { pageSalesDesk } from "../analytics/attribution/attribution-desks";
import { historyOf } from "../kernel/audit/audit-history";
import type { ServerArea } from "../kernel/back-office/server-area";
import { contentDesk } from "./content-desk";
import { draftDesk } from "./editor-drafts";
import { faqDesk, testimonialDesk } from "./site-content-desk";
import { documentDesk } from "./site-documents-desk";

/** The blog, the FAQ, the testimonials, the case studies, the projects, the About pages and the images. */
export const contentArea: ServerArea<Parameters<typeof contentDesk>[0]> = {
  areaDesks: (deps) => ({
    content: (member) => ({
      content: { ...contentDesk(deps, member), history: historyOf(deps, "blog_post") },
      faq: { ...faqDesk(deps, member), history: historyOf(deps, "faq_entry") },
      testimonials: { ...testimonialDesk(deps, member), history: historyOf(deps, "testimonial") },
      documents: { ...documentDesk(deps, member), history: historyOf(deps, "site_document") },
      drafts: draftDesk(deps, member),
      pageSales: pageSalesDesk(deps, member),
    }),
  }),
};
