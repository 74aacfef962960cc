import { caseStudyPath, serviceMenu } from "./content/service-menu";

/** The public pages that need no per-request data: prerendered at build time and listed in sitemap.xml. */
export const staticPublicPaths = [
  "/contactUs",
  "/aboutUs",
  "/services",
  "/process-insights",
  "/vision-mission",
  "/why-choose-us",
  "/ourteam",
  "/rating",
  "/privacy",
  "/terms-condition",
  ...serviceMenu.map((item) => caseStudyPath(item.slug)),
];

/**
 * Public pages rendered per request, and kept until a change (server/plugins/rendered-pages.ts):
 * their content comes from the database, the query string or the clock. The home page, /faq and
 * /alltestimonial show what editors publish (issue 34).
 */
export const dynamicPublicPaths = ["/", "/faq", "/alltestimonial", "/portfolio", "/career", "/demo", "/blog"];
