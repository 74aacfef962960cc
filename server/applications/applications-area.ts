import { careersFunnelDesk } from "../analytics/funnel/funnel-desks";
import { historyOf } from "../kernel/audit/audit-history";
import type { ServerArea } from "../kernel/back-office/server-area";
import { applicationDesk } from "./application-desk";
import { hiringReportDesk } from "./hiring-report-desk";
import { interviewDesk } from "./interview-desk";
import { offerDesk } from "./offer-desk";
import { recruitingDesk } from "./recruiting-desk";
import { referralDesk } from "./referrals";

/**
 * The applications, their board, the recruiting reports and every candidate's interviews; to anyone
 * signed in, the interviews they are asked to give, the offers they are asked to approve and their referrals.
 */
export const applicationsArea: ServerArea<
  Parameters<typeof applicationDesk>[0] &
    Parameters<typeof referralDesk>[0] &
    Parameters<typeof interviewDesk>[0] &
    Parameters<typeof offerDesk>[0] &
    Parameters<typeof recruitingDesk>[0]
> = {
  areaDesks: (deps) => ({
    applications: (member) => ({
      applications: { ...applicationDesk(deps, member), history: historyOf(deps, "application") },
      hiringReports: hiringReportDesk(deps),
      recruiting: recruitingDesk(deps),
      careersFunnel: careersFunnelDesk(deps, member),
    }),
  }),
  ownDesks: (deps, { member }) => ({
    referrals: referralDesk(deps, member),
    interviews: interviewDesk(deps, member),
    offers: offerDesk(deps, member),
  }),
};
