import { createContext, RouterContextProvider, type RouterContext } from "react-router";

import type { BackOffice } from "./back-office";
import type { BookingManageLink, ConsultantPages } from "./bookings";
import type { InterviewScheduler } from "./applications";
import type { JobAlertLinks, JobPages } from "./jobs";
import type { BlogPages } from "./content";
import type { SiteContentPages } from "./content-entries";
import type { SitePages } from "./content-documents";
import type { OwnDataPages } from "./own-data";
import type { NominationPages } from "./privacy-nomination";
import type { NewsletterLinks } from "./newsletter";

/**
 * What the pages' loaders may ask of the server. The server fills it
 * (server/plugins/web.ts); the app never imports server code.
 */
export type SiteLoadContext = {
  jobs: JobPages;
  /** The blog's published posts (/blog, /blog/<slug>, the feed, the sitemap). */
  blog: BlogPages;
  /** The FAQ and the testimonials editors publish (/faq, /alltestimonial, the home page). */
  siteContent: SiteContentPages;
  /** The services' case studies, the portfolio's projects and the About pages' text editors publish. */
  sitePages: SitePages;
  /** A visitor's own call, through the link in their e-mails (/demo/manage/:token). */
  bookingManageLink: BookingManageLink;
  /** A candidate's own interview, through the link in their e-mails (/interview/:token). */
  interviewScheduler: InterviewScheduler;
  /** Consultants' personal booking pages (/demo/with/:slug). */
  consultantPages: ConsultantPages;
  /** The pages the links in job-alert e-mails open: confirm, unsubscribe. */
  jobAlerts: JobAlertLinks;
  /** The pages the links in the newsletter's e-mails open: confirm, unsubscribe. */
  newsletter: NewsletterLinks;
  /** A person's own data, through a one-time link e-mailed to them (/privacy/your-data). */
  ownData: OwnDataPages;
  /** A person's nominee, named from their own data page, and a nominee's request (/privacy/nominee). */
  nomination: NominationPages;
  /** The staff back office at /admin. */
  backOffice: BackOffice;
  /** The address the request came from (as the trusted proxies tell it): sign-in attempts are counted by it. */
  clientIp: string;
};

/** How this response is rendered; neither is there when pages are prerendered at build time. */
export type PageRendering = {
  /**
   * The nonce this response's Content-Security-Policy lets inline scripts run by. Absent when
   * prerendering (the server allows those pages' scripts by their hashes) and in development.
   */
  cspNonce?: string;
  /**
   * Logs an error a page's loader, action or render met, with the request's log line id, through
   * the server's log (whose lines lose link tokens, e-mail addresses and phone numbers). React
   * Router's own default printed such errors raw on stderr, SQL values and all.
   */
  logError?: (error: unknown) => void;
  /**
   * Logs the router's own refusal of a request (a 404 for no page, a 405 for a method a page
   * does not take) as one warning line: what a stranger can send at will is no error of ours.
   */
  logRefusal?: (status: number) => void;
};

/**
 * A context key, one for the whole process: the server's bundle and React Router's build each
 * carry their own copy of this module, and React Router tells contexts apart by identity, so both
 * copies take the one kept on the global object under a registered symbol.
 */
function processWideContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  const key = Symbol.for(`nexora.${name}`);
  const registry = globalThis as { [key]?: RouterContext<T> };
  return (registry[key] ??= createContext<T>(defaultValue));
}

/** What a page's loader or action reads as `context.get(siteContext)`; the server sets it (server/plugins/web.ts). */
export const siteContext = processWideContext<SiteLoadContext>("site");

/** What app/entry.server.tsx reads as `context.get(renderingContext)`: nothing set when prerendering. */
export const renderingContext = processWideContext<PageRendering>("rendering", {});

/** A request's context as React Router hands it to the pages. */
export const routerContextOf = (site: SiteLoadContext, rendering: PageRendering) =>
  new RouterContextProvider(
    new Map<RouterContext<unknown>, unknown>([
      [siteContext, site],
      [renderingContext, rendering],
    ]),
  );
