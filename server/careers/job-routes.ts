import type { FastifyInstance } from "fastify";

import type { Db } from "../db/open-db";
import { cachedJson, sendJson } from "../plugins/representation";
import { jobBoard } from "./job-board";

export function jobRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  api.get("/api/jobs", { compress: false }, async (request, reply) => {
    const jobs = await jobBoard(db).open();
    return sendJson(
      request,
      reply,
      cachedJson(jobs, () => jobs),
    );
  });

  api.get<{ Params: { id: string } }>("/api/jobs/:id", { compress: false }, async (request, reply) => {
    const job = await jobBoard(db).openJob(request.params.id);
    if (!job) return reply.status(404).send({ success: false, message: "Job not found" });
    return sendJson(
      request,
      reply,
      cachedJson(job, () => job),
    );
  });
}
