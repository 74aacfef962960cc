import type { BackOffice } from "./back-office";
import type { BookingManager } from "./bookings";
import type { JobAlertLinks, JobPages } from "./careers";

/**
 * What the pages' loaders may ask of the server. The server fills it
 * (server/plugins/web.ts); the app never imports server code.
 */
export type SiteLoadContext = {
  jobs: JobPages;
  /** A visitor's own call, through the link in their e-mails (/demo/manage/:token). */
  bookingManager: BookingManager;
  /** The pages the links in job-alert e-mails open: confirm, unsubscribe. */
  jobAlerts: JobAlertLinks;
  /** The staff back office at /admin. */
  backOffice: BackOffice;
  /** The address the request came from (as the trusted proxies tell it): sign-in attempts are counted by it. */
  clientIp: string;
  /**
   * The nonce this response's Content-Security-Policy lets inline scripts run by. Absent when
   * prerendering (the server allows those pages' scripts by their hashes) and in development.
   */
  cspNonce?: string;
  /**
   * Logs an error a page's loader, action or render met, with the request's log line id, through
   * the server's log (whose lines lose link tokens, e-mail addresses and phone numbers). React
   * Router's own default printed such errors raw on stderr, SQL values and all. Absent when
   * prerendering.
   */
  logError?: (error: unknown) => void;
};
