import type { Clock } from "../../clock";
import type { Db } from "../../db/db";
import type { PasswordHasher } from "../secrets/password-hashing";

/**
 * What the server's services are bound to (docs/decisions/024-server-slices.md). Each area binds
 * its services for the load context, and declares its JSON routes' dependencies, with the part of
 * this it needs (`Pick<Bindings, "db" | "clock">`, plus anything of its own); server/app.ts makes
 * one such object and hands it, with the rest the areas ask for, to every area (server/areas.ts).
 */
export type Bindings = {
  db: Db;
  /** "Now" for every comparison with a stored time (docs/decisions/023-one-clock.md). */
  clock: Clock;
  /** The site's address, for links in e-mails and pages. */
  publicSiteUrl: string;
  /** The sender of e-mails about calls, enquiries and staff accounts. */
  salesEmail: string;
  /** JITSI_HOST: where a consultant who meets on Jitsi gets a new room for each call. */
  jitsiHost: string;
  /** CALENDAR_FEED_ALLOW_PRIVATE: tests read consultants' calendar feeds (and CalDAV servers) from this machine. */
  calendarFeedAllowPrivate: boolean;
  /** The key CalDAV app passwords are sealed with; undefined: none on this server (calendar-secrets-key.ts). */
  calendarSecretsKey: () => Buffer | undefined;
  /** The sender of e-mails to candidates. */
  careersEmail: string;
  /** Wakes the outbox worker after e-mails were queued or put back in line. */
  onEmailsQueued: (ids: string[]) => void;
  /** Wakes the job-alert task: a job went on the board. */
  onJobOpened: () => void;
  /** Wakes the calendar task: a consultant's calendar address was saved and is to be read. */
  onCalendarSaved: () => void;
  /** Staff passwords' hashing, at the real cost unless a test hands a cheaper one in. */
  passwords: PasswordHasher;
};
