import type { NewBlock, HolidayChoice } from "./blocked-time";
import type { IsoDate } from "./booking";
import type { EnquiryFilter, EnquiryFolder, EnquiryStatus } from "./enquiry-triage";
import type { FestivalDates } from "./india-holidays";
import type { Application } from "./job-application";
import type { Job } from "./job-search";
import type {
  ApplicationFilter,
  ApplicationStage,
  JobForm,
  JobListItem,
  JobRecord,
  JobStatus,
  RejectionEmailTemplate,
  ShownCount,
} from "./recruiting";
import type { InviteStaff, StaffMember, StaffRole } from "./staff";

/**
 * What the back office's loaders and actions may ask of the server (DESIGN.md, "Back
 * office"). The server implements it over its services (server/back-office.ts); the app
 * reaches it through the load context and never imports server code. Operations that can
 * be refused for a reason the person should read answer an Outcome instead of throwing.
 */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: string };

/** A newest-first list and the opaque cursor of the page after it. */
export type ListPage<T> = { rows: T[]; next?: string | undefined };

export type StaffAccountView = StaffMember & { hasPassword: boolean; disabledAt: Date | null; createdAt: Date };

export type AuditEntryView = {
  id: string;
  at: Date;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
};

export type StaffDesk = {
  /** `deviceCookie`: the one the browser sent, if any; a success answers a new one for it to keep. */
  signIn(attempt: {
    email: string;
    password: string;
    clientIp: string;
    userAgent: string;
    deviceCookie: string | undefined;
  }): Promise<Outcome<{ token: string; member: StaffMember; deviceCookie: string }>>;
  resolveSession(token: string): Promise<StaffMember | undefined>;
  signOut(token: string): Promise<void>;
  signOutEverywhere(member: StaffMember): Promise<void>;
  /** The account a one-time password link is for, while the link is valid. */
  findPasswordLink(token: string): Promise<{ email: string; name: string } | undefined>;
  setPassword(token: string, password: string): Promise<Outcome>;
  list(): Promise<StaffAccountView[]>;
  /** The value is the link that sets the new account's password. */
  invite(actor: StaffMember, invite: InviteStaff): Promise<Outcome<{ link: string }>>;
  resendLink(actor: StaffMember, accountId: string): Promise<Outcome<{ link: string }>>;
  changeRole(actor: StaffMember, accountId: string, role: StaffRole): Promise<Outcome>;
  setDisabled(actor: StaffMember, accountId: string, disabled: boolean): Promise<Outcome>;
};

/** The kinds of change the audit log can be narrowed to: the first part of an action's name. */
export const auditActionPrefixes = [
  "enquiry",
  "booking",
  "blocked-time",
  "job",
  "application",
  "privacy",
  "staff",
  "outbox",
] as const;
export type AuditActionPrefix = (typeof auditActionPrefixes)[number];

export type AuditDesk = {
  list(options: {
    after?: string | undefined;
    actionPrefix?: AuditActionPrefix | undefined;
  }): Promise<ListPage<AuditEntryView>>;
  /** One thing's history, newest first (an enquiry's status changes and notes, a booking's cancellation). */
  historyOf(subjectType: string, subjectId: string): Promise<AuditEntryView[]>;
};

/** A demo call as the back office sees it. */
export type BookingView = {
  id: string;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  domain: string;
  startsAt: Date;
  endsAt: Date;
  status: "confirmed" | "cancelled";
  /** The calendar invite's SEQUENCE: one up for each change sent to the visitor. */
  sequence: number;
  cancelledAt: Date | null;
  cancelReason: string | null;
  createdAt: Date;
};

/** Which calls the bookings list shows: upcoming confirmed ones (soonest first), past ones or cancelled ones (latest first). */
export const bookingListViews = ["upcoming", "past", "cancelled"] as const;
export type BookingListView = (typeof bookingListViews)[number];

export type BookingDesk = {
  list(options: { view: BookingListView; after?: string | undefined }): Promise<ListPage<BookingView>>;
  /** Undefined for an unknown id (or anything that is not an id). */
  find(id: string): Promise<BookingView | undefined>;
  /** Cancels a confirmed, future call and e-mails the visitor the calendar's cancellation. */
  cancel(actor: StaffMember, id: string, reason: string): Promise<Outcome>;
};

export type BlockedTimeView = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  reason: string;
  createdBy: string;
  createdAt: Date;
};

/** A holiday offered in the preview; one already blocked is shown but not offered again. */
export type HolidayView = { date: IsoDate; name: string; alreadyBlocked: boolean };

/** Where a year's festival dates come from: the site's table, an admin, or nowhere yet. */
export type FestivalYearView = { year: number } & (
  { source: "table"; dates: FestivalDates } | { source: "entered"; dates: FestivalDates } | { source: "unknown" }
);

export type BlockedTimeDesk = {
  /** Blocks that have not ended yet, soonest first. */
  listUpcoming(): Promise<BlockedTimeView[]>;
  add(actor: StaffMember, block: NewBlock): Promise<Outcome>;
  remove(actor: StaffMember, id: string): Promise<Outcome>;
  /** India's public holidays of a year, and its moving festivals (the curated table's, or those an admin entered). */
  holidays(year: number): Promise<HolidayView[]>;
  festivals(year: number): Promise<FestivalYearView>;
  /** Stores the festival dates of a year the table lacks (admin only), or corrects them. */
  setFestivalDates(actor: StaffMember, year: number, dates: FestivalDates): Promise<Outcome>;
  /** Blocks the chosen holidays as whole days, skipping any already blocked; answers how many were added. */
  blockHolidays(actor: StaffMember, holidays: HolidayChoice[]): Promise<Outcome<{ added: number }>>;
};

/** One enquiry as the inbox lists it: enough to pick it out, not the whole message. */
export type EnquiryListItem = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** "contact", "testimonials" or "project:<id>". */
  source: string;
  status: EnquiryStatus;
  isSpam: boolean;
  createdAt: Date;
  /** The message's first line, cut short. */
  preview: string;
};

export type EnquiryNoteView = { id: string; authorEmail: string; body: string; createdAt: Date };

export type EnquiryDetail = Omit<EnquiryListItem, "preview"> & {
  phone: string;
  message: string;
  /** Newest first. */
  notes: EnquiryNoteView[];
};

export type EnquiryDesk = {
  /** Newest first, 50 a page; `after` is the cursor a previous page answered. */
  list(filter: EnquiryFilter, options: { after?: string | undefined }): Promise<ListPage<EnquiryListItem>>;
  /** How many enquiries each folder holds, whatever the filter. */
  folderCounts(): Promise<Record<EnquiryFolder, number>>;
  /** Undefined for an unknown or malformed id. */
  find(id: string): Promise<EnquiryDetail | undefined>;
  changeStatus(actor: StaffMember, id: string, status: EnquiryStatus): Promise<Outcome>;
  addNote(actor: StaffMember, id: string, body: string): Promise<Outcome>;
  /** Every enquiry the filter matches, newest first, as an RFC 4180 CSV file; the export is audited. */
  exportCsv(actor: StaffMember, filter: EnquiryFilter): Promise<{ csv: string; rowCount: number }>;
};

/** An e-mail the outbox has not delivered yet; the body is never shown. */
export type OutboxEmailView = {
  id: string;
  kind: string;
  toName: string;
  toAddress: string;
  subject: string;
  status: "pending" | "failed";
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
};

export type OutboxDesk = {
  /** E-mails that failed or wait to be sent, newest first. */
  list(options: { after?: string | undefined }): Promise<ListPage<OutboxEmailView>>;
  /** Sends a failed or waiting e-mail again at once; a sent one is refused. */
  retry(actor: StaffMember, emailId: string): Promise<Outcome>;
};

export type JobDesk = {
  /** Every job, drafts and closed ones too: open first, then drafts, then closed; newest change first within each. */
  list(): Promise<JobListItem[]>;
  /** Undefined for an unknown id. */
  find(id: string): Promise<JobRecord | undefined>;
  /** Saves a new draft; the value is its id (a slug of the title and location). */
  create(actor: StaffMember, job: JobForm): Promise<Outcome<{ id: string }>>;
  /** Changes what the job says; an open job changes on the public board at once. */
  update(actor: StaffMember, id: string, job: JobForm): Promise<Outcome>;
  /** A new draft with the job's text; the value is the copy's id. */
  duplicate(actor: StaffMember, id: string): Promise<Outcome<{ id: string }>>;
  /** Puts a draft or a closed job on the board, or takes an open one off it. */
  setStatus(actor: StaffMember, id: string, status: "open" | "closed"): Promise<Outcome>;
  /** Any job, a draft too, as its public page shows it; undefined for an unknown id. */
  preview(id: string): Promise<{ job: Job; status: JobStatus } | undefined>;
};

/** One application as the lists show it. */
export type ApplicationListItem = {
  id: string;
  reference: string;
  jobId: string;
  jobTitle: string;
  fullName: string;
  email: string;
  city: string;
  stage: ApplicationStage;
  createdAt: Date;
};

export type ApplicationNoteView = { id: string; authorEmail: string; body: string; createdAt: Date };

/** Everything the candidate sent except self-identification, which hiring never reads. */
export type ApplicationDetail = ApplicationListItem & {
  phone: string;
  country: string;
  currentAddress: string;
  preferredPronouns: string;
  coverLetter: string;
  education: Application["education"];
  workExperience: Application["workExperience"];
  links: { linkedin: string; portfolio: string; github: string; otherLink: string };
  preferredLocation: string;
  /** The minimum-qualification questions and the candidate's answers ("yes", "no", "not_sure"), in the form's order. */
  minimumQualifications: { text: string; answer: string }[];
  eligibleToWork: string;
  requiresSponsorship: string;
  resume: { fileName: string; mediaType: string; bytes: number };
  /** Newest first. */
  notes: ApplicationNoteView[];
  /** The same person's other applications (by e-mail address), newest first. */
  otherApplications: ApplicationListItem[];
};

/** A resume as it is handed to a member of staff: never rendered by the site, always downloaded. */
/** A resume on its way to staff: its bytes stream from the store as they are sent. */
export type ResumeDownload = {
  fileName: string;
  mediaType: string;
  bytes: number;
  content: ReadableStream<Uint8Array>;
};

/** A job the applications list can be narrowed to. */
export type ApplicationJobChoice = { id: string; title: string; location: string; status: JobStatus };

export type ApplicationDesk = {
  /** Every job, for the list's job filter: open first, then drafts, then closed; by title within each. */
  jobChoices(): Promise<ApplicationJobChoice[]>;
  /** Newest first, 50 a page; `after` is the cursor a previous page answered. */
  list(filter: ApplicationFilter, options: { after?: string | undefined }): Promise<ListPage<ApplicationListItem>>;
  /** How many applications sit in each stage, for the filter without its stage. */
  stageCounts(filter: Omit<ApplicationFilter, "stage">): Promise<Record<ApplicationStage, number>>;
  /** Undefined for an unknown or malformed id. */
  find(id: string): Promise<ApplicationDetail | undefined>;
  /** Moves it to another stage; on "rejected" with `notify`, queues the rejection e-mail from the saved template. */
  moveStage(actor: StaffMember, id: string, stage: ApplicationStage, options: { notify: boolean }): Promise<Outcome>;
  addNote(actor: StaffMember, id: string, body: string): Promise<Outcome>;
  /**
   * The stored resume, its download written to the audit log; undefined for an unknown
   * application or a file that is gone. The file name is safe to offer: the candidate's
   * name for it, with the extension of the stored type.
   */
  downloadResume(actor: StaffMember, id: string): Promise<ResumeDownload | undefined>;
  /** A job's applications as an RFC 4180 CSV file, without self-identification; the export is audited. */
  exportCsv(actor: StaffMember, jobId: string): Promise<Outcome<{ csv: string; rowCount: number; fileName: string }>>;
  rejectionTemplate(): Promise<RejectionEmailTemplate>;
  saveRejectionTemplate(actor: StaffMember, template: RejectionEmailTemplate): Promise<Outcome>;
};

/** One self-identification question's answers for one job, counted; small counts never leave the server as numbers. */
export type SelfIdentificationReport = {
  jobId: string;
  jobTitle: string;
  applications: ShownCount;
  questions: { question: string; answers: { answer: string; count: ShownCount }[] }[];
};

/** What erasing one e-mail address deletes, or deleted. */
export type ErasureCounts = {
  applications: number;
  resumes: number;
  enquiries: number;
  bookings: number;
  /** Job-alert subscriptions, pending or confirmed. */
  jobAlerts: number;
  emails: number;
};

/** What one run of the retention task deleted. */
export type RetentionRun = {
  at: Date;
  applications: number;
  resumes: number;
  /** Job-alert subscriptions nobody confirmed within the link's week. */
  jobAlerts: number;
  emails: number;
  idempotencyRecords: number;
};

export type PrivacyDesk = {
  selfIdentificationReport(): Promise<SelfIdentificationReport[]>;
  /** Months after a job closes that its applications are kept. */
  retentionMonths(): Promise<number>;
  setRetentionMonths(actor: StaffMember, months: number): Promise<Outcome>;
  /** The retention task's latest runs, newest first. */
  retentionRuns(): Promise<RetentionRun[]>;
  /** Runs the retention task now rather than at its next hour. */
  runRetention(actor: StaffMember): Promise<RetentionRun>;
  /** What erasing this address would delete; nothing changes. */
  previewErasure(email: string): Promise<ErasureCounts>;
  /** Deletes everything about one e-mail address; the audit entry keeps the counts, not the address. */
  erase(actor: StaffMember, email: string): Promise<Outcome<ErasureCounts>>;
};

export type BackOffice = {
  /** The server's clock: what "today" and "upcoming" mean on every back-office page. */
  now(): Date;
  staff: StaffDesk;
  audit: AuditDesk;
  bookings: BookingDesk;
  blockedTime: BlockedTimeDesk;
  enquiries: EnquiryDesk;
  outbox: OutboxDesk;
  privacy: PrivacyDesk;
  applications: ApplicationDesk;
  jobs: JobDesk;
};
