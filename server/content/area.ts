import { blogPagesContext } from "../../contracts/content";
import { sitePagesContext } from "../../contracts/content-documents";
import { siteContentPagesContext } from "../../contracts/content-entries";
import { pageSalesDesk } from "../analytics/attribution/attribution-desks";
import { historyOf } from "../kernel/audit/audit-history";
import { provide } from "../kernel/runtime/page-service";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { blogPageServices, contentDesk } from "./content-desk";
import { draftDesk } from "./editor-drafts";
import { mediaRoutes } from "./media-routes";
import { faqDesk, siteContentPages, testimonialDesk } from "./site-content-desk";
import { documentDesk, sitePages } from "./site-documents-desk";

/** The blog, the FAQ, the testimonials, the case studies, the projects, the About pages and the images. */
export const area = {
  name: "content",
  routes: (api, deps) => mediaRoutes(api, deps),
  pageServices: (deps) => [
    provide(blogPagesContext, blogPageServices(deps)),
    provide(siteContentPagesContext, siteContentPages(deps)),
    provide(sitePagesContext, sitePages(deps)),
  ],
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
} satisfies ServerArea<Parameters<typeof contentDesk>[0] & Pick<SharedResources, "images">>;
