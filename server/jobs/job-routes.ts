import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { JobSchema } from "../../domain/site/public-api";
import {
  answer,
  answerHeaders,
  apiRoute,
  declareRoute,
  failure,
  noBody,
  notModified,
  requestHeaders,
  serverFailures,
} from "../plugins/api-contract";
import { cachedJson, sendJson } from "../plugins/representation";
import type { Bindings } from "../kernel/runtime/bindings";
import { jobAddressNow } from "./job-addresses";
import { jobBoard } from "./job-board";

const listContract = declareRoute({
  operationId: "listOpenJobs",
  tag: "careers",
  summary: "The open jobs",
  description: "Every job open for applications, by department and title. The careers page searches them itself.",
  headers: requestHeaders.ifNoneMatch,
  answers: {
    200: answer("The open jobs (a plain list, not wrapped).", z.array(JobSchema), answerHeaders.etag),
    ...notModified,
    ...serverFailures,
  },
});

const jobContract = declareRoute({
  operationId: "getOpenJob",
  tag: "careers",
  summary: "One open job",
  params: z.object({ id: z.string().meta({ description: "The job's id, as GET /api/jobs gives it." }) }),
  headers: requestHeaders.ifNoneMatch,
  answers: {
    200: answer("The job (not wrapped).", JobSchema, answerHeaders.etag),
    ...notModified,
    301: noBody("The job's id changed (its address was renamed): the same job under its id now.", {
      Location: { type: "string", description: "/api/jobs/{id}, with the job's id now." },
    }),
    404: failure("No open job has this id (it is unknown, a draft or closed): `Job not found`."),
    ...serverFailures,
  },
});

export function jobRoutes(api: FastifyInstance, { db }: Pick<Bindings, "db">): void {
  const unzipped = { compress: false } as const;
  apiRoute(
    api,
    "GET",
    "/api/jobs",
    listContract,
    async (request, reply) => {
      const jobs = await jobBoard(db).open();
      return sendJson(
        request,
        reply,
        cachedJson(jobs, () => jobs),
      );
    },
    unzipped,
  );

  apiRoute(
    api,
    "GET",
    "/api/jobs/:id",
    jobContract,
    async (request, reply) => {
      const job = await jobBoard(db).openJob(request.params.id);
      if (!job) {
        const now = await jobAddressNow(db, request.params.id);
        if (now) return reply.redirect(`/api/jobs/${encodeURIComponent(now)}`, 301);
        return reply.status(404).send({ success: false, message: "Job not found" });
      }
      return sendJson(
        request,
        reply,
        cachedJson(job, () => job),
      );
    },
    unzipped,
  );
}
