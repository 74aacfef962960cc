import type { StaffMember } from "../../domain/staff/staff";
import type { JobDesk } from "../../contracts/careers";
import { createJob, duplicateJob, findJob, listJobs, setJobStatus, updateJob } from "./job-admin";
import { previewJob } from "./jobs";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";

export function jobDesk(
  { db, clock, onJobOpened }: Pick<Bindings, "db" | "clock" | "onJobOpened">,
  actor: StaffMember,
): JobDesk {
  return {
    list: () => listJobs(db),
    find: (id) => findJob(db, id),
    create: (job) => outcomeOf(() => createJob(db, actor, job, clock())),
    update: (id, job) => outcomeOf(() => updateJob(db, actor, id, job, clock())),
    duplicate: (id) => outcomeOf(() => duplicateJob(db, actor, id, clock())),
    setStatus: async (id, status) => {
      const outcome = await outcomeOf(() => setJobStatus(db, actor, id, status, clock()));
      // Subscribers hear of a new job within seconds, not at the task's next poll.
      if (outcome.ok && status === "open") onJobOpened();
      return outcome;
    },
    preview: (id) => previewJob(db, id),
  };
}
