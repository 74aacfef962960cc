import { indiaInstant } from "../../domain/bookings/blocked-time";
import { indiaDateOf, shiftDate } from "../../domain/time/india-dates";

/**
 * How many days before the seed day each of the site's own pages was published, by its address:
 * they keep their own dates, counted from the day the seed runs as the jobs' are, so that a case
 * study's Article and the sitemap date it from when it was written, not from the install.
 */
const publishedDaysAgo: Readonly<Record<string, number>> = {
  // The services' case studies, written when the site opened.
  "website-development": 240,
  "app-development": 236,
  erp: 231,
  "ui-ux-design": 225,
  "digital-marketing": 218,
  "generative-ai": 150,
  "security-services": 212,
  crm: 96,
  // The portfolio's projects, each written up once it went live.
  "spice-route-ecommerce": 41,
  "meridian-hospitals-website": 67,
  "kaveri-autocomp-erp": 88,
  "apex-pumps-erp": 123,
  "tezmove-delivery-app": 146,
  "ankur-schools-parent-app": 171,
  "kosh-finance-loan-journey": 199,
  "aravali-greens-launch": 227,
  "neem-and-sandal-growth": 254,
  "padhaipro-doubt-solver": 282,
  "hearth-and-loom-support-assistant": 303,
  "greenfield-diagnostics-crm": 331,
  // The About pages.
  company: 240,
  team: 58,
};

/** When a page of the seed's was published, for a seed run at `now`: 10 AM in India on its day; undefined for any other page. */
export function seededPublishedAt(slug: string, now: Date): Date | undefined {
  const days = publishedDaysAgo[slug];
  return days === undefined ? undefined : indiaInstant(shiftDate(indiaDateOf(now), -days), "10:00");
}
