import type { Job, PublishedJob } from "../../domain/jobs/job-search";
import type { Db } from "../db/db";
import { AnswerCache, perDatabase } from "../kernel/changes/answer-cache";
import { findPublishedJob, listOpenJobs } from "./jobs";
import { onPublicChange } from "../kernel/changes/public-changes";

/**
 * The open jobs as visitors read them (GET /api/jobs, the careers pages), from memory between
 * changes: the writes that change them run through `changing(db, "jobs", …)`.
 */
export type JobBoard = {
  open(): Promise<readonly Job[]>;
  openJob(id: string): Promise<Job | undefined>;
  /** An open job from memory, a closed one (its page says so) from the database. */
  publishedJob(id: string): Promise<PublishedJob | undefined>;
};

type Board = { list: readonly Job[]; byId: ReadonlyMap<string, Job> };

export const jobBoard = perDatabase((db: Db): JobBoard => {
  const cache = new AnswerCache<"open", Board>(1);
  onPublicChange(db, "jobs", () => cache.invalidate());
  // Only writes change the board, never the clock alone: a job leaves it when someone closes it, or
  // when the job-closing task does once its closing date has passed (job-closing.ts).
  const board = () =>
    cache.get("open", 0, async () => {
      const list = await listOpenJobs(db);
      return { value: { list, byId: new Map(list.map((job) => [job.id, job])) } };
    });
  return {
    open: async () => (await board()).list,
    openJob: async (id) => (await board()).byId.get(id),
    publishedJob: async (id) => {
      const open = (await board()).byId.get(id);
      return open ? { job: open, open: true } : findPublishedJob(db, id);
    },
  };
});
