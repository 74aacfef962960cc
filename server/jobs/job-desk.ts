import type { StaffMember } from "../../domain/staff/staff";
import type { JobDesk } from "../../contracts/jobs";
import { createJob, duplicateJob, findJob, listJobs, setJobStatus, updateJob } from "./job-admin";
import { changeJobAddress } from "./job-addresses";
import { previewJob } from "./jobs";
import {
  addHiringTeamMember,
  addInterviewStage,
  interviewPlan,
  removeHiringTeamMember,
  removeInterviewStage,
  setOfferApprovalsNeeded,
  updateInterviewStage,
} from "./interview-plan";
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
    changeAddress: (id, slug) => outcomeOf(() => changeJobAddress(db, actor, id, slug, clock())),
    setStatus: async (id, status) => {
      const outcome = await outcomeOf(() => setJobStatus(db, actor, id, status, clock()));
      // Subscribers hear of a new job within seconds, not at the task's next poll.
      if (outcome.ok && status === "open") onJobOpened();
      return outcome;
    },
    preview: (id) => previewJob(db, id),
    interviewPlan: (id) => interviewPlan(db, id),
    addStage: (id, stage) => outcomeOf(() => addInterviewStage(db, actor, id, stage, clock())),
    updateStage: (id, stageId, stage) => outcomeOf(() => updateInterviewStage(db, actor, id, stageId, stage, clock())),
    removeStage: (id, stageId) => outcomeOf(() => removeInterviewStage(db, actor, id, stageId, clock())),
    addTeamMember: (id, member) => outcomeOf(() => addHiringTeamMember(db, actor, id, member, clock())),
    removeTeamMember: (id, accountId) => outcomeOf(() => removeHiringTeamMember(db, actor, id, accountId, clock())),
    setOfferApprovalsNeeded: (id, needed) => outcomeOf(() => setOfferApprovalsNeeded(db, actor, id, needed, clock())),
  };
}
