import type { SessionStep, StaffMember } from "../domain/staff/staff";
import type { AnalyticsReportDesk } from "./analytics-report";
import type { CareersFunnelDesk, SalesFunnelDesk } from "./company-funnel";
import type { ContentSalesDesk, PageSalesDesk } from "./revenue-attribution";
import type { BlockedTimeDesk, BookingDesk, OwnBookingDesk, FestivalDateDesk } from "./bookings";
import type { ConsultantDesk, ConsultantPageDesk } from "./consultants";
import type { ContactImportDesk } from "./contact-imports";
import type { ContactEmailDesk, MailboxDesk } from "./contact-emails";
import type { ContactCardDesk, ContactDesk } from "./contacts";
import type { ContactDuplicatesDesk } from "./contact-duplicates";
import type { ContentDesk, DraftDesk } from "./content";
import type { FaqDesk, TestimonialDesk } from "./content-entries";
import type { DocumentDesk } from "./content-documents";
import type { ApplicationDesk, InterviewDesk, OfferDesk, ReferralDesk } from "./applications";
import type { JobDesk } from "./jobs";
import type { EnquiryDesk } from "./enquiries";
import type { RecruitingReportDesk } from "./recruiting-reports";
import type { RecruitingDesk } from "./recruiting-work";
import type { OutboxDesk } from "./outbox";
import type { NewsletterDesk, SubscriberDesk } from "./newsletter";
import type { PasskeyDesk, PasskeySignIn } from "./staff-passkeys";
import type { PrivacyDesk } from "./privacy";
import type { PrivacyRequestDesk } from "./privacy-requests";
import type { BreachDesk } from "./privacy-breaches";
import type { SalesDashboardDesk } from "./contact-dashboard";
import type { SalesTaskDesk } from "./contact-tasks";
import type { SingleSignOnDesk } from "./staff-single-sign-on";
import type { AccountDesk, AuditDesk, History, SecondFactorSteps, StaffDesk, StaffDoors } from "./staff";
import { processWideContext } from "./load-context";

/**
 * The staff back office at /admin (docs/design.md, "Back office"). Before a session is known, only the
 * ways in; a signed-in session brings its member's desks, each bound to that member, and only
 * those of the areas their role opens (domain/staff/staff.ts): an operation cannot be asked for another
 * actor, and a page cannot reach an area its member's role does not have.
 */
export type BackOffice = {
  /** The server's clock: what "today" and "upcoming" mean on every back-office page. */
  now(): Date;
  doors: StaffDoors;
  secondFactorSteps: SecondFactorSteps;
  singleSignOn: SingleSignOnDesk;
  passkeySignIn: PasskeySignIn;
  /** The session a token opens: still at a step of signing in, or signed in with its member's desks. */
  session(token: string): Promise<OpenSession | undefined>;
};

/** What the back office's pages read as `context.get(backOfficeContext)` (server/back-office-access.ts gives it). */
export const backOfficeContext = processWideContext<BackOffice>("backOffice");

/** A live session: whose it is, and what it must still do before it opens the back office. */
export type OpenSession = PendingSession | SignedIn;

export type PendingSession = { member: StaffMember; sessionId: string; pendingStep: SessionStep };

/** What each area of the back office lets a member do; `areas` holds those of the member's role. */
export type AreaDesks = {
  enquiries: { enquiries: EnquiryDesk & History };
  bookings: { bookings: BookingDesk; blockedTime: BlockedTimeDesk };
  consultants: { consultants: ConsultantDesk };
  contacts: {
    contacts: ContactDesk;
    salesDashboard: SalesDashboardDesk;
    contactImports: ContactImportDesk;
    /** The sales mailbox and the member's own, read onto the contacts. */
    mailboxes: MailboxDesk;
    /** Likely duplicates, their merge and its undo within a day. */
    duplicates: ContactDuplicatesDesk;
  };
  /** The site's visitor analytics, read from the hourly roll-ups. */
  analytics: {
    analytics: AnalyticsReportDesk;
    contentSales: ContentSalesDesk;
    /** The sales desk's half of the company's funnel. */
    salesFunnel: SalesFunnelDesk;
  };
  jobs: { jobs: JobDesk & History };
  applications: {
    applications: ApplicationDesk & History;
    recruitingReports: RecruitingReportDesk;
    /** Every candidate's interviews, and the approved offers to send. */
    recruiting: RecruitingDesk;
    /** Where applications are given up, and the careers half of the company funnel. */
    careersFunnel: CareersFunnelDesk;
  };
  content: {
    /** The blog's posts. */
    content: ContentDesk & History;
    /** The /faq page's questions. */
    faq: FaqDesk & History;
    /** The clients' testimonials. */
    testimonials: TestimonialDesk & History;
    /** The case studies, the projects and the About pages' text. */
    documents: DocumentDesk & History;
    /** What each editor typed and has not saved, kept as they type. */
    drafts: DraftDesk;
    /** A blog post's or case study's visits, leads and sales; rupees only where analytics opens. */
    pageSales: PageSalesDesk;
  };
  /** The newsletter's subscribers (the list, its states and counts) and its sending (decision 079). */
  newsletter: { subscribers: SubscriberDesk; newsletters: NewsletterDesk };
  /** The self-identification counts, retention and erasure; the privacy requests register. */
  privacy: { privacy: PrivacyDesk; requests: PrivacyRequestDesk; breaches: BreachDesk };
  "festival-dates": { festivalDates: FestivalDateDesk };
  outbox: { outbox: OutboxDesk };
  audit: { audit: AuditDesk };
  staff: { staff: StaffDesk };
};

/**
 * A signed-in member and what anyone signed in may do: their own account, and the records that
 * are theirs, which the server tells apart (a consultant's calls and their contacts, the
 * follow-ups given to them); `areas`: the desks of their role's areas, and no others.
 */
export type SignedIn = {
  member: StaffMember;
  sessionId: string;
  pendingStep: null;
  now(): Date;
  account: AccountDesk;
  passkeys: PasskeyDesk;
  /** One booking: any the bookings desk may open, or one the member takes as its consultant. */
  booking: OwnBookingDesk & History;
  consultant: ConsultantPageDesk;
  contact: ContactCardDesk;
  /** The e-mails on the contacts they may open: the desk's, and their own. */
  contactEmails: ContactEmailDesk;
  tasks: SalesTaskDesk;
  /** Their referral links, the candidates they refer, and those candidates' stages. */
  referrals: ReferralDesk;
  /** The interviews they are asked to give: the candidate, the kit, their scorecard. */
  interviews: InterviewDesk;
  /** The offers they are asked to approve. */
  offers: OfferDesk;
  areas: Partial<AreaDesks>;
};
