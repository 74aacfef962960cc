import { caseStudyPath, serviceMenu } from "./content/service-menu";

/** The public pages that need no per-request data: prerendered at build time and listed in sitemap.xml. */
export const staticPublicPaths = [
  "/",
  "/contactUs",
  "/aboutUs",
  "/services",
  "/faq",
  "/alltestimonial",
  "/process-insights",
  "/vision-mission",
  "/why-choose-us",
  "/ourteam",
  "/rating",
  "/privacy",
  "/terms-condition",
  ...serviceMenu.map((item) => caseStudyPath(item.slug)),
];

/** Public pages rendered per request: their content comes from the database, the query string or the clock. */
export const dynamicPublicPaths = ["/portfolio", "/career", "/demo", "/blog"];
