import { interviewSchedulerContext } from "../../contracts/applications";
import type { LeadVisitKey } from "../analytics/lead-visits";
import { careersFunnelDesk } from "../analytics/funnel/funnel-desks";
import { historyOf } from "../kernel/audit/audit-history";
import type { Bindings } from "../kernel/runtime/bindings";
import { provide } from "../kernel/runtime/page-service";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { applicationDesk } from "./application-desk";
import { applicationRoutes } from "./application-routes";
import { recruitingReportDesk } from "./recruiting-report-desk";
import { interviewDesk } from "./interview-desk";
import { interviewSchedulerServices } from "./interview-link-services";
import { createInterviewReminderTask } from "./interview-scheduling";
import { offerDesk } from "./offer-desk";
import { recruitingDesk } from "./recruiting-desk";
import { referralDesk } from "./referrals";
import { createScorecardReminderTask } from "./scorecard-reminders";

type ApplicationsDependencies = Bindings &
  Pick<SharedResources, "log" | "resumes" | "quotas"> & {
    /** The visitor key the application's visit was counted under (decision 048). */
    leadVisitKey: LeadVisitKey;
  };

/**
 * The applications, their board, the recruiting reports and every candidate's interviews; to anyone
 * signed in, the interviews they are asked to give, the offers they are asked to approve and their referrals.
 * A candidate applies through its route and picks an interview time through their link.
 */
export const area = {
  name: "applications",
  routes: (api, deps) => applicationRoutes(api, { ...deps, spendQuota: deps.quotas.form("applications") }),
  tasks: (deps) => ({ tasks: [createInterviewReminderTask(deps), createScorecardReminderTask(deps)] }),
  pageServices: (deps) => [provide(interviewSchedulerContext, interviewSchedulerServices(deps))],
  areaDesks: (deps) => ({
    applications: (member) => ({
      applications: { ...applicationDesk(deps, member), history: historyOf(deps, "application") },
      recruitingReports: recruitingReportDesk(deps),
      recruiting: recruitingDesk(deps),
      careersFunnel: careersFunnelDesk(deps, member),
    }),
  }),
  ownDesks: (deps, { member }) => ({
    referrals: referralDesk(deps, member),
    interviews: interviewDesk(deps, member),
    offers: offerDesk(deps, member),
  }),
} satisfies ServerArea<ApplicationsDependencies>;
