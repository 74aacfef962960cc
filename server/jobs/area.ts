import { jobAlertLinksContext, jobPagesContext } from "../../contracts/jobs";
import { historyOf } from "../kernel/audit/audit-history";
import type { Bindings } from "../kernel/runtime/bindings";
import { provide } from "../kernel/runtime/page-service";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { jobAlertLinkServices, jobPageServices } from "./career-page-services";
import { earlierJobAddresses } from "./job-addresses";
import { createJobAlertTask } from "./job-alert-delivery";
import type { JobAlertMailSettings } from "./job-alert-emails";
import { jobAlertRoutes } from "./job-alert-routes";
import { createJobClosingTask } from "./job-closing";
import { jobDesk } from "./job-desk";
import { jobRoutes } from "./job-routes";

const jobAlertMail = ({ publicSiteUrl, careersEmail }: Bindings): JobAlertMailSettings => ({
  publicSiteUrl,
  careersEmail,
});

/**
 * The job posts: the careers page's jobs and feed, the job alerts and their e-mails, the closing of
 * jobs past their day; a job's history follows it across the addresses it had.
 */
export const area = {
  name: "jobs",
  routes: async (api, deps) => {
    jobRoutes(api, deps);
    await jobAlertRoutes(api, { ...deps, mail: jobAlertMail(deps), spendQuota: deps.quotas.form("job-alerts") });
  },
  tasks: (deps) => {
    const jobAlerts = createJobAlertTask({
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      mail: jobAlertMail(deps),
      onEmailsQueued: deps.onEmailsQueued,
    });
    const jobClosing = createJobClosingTask({ db: deps.db, clock: deps.clock, log: deps.log });
    return { tasks: [jobAlerts, jobClosing], wakes: { onJobOpened: () => jobAlerts.wake() } };
  },
  pageServices: (deps) => [
    provide(jobPagesContext, jobPageServices(deps)),
    provide(jobAlertLinksContext, jobAlertLinkServices(deps)),
  ],
  areaDesks: (deps) => ({
    jobs: (member) => ({
      jobs: { ...jobDesk(deps, member), history: historyOf(deps, "job", (id) => earlierJobAddresses(deps.db, id)) },
    }),
  }),
} satisfies ServerArea<Bindings & Pick<SharedResources, "log" | "quotas">>;
