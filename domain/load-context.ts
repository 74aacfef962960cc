import type { BackOffice } from "./back-office";
import type { BookingManager } from "./booking-manage";
import type { JobAlertLinks } from "./job-alerts";
import type { Job, PublishedJob } from "./job-search";

/**
 * What the pages' loaders may ask of the server. The server fills it
 * (server/plugins/web.ts); the app never imports server code.
 */
export type JobPages = {
  listOpen(): Promise<readonly Job[]>;
  /** Undefined for a draft or an unknown id; rejects with a ServiceUnavailableError when the database cannot answer now. */
  findPublished(id: string): Promise<PublishedJob | undefined>;
};

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

const serviceUnavailable = "ServiceUnavailableError";

/**
 * What a load-context call rejects with when the database cannot answer right now (a statement
 * timeout, a server restarting): a page says 503, "try again shortly", where any other failure is
 * a 500, as the JSON API does. The server translates its driver's errors into this, since app/
 * never sees them.
 */
export class ServiceUnavailableError extends Error {
  override name = serviceUnavailable;
}

/** Told by its name: the server and the React Router build each bundle their own copy of this class. */
export const isServiceUnavailable = (error: unknown) => error instanceof Error && error.name === serviceUnavailable;
