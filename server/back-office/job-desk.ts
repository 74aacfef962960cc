import type { JobDesk } from "../../domain/back-office";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { createJob, duplicateJob, findJob, listJobs, setJobStatus, updateJob } from "../services/job-admin";
import { previewJob } from "../services/jobs";
import { outcomeOf } from "./outcome";

export function jobDesk(db: Db, clock: Clock): JobDesk {
  return {
    list: () => listJobs(db),
    find: (id) => findJob(db, id),
    create: (actor, job) => outcomeOf(() => createJob(db, actor, job, clock())),
    update: (actor, id, job) => outcomeOf(() => updateJob(db, actor, id, job, clock())),
    duplicate: (actor, id) => outcomeOf(() => duplicateJob(db, actor, id, clock())),
    setStatus: (actor, id, status) => outcomeOf(() => setJobStatus(db, actor, id, status, clock())),
    preview: (id) => previewJob(db, id),
  };
}
