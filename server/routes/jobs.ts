import type { FastifyInstance } from "fastify";

import type { Db } from "../db/open-db";
import { findOpenJob, listOpenJobs } from "../services/jobs";

export function jobRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  api.get("/api/jobs", async () => listOpenJobs(db));

  api.get<{ Params: { id: string } }>("/api/jobs/:id", async (request, reply) => {
    const job = await findOpenJob(db, request.params.id);
    if (!job) return reply.status(404).send({ success: false, message: "Job not found" });
    return job;
  });
}
