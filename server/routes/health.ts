import type { FastifyInstance } from "fastify";

import type { Database } from "../db/open-db";

export function healthRoutes(api: FastifyInstance, database: Database): void {
  api.get("/healthz", async (request, reply) => {
    try {
      await database.ping();
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "database did not answer the health check");
      return reply.status(503).send({ status: "unavailable" });
    }
  });
}
