import { seedServices as services } from "../server/db/seed-services";

const tagline = (slug: string) => services.find((service) => service.slug === slug)!.header.tagline;

/** Every page of the two specifications with the heading it must show. */
export const pages = [
  { path: "/", heading: "IT services resolving critical business challenges for a winning edge" },
  { path: "/home", heading: "IT services resolving critical business challenges for a winning edge" },
  { path: "/contactUs", heading: "Contact us" },
  { path: "/process-insights", heading: "Process & Insights" },
  { path: "/aboutUs", heading: "About us" },
  { path: "/portfolio", heading: "Our Portfolio" },
  { path: "/alltestimonial", heading: "Voices of Trust" },
  { path: "/faq", heading: "FAQs" },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms-condition", heading: "Terms & Conditions" },
  { path: "/blog", heading: "Insights, Innovation & Ideas" },
  ...services.map((service) => ({ path: `/case-study/${service.slug}`, heading: tagline(service.slug) })),
  { path: "/demo", heading: "Book a Free Demo" },
  { path: "/error", heading: "Oops! Something went wrong" },
  { path: "/ourteam", heading: "Our Team" },
  { path: "/rating", heading: "Client Ratings" },
  { path: "/vision-mission", heading: "Vision & Mission" },
  { path: "/services", heading: "Our Services" },
  { path: "/why-choose-us", heading: "Why Choose Us?" },
  { path: "/career", heading: "Careers at Nexora" },
  { path: "/career/apply/senior-react-engineer-bengaluru", heading: "Senior React Engineer" },
  // The job-alert e-mails' pages: a link that leads nowhere, and where unsubscribing ends
  // (e2e/job-alerts.spec.ts opens the others with real links, at both widths).
  { path: "/job-alerts/confirm/not-a-token", heading: "This link cannot be used" },
  { path: "/job-alerts/unsubscribe/not-a-token", heading: "This link cannot be used" },
  { path: "/job-alerts/unsubscribed", heading: "You are unsubscribed" },
  // The newsletter's e-mails' pages with a link that leads nowhere (e2e/newsletter-subscribe.spec.ts opens the others).
  { path: "/newsletter/confirm/not-a-token", heading: "This link cannot be used" },
  { path: "/newsletter/unsubscribe/not-a-token", heading: "This link cannot be used" },
];
