import type { Bindings } from "./kernel/bindings";
import type { Quotas } from "./plugins/rate-limit";
import type { SharedLoadContext } from "./plugins/web";
import { blockedTimeDesk, bookingDesk } from "./bookings/booking-desk";
import { availableSlots } from "./bookings/bookings";
import { handOverCalls } from "./bookings/call-handover";
import { manageLinkServices } from "./bookings/manage-page-services";
import { consultantPageServices } from "./consultants/consultant-pages";
import { consultantDesk } from "./consultants/consultant-desk";
import { contactDesk } from "./sales/contact-desk";
import { blogPageServices, contentDesk } from "./content/content-desk";
import { faqDesk, siteContentPages, testimonialDesk } from "./content/site-content-desk";
import { documentDesk, sitePages } from "./content/site-documents-desk";
import { applicationDesk } from "./careers/application-desk";
import { jobAlertLinkServices, jobPageServices } from "./careers/career-page-services";
import { jobDesk } from "./careers/job-desk";
import type { FileStore } from "./kernel/file-store";
import { enquiryDesk } from "./enquiries/enquiry-desk";
import { outboxDesk } from "./outbox/outbox-desk";
import { privacyDesk } from "./privacy/privacy-desk";
import { salesDashboardDesk } from "./sales/dashboard-desk";
import { salesTaskDesk } from "./sales/sales-task-desk";
import { passkeyDesk } from "./staff/passkey-desk";
import type { PlaceOf } from "./staff/places";
import { singleSignOnDesk, type SingleSignOnDependencies } from "./staff/single-sign-on-desk";
import { auditDesk, secondFactorDesk, staffDesk } from "./staff/staff-desk";

export type PageServiceDependencies = Bindings & {
  /** Where resumes are stored. */
  resumes: FileStore;
  /** Where editors' images are stored. */
  images: FileStore;
  /** The manage links' quotas, per client and per booking. */
  quotas: Pick<Quotas, "quota">;
  /** The approximate place of a staff session's address. */
  placeOf: PlaceOf;
} & Pick<SingleSignOnDependencies, "singleSignOn">;

/**
 * Everything the pages' loaders and actions may ask of the server, bound to this server's
 * database, clock and settings. Every area binds its own services the same way: a function of
 * the part of `deps` it needs (server/kernel/bindings.ts).
 */
export function createPageServices(deps: PageServiceDependencies): SharedLoadContext {
  return {
    jobs: jobPageServices(deps),
    blog: blogPageServices(deps),
    siteContent: siteContentPages(deps),
    sitePages: sitePages(deps),
    bookingManager: manageLinkServices(deps),
    consultantPages: consultantPageServices(deps),
    jobAlerts: jobAlertLinkServices(deps),
    backOffice: {
      now: deps.clock,
      staff: staffDesk({
        ...deps,
        handOverCalls: async (actor, staffAccountId) => {
          const { emailIds } = await handOverCalls(deps.db, actor, staffAccountId, {
            now: deps.clock(),
            salesEmail: deps.salesEmail,
            publicSiteUrl: deps.publicSiteUrl,
            jitsiHost: deps.jitsiHost,
          });
          deps.onEmailsQueued(emailIds);
        },
      }),
      secondFactor: secondFactorDesk(deps),
      singleSignOn: singleSignOnDesk(deps),
      passkeys: passkeyDesk(deps),
      audit: auditDesk(deps),
      outbox: outboxDesk(deps),
      bookings: bookingDesk(deps),
      blockedTime: blockedTimeDesk(deps),
      consultants: consultantDesk({
        ...deps,
        slotsWith: (consultantId, date, now) => availableSlots(deps.db, date, now, { only: consultantId }),
      }),
      enquiries: enquiryDesk(deps),
      contacts: contactDesk(deps),
      privacy: privacyDesk(deps),
      salesDashboard: salesDashboardDesk(deps),
      salesTasks: salesTaskDesk(deps),
      applications: applicationDesk(deps),
      jobs: jobDesk(deps),
      content: contentDesk(deps),
      faq: faqDesk(deps),
      testimonials: testimonialDesk(deps),
      documents: documentDesk(deps),
    },
  };
}
