import { index, route, type RouteConfig } from "@react-router/dev/routes";

// Every route of the two specifications (marketing section 2, careers section 2).
export default [
  index("routes/home.tsx"),
  route("home", "routes/home.tsx", { id: "routes/home-alias" }),
  route("contactUs", "routes/contact-us.tsx"),
  route("process-insights", "routes/process-insights.tsx"),
  route("aboutUs", "routes/about-us.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("alltestimonial", "routes/all-testimonial.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms-condition", "routes/terms-condition.tsx"),
  route("blog", "routes/blog.tsx"),
  route("case-study/:slug", "routes/case-study.tsx"),
  route("demo", "routes/demo.tsx"),
  route("error", "routes/error.tsx"),
  route("ourteam", "routes/our-team.tsx"),
  route("rating", "routes/rating.tsx"),
  route("vision-mission", "routes/vision-mission.tsx"),
  route("services", "routes/services.tsx"),
  route("why-choose-us", "routes/why-choose-us.tsx"),
  route("career", "routes/career.tsx"),
  route("career/apply/:jobId", "routes/career-apply.tsx"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The staff back office (DESIGN.md, "Back office"): rendered per request, never prerendered.
  route("admin/sign-in", "routes/admin-sign-in.tsx"),
  route("admin/set-password/:token", "routes/admin-set-password.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin-home.tsx"),
    route("sign-out", "routes/admin-sign-out.tsx"),
    route("account", "routes/admin-account.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
