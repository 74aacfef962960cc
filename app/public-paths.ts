// A relative path: react-router.config.ts loads this file before the aliases exist.
import { caseStudyPath, serviceMenu } from "../domain/company/service-menu";

/** The public pages that need no per-request data: prerendered at build time and listed in sitemap.xml. */
export const staticPublicPaths = [
  "/contactUs",
  "/services",
  "/process-insights",
  "/why-choose-us",
  "/rating",
  "/privacy",
  "/terms-condition",
];

/**
 * Public pages rendered per request, and kept until a change (server/plugins/rendered-pages.ts):
 * their content comes from the database, the query string or the clock. The home page, /faq,
 * /alltestimonial, the About pages and the case studies show what editors publish.
 */
export const dynamicPublicPaths = [
  "/",
  "/faq",
  "/alltestimonial",
  "/aboutUs",
  "/vision-mission",
  "/ourteam",
  "/portfolio",
  "/career",
  "/demo",
  "/blog",
  ...serviceMenu.map((item) => caseStudyPath(item.slug)),
];
