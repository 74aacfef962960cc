import { ownDataPagesContext } from "../../contracts/own-data";
import { nominationPagesContext } from "../../contracts/privacy-nomination";
import type { Bindings } from "../kernel/runtime/bindings";
import { provide } from "../kernel/runtime/page-service";
import type { ServerArea, SharedResources } from "../kernel/runtime/server-area";
import { breachDesk } from "./breaches/breach-desk";
import { nominationPageServices } from "./nomination/nomination-page-services";
import type { DataProcessors } from "./personal-data";
import { privacyDesk } from "./privacy-desk";
import { grievanceRoutes } from "./requests/grievance-routes";
import { privacyRequestDesk } from "./requests/request-desk";
import { createPrivacyRequestReminderTask } from "./requests/request-reminders";
import { createRetentionTask } from "./retention-task";
import { ownDataPageServices } from "./own-data/page-services";

type PrivacyDependencies = Bindings &
  Pick<SharedResources, "log" | "resumes" | "quotas"> & {
    /** Who else handles a person's data, as configured: their own view of their data says so. */
    dataProcessors: DataProcessors;
  };

/**
 * The self-identification counts, the retention periods, erasure on request, personal data
 * breaches and grievances; a person's own data and their nominee, through e-mailed links.
 */
export const area = {
  name: "privacy",
  routes: (api, deps) => grievanceRoutes(api, { ...deps, spendQuota: deps.quotas.form("grievances") }),
  tasks: (deps) => ({ tasks: [createRetentionTask(deps), createPrivacyRequestReminderTask(deps)] }),
  pageServices: (deps) => [
    provide(ownDataPagesContext, ownDataPageServices(deps)),
    provide(nominationPagesContext, nominationPageServices(deps)),
  ],
  areaDesks: (deps) => ({
    privacy: (member) => ({
      privacy: privacyDesk(deps, member),
      requests: privacyRequestDesk(deps, member),
      breaches: breachDesk(deps, member),
    }),
  }),
} satisfies ServerArea<PrivacyDependencies>;
