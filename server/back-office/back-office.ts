import type { BackOffice } from "../../domain/back-office";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { blockedTimeDesk, bookingDesk } from "./booking-desk";
import { enquiryDesk } from "./enquiry-desk";
import { auditDesk, staffDesk } from "./staff-desk";

export type BackOfficeDependencies = {
  db: Db;
  clock: Clock;
  publicSiteUrl: string;
  salesEmail: string;
  /** Wakes the outbox worker after a change queued e-mails (a cancellation). */
  onEmailsQueued: (ids: string[]) => void;
};

/** The back office's operations, bound to this server's database and clock, for the pages' load context. */
export function createBackOffice({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
}: BackOfficeDependencies): BackOffice {
  return {
    staff: staffDesk(db, clock, publicSiteUrl),
    audit: auditDesk(db),
    bookings: bookingDesk({ db, clock, salesEmail, onEmailsQueued }),
    blockedTime: blockedTimeDesk({ db, clock }),
    enquiries: enquiryDesk(db, clock),
  };
}
