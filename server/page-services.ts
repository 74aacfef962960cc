import type { Quotas } from "./plugins/rate-limit";
import type { SharedLoadContext } from "./plugins/web";
import { signedInDesks, type BackOfficeDependencies } from "./back-office-access";
import { passkeySignIn } from "./staff/passkey-desk";
import { resolveSession } from "./staff/sessions";
import { secondFactorSteps, staffDoors } from "./staff/staff-desk";
import { manageLinkServices } from "./bookings/manage-page-services";
import { consultantPageServices } from "./consultants/consultant-pages";
import { blogPageServices } from "./content/content-desk";
import { siteContentPages } from "./content/site-content-desk";
import { sitePages } from "./content/site-documents-desk";
import { jobAlertLinkServices, jobPageServices } from "./jobs/career-page-services";
import { interviewSchedulerServices } from "./applications/interview-link-services";
import { singleSignOnDesk, type SingleSignOnDependencies } from "./staff/single-sign-on-desk";
import type { DataProcessors } from "./privacy/personal-data";
import { yourDataPageServices } from "./privacy/your-data-page-services";
import { nominationPageServices } from "./privacy/nomination/nomination-page-services";
import { newsletterLinkServices } from "./newsletter/newsletter-link-services";

export type PageServiceDependencies = BackOfficeDependencies & {
  /** The manage links' quotas, per client and per booking. */
  quotas: Pick<Quotas, "quota">;
  /** Who else handles a person's data, as configured: their own view of their data says so. */
  dataProcessors: DataProcessors;
} & Pick<SingleSignOnDependencies, "singleSignOn">;

/**
 * Everything the pages' loaders and actions may ask of the server, bound to this server's
 * database, clock and settings. Every area binds its own services the same way: a function of
 * the part of `deps` it needs (server/kernel/runtime/bindings.ts).
 */
export function createPageServices(deps: PageServiceDependencies): SharedLoadContext {
  const signedIn = signedInDesks(deps);
  return {
    jobs: jobPageServices(deps),
    blog: blogPageServices(deps),
    siteContent: siteContentPages(deps),
    sitePages: sitePages(deps),
    bookingManager: manageLinkServices(deps),
    interviewScheduler: interviewSchedulerServices(deps),
    consultantPages: consultantPageServices(deps),
    jobAlerts: jobAlertLinkServices(deps),
    newsletter: newsletterLinkServices(deps),
    yourData: yourDataPageServices(deps),
    nomination: nominationPageServices(deps),
    backOffice: {
      now: deps.clock,
      doors: staffDoors(deps),
      secondFactorSteps: secondFactorSteps(deps),
      singleSignOn: singleSignOnDesk(deps),
      passkeySignIn: passkeySignIn(deps),
      async session(token) {
        const session = await resolveSession(deps.db, token, deps.clock());
        if (!session) return undefined;
        const { member, sessionId, pendingStep } = session;
        return pendingStep === null ? signedIn({ member, sessionId, pendingStep }) : { member, sessionId, pendingStep };
      },
    },
  };
}
