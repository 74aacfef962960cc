import type { BlockedTimeDesk, BookingDesk } from "./bookings";
import type { ConsultantDesk } from "./consultants";
import type { ContactDesk } from "./contacts";
import type { ContentDesk } from "./content";
import type { FaqDesk, TestimonialDesk } from "./site-content";
import type { DocumentDesk } from "./site-documents";
import type { ApplicationDesk, JobDesk } from "./careers";
import type { EnquiryDesk } from "./enquiries";
import type { OutboxDesk } from "./outbox";
import type { PasskeyDesk } from "./passkeys";
import type { PrivacyDesk } from "./privacy";
import type { SalesDashboardDesk } from "./sales-dashboard";
import type { SalesTaskDesk } from "./sales-tasks";
import type { SingleSignOnDesk } from "./single-sign-on";
import type { AuditDesk, SecondFactorDesk, StaffDesk } from "./staff";

/** The staff back office at /admin: every area's desk (DESIGN.md, "Back office"). */

export type BackOffice = {
  /** The server's clock: what "today" and "upcoming" mean on every back-office page. */
  now(): Date;
  staff: StaffDesk;
  secondFactor: SecondFactorDesk;
  singleSignOn: SingleSignOnDesk;
  passkeys: PasskeyDesk;
  audit: AuditDesk;
  bookings: BookingDesk;
  blockedTime: BlockedTimeDesk;
  consultants: ConsultantDesk;
  enquiries: EnquiryDesk;
  contacts: ContactDesk;
  outbox: OutboxDesk;
  privacy: PrivacyDesk;
  salesDashboard: SalesDashboardDesk;
  /** Follow-ups on contacts, and each member's daily e-mail. */
  salesTasks: SalesTaskDesk;
  applications: ApplicationDesk;
  jobs: JobDesk;
  /** The blog's posts, for editors. */
  content: ContentDesk;
  /** The /faq page's questions, for editors. */
  faq: FaqDesk;
  /** The clients' testimonials, for editors. */
  testimonials: TestimonialDesk;
  /** The case studies, the projects and the About pages' text, for editors. */
  documents: DocumentDesk;
};
