import type { ShownCount } from "../domain/privacy/small-counts";
import type { Outcome } from "./outcome";

// What the back office asks of the privacy area: retention, erasure and the self-identification counts.

/** One self-identification question's answers, counted; small counts never leave the server as numbers. */
export type SelfIdentificationQuestion = { question: string; answers: { answer: string; count: ShownCount }[] };

/** Each question's answers for one job. */
export type SelfIdentificationReport = {
  jobId: string;
  jobTitle: string;
  applications: ShownCount;
  questions: SelfIdentificationQuestion[];
};

/** Each question's answers over the recruiting reports' selection (one job or all, over a period). */
export type SelfIdentificationSelection = { applications: ShownCount; questions: SelfIdentificationQuestion[] };

/** What erasing one e-mail address deletes, or deleted. */
export type ErasureCounts = {
  applications: number;
  resumes: number;
  enquiries: number;
  bookings: number;
  /** Job-alert subscriptions, pending or confirmed. */
  jobAlerts: number;
  /** Newsletter sign-ups and subscriptions, in any state. */
  newsletter: number;
  /** Sales-desk contacts, with their notes, tasks, stage, source and the replies sent to them. */
  contacts: number;
  emails: number;
};

/** What one run of the retention task deleted. */
export type RetentionRun = {
  at: Date;
  applications: number;
  resumes: number;
  /** Enquiries received longer ago than the privacy policy's period, but those whose contact's deal was won. */
  enquiries: number;
  /** Bookings whose call ended longer ago than the privacy policy's period. */
  bookings: number;
  /** Job-alert subscriptions nobody confirmed within the link's week. */
  jobAlerts: number;
  /** Newsletter sign-ups nobody confirmed within the link's week, and addresses unsubscribed past their keeping. */
  newsletter: number;
  emails: number;
  idempotencyRecords: number;
};

export type PrivacyDesk = {
  selfIdentificationReport(): Promise<SelfIdentificationReport[]>;
  /** The same counts over the recruiting reports' selection: the job (all when undefined), received in [since, until]. */
  selfIdentificationCounts(selection: {
    jobId?: string | undefined;
    since?: Date | undefined;
    until: Date;
  }): Promise<SelfIdentificationSelection>;
  /** Months after a job closes that its applications are kept. */
  retentionMonths(): Promise<number>;
  setRetentionMonths(months: number): Promise<Outcome>;
  /** Months the site's hourly analytics totals are kept. */
  analyticsRetentionMonths(): Promise<number>;
  setAnalyticsRetentionMonths(months: number): Promise<Outcome>;
  /**
   * Whether a person's own view (/privacy/your-data) shows the text of staff's notes and interview
   * scorecards about them, or only names them with their dates (decision 060).
   */
  showsStaffNotes(): Promise<boolean>;
  setShowsStaffNotes(shown: boolean): Promise<Outcome>;
  /** The retention task's latest runs, newest first. */
  retentionRuns(): Promise<RetentionRun[]>;
  /** Runs the retention task now rather than at its next hour. */
  runRetention(): Promise<RetentionRun>;
  /** What erasing this address would delete; nothing changes. */
  previewErasure(email: string): Promise<ErasureCounts>;
  /** Deletes everything about one e-mail address; the audit entry keeps the counts, not the address. */
  erase(email: string): Promise<Outcome<ErasureCounts>>;
};
