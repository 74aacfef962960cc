import type { BackOffice } from "../../domain/back-office";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import type { ResumeStore } from "../careers/resume-store";
import { applicationDesk } from "../careers/application-desk";
import { blockedTimeDesk, bookingDesk } from "../bookings/booking-desk";
import { enquiryDesk } from "../enquiries/enquiry-desk";
import { jobDesk } from "../careers/job-desk";
import { outboxDesk } from "../outbox/outbox-desk";
import { privacyDesk } from "../privacy/privacy-desk";
import { auditDesk, staffDesk } from "../staff/staff-desk";

export type BackOfficeDependencies = {
  db: Db;
  clock: Clock;
  publicSiteUrl: string;
  /** The sender of the back office's own e-mails (staff invitations, cancellations). */
  salesEmail: string;
  /** The sender of e-mails to candidates (a rejection). */
  careersEmail: string;
  /** Where resumes are stored. */
  resumes: ResumeStore;
  /** Wakes the outbox worker after e-mails were queued or put back in line. */
  onEmailsQueued: (ids: string[]) => void;
  /** Wakes the job-alert task: a job went on the board. */
  onJobOpened: () => void;
};

/** The back office's operations, bound to this server's database and clock, for the pages' load context. */
export function createBackOffice(deps: BackOfficeDependencies): BackOffice {
  return {
    now: deps.clock,
    staff: staffDesk(deps),
    audit: auditDesk(deps.db),
    outbox: outboxDesk(deps.db, deps.clock, deps.onEmailsQueued),
    bookings: bookingDesk(deps),
    blockedTime: blockedTimeDesk(deps),
    enquiries: enquiryDesk(deps.db, deps.clock),
    privacy: privacyDesk(deps),
    applications: applicationDesk(deps),
    jobs: jobDesk(deps),
  };
}
