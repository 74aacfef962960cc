import type { AreaDesks, SignedIn } from "../contracts/back-office";
import { analyticsReportDesk } from "./analytics/reports/analytics-report-desk";
import type { StaffSession } from "../contracts/staff";
import { areasOf, type BackOfficeArea, type StaffMember } from "../domain/staff/staff";
import type { IsoDate } from "../domain/time/india-dates";
import { blockedTimeDesk, bookingDesk, callDesk, festivalDateDesk } from "./bookings/booking-desk";
import { availableSlots } from "./bookings/bookings";
import { handOverCalls } from "./bookings/call-handover";
import { applicationDesk } from "./applications/application-desk";
import { hiringReportDesk } from "./applications/hiring-report-desk";
import { earlierJobAddresses } from "./jobs/job-addresses";
import { jobDesk } from "./jobs/job-desk";
import { referralDesk } from "./applications/referrals";
import { interviewDesk } from "./applications/interview-desk";
import { offerDesk } from "./applications/offer-desk";
import { recruitingDesk } from "./applications/recruiting-desk";
import { consultantDesk, consultantPageDesk } from "./consultants/consultant-desk";
import { contentDesk } from "./content/content-desk";
import { draftDesk } from "./content/editor-drafts";
import { faqDesk, testimonialDesk } from "./content/site-content-desk";
import { documentDesk } from "./content/site-documents-desk";
import { enquiryDesk } from "./enquiries/enquiry-desk";
import { outboxDesk } from "./outbox/outbox-desk";
import { privacyDesk } from "./privacy/privacy-desk";
import { contactCardDesk, contactDesk } from "./contacts/contact-desk";
import { contactEmailDesk } from "./contacts/mailbox/contact-email-desk";
import { mailboxDesk } from "./contacts/mailbox/mailbox-desk";
import { contactImportDesk, type ContactImportDependencies } from "./contacts/imports/import-desk";
import { dailyDigestOf, setDailyDigest } from "./contacts/daily-digest";
import { salesDashboardDesk } from "./contacts/dashboard-desk";
import { contactDuplicatesDesk } from "./contacts/duplicates/duplicates-desk";
import { salesTaskDesk } from "./contacts/contact-task-desk";
import type { Bindings } from "./kernel/runtime/bindings";
import type { Quotas } from "./plugins/rate-limit";
import type { FileStore } from "./kernel/storage/file-store";
import { outcomeOf } from "./kernel/requests/outcome";
import type { PlaceOf } from "./staff/places";
import { passkeyDesk } from "./staff/passkey-desk";
import { accountDesk, auditDesk, historyOf, staffDesk } from "./staff/staff-desk";

export type BackOfficeDependencies = Bindings &
  Pick<ContactImportDependencies, "contactImportFiles" | "onContactImportQueued"> & {
    /** Where resumes are stored. */
    resumes: FileStore;
    /** Where editors' images are stored. */
    images: FileStore;
    /** The approximate place of a staff session's address. */
    placeOf: PlaceOf;
    /** Wakes the mailbox reading: a mailbox was connected. */
    onMailboxConnected: () => void;
    /** The quotas of what a member may ask of a server not ours (a calendar read now). */
    quotas: Pick<Quotas, "quota">;
  };

/**
 * Who may do what in the back office, in one place. Which areas each role opens is domain/staff/staff.ts's
 * table; here each area's desks are made for one member, bound to them, and a signed-in session
 * gets those of its role's areas and no others. What anyone signed in may do (their account, and
 * the calls, contacts and follow-ups that are theirs) comes with every session; the areas that own
 * those records decide which are theirs. The authorisation table (docs/authorisation.md) and the
 * README's roles are written from the same table (scripts/write-access-docs.ts).
 */
export function signedInDesks(
  deps: BackOfficeDependencies,
): (session: StaffSession & { pendingStep: null }) => SignedIn {
  const areaDesks: { [Area in BackOfficeArea]: (member: StaffMember) => AreaDesks[Area] } = {
    enquiries: (member) => ({ enquiries: { ...enquiryDesk(deps, member), history: historyOf(deps, "enquiry") } }),
    bookings: (member) => ({ bookings: bookingDesk(deps), blockedTime: blockedTimeDesk(deps, member) }),
    consultants: (member) => ({ consultants: consultantDesk(deps, member) }),
    contacts: (member) => ({
      contacts: contactDesk(deps, member),
      salesDashboard: salesDashboardDesk(deps),
      contactImports: contactImportDesk(deps, member),
      mailboxes: mailboxDesk(deps, member),
      duplicates: contactDuplicatesDesk({ ...deps, files: deps.resumes }, member),
    }),
    analytics: () => ({ analytics: analyticsReportDesk(deps) }),
    jobs: (member) => ({
      jobs: {
        ...jobDesk(deps, member),
        history: historyOf(deps, "job", (id) => earlierJobAddresses(deps.db, id)),
      },
    }),
    applications: (member) => ({
      applications: { ...applicationDesk(deps, member), history: historyOf(deps, "application") },
      hiringReports: hiringReportDesk(deps),
      recruiting: recruitingDesk(deps),
    }),
    content: (member) => ({
      content: { ...contentDesk(deps, member), history: historyOf(deps, "blog_post") },
      faq: { ...faqDesk(deps, member), history: historyOf(deps, "faq_entry") },
      testimonials: { ...testimonialDesk(deps, member), history: historyOf(deps, "testimonial") },
      documents: { ...documentDesk(deps, member), history: historyOf(deps, "site_document") },
      drafts: draftDesk(deps, member),
    }),
    privacy: (member) => ({ privacy: privacyDesk(deps, member) }),
    "festival-dates": (member) => ({ festivalDates: festivalDateDesk(deps, member) }),
    outbox: (member) => ({ outbox: outboxDesk(deps, member) }),
    audit: () => ({ audit: auditDesk(deps) }),
    staff: (member) => ({
      staff: staffDesk(
        {
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
        },
        member,
      ),
    }),
  };
  const calendarReadQuota = deps.quotas.quota("calendar-read");
  const slotsWith = (consultantId: string, date: IsoDate, now: Date) =>
    availableSlots(deps.db, date, now, { only: consultantId });

  return (session) => {
    const { member } = session;
    const areas: Partial<AreaDesks> = {};
    for (const area of areasOf(member.role)) Object.assign(areas, { [area]: areaDesks[area](member) });
    return {
      member,
      sessionId: session.sessionId,
      pendingStep: null,
      now: deps.clock,
      account: {
        ...accountDesk(deps, session),
        dailyEmail: () => dailyDigestOf(deps.db, member.id),
        setDailyEmail: (on) => outcomeOf(() => setDailyDigest(deps.db, member, on, deps.clock())),
      },
      passkeys: passkeyDesk(deps, session),
      calls: { ...callDesk(deps, member), history: historyOf(deps, "booking") },
      consultant: consultantPageDesk({ ...deps, slotsWith, calendarReadQuota }, member),
      contact: contactCardDesk(deps, member),
      // Mail attachments are kept with the resumes: the store of people's files, emptied with them on erasure.
      contactEmails: contactEmailDesk({ ...deps, files: deps.resumes }, member),
      tasks: salesTaskDesk(deps, member),
      referrals: referralDesk(deps, member),
      interviews: interviewDesk(deps, member),
      offers: offerDesk(deps, member),
      areas,
    };
  };
}
