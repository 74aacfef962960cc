import { historyOf } from "../kernel/audit/audit-history";
import type { ServerArea } from "../kernel/back-office/server-area";
import { earlierJobAddresses } from "./job-addresses";
import { jobDesk } from "./job-desk";

/** The job posts; a job's history follows it across the addresses it had. */
export const jobsArea: ServerArea<Parameters<typeof jobDesk>[0]> = {
  areaDesks: (deps) => ({
    jobs: (member) => ({
      jobs: { ...jobDesk(deps, member), history: historyOf(deps, "job", (id) => earlierJobAddresses(deps.db, id)) },
    }),
  }),
};
