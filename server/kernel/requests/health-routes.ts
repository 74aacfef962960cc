import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { answer, apiRoute, declareRoute } from "../../plugins/api-contract";
import type { Draining } from "./drain";

/** Something the instance needs to serve: the database, the resume storage. */
export type ReadinessCheck = { name: string; check: () => Promise<void> };

/** A check that has not answered by then counts as failed: a load balancer waits for no one. */
const checkTimeoutMs = 2_000;

async function failedChecks(checks: ReadinessCheck[]): Promise<Array<{ name: string; error: unknown }>> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, check }) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${checkTimeoutMs} ms`)), checkTimeoutMs);
      });
      try {
        await Promise.race([check(), timeout]);
        return undefined;
      } catch (error) {
        return { name, error };
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return outcomes.filter((outcome) => outcome !== undefined);
}

const Healthy = z.strictObject({ status: z.literal("ok") });

const livenessContract = declareRoute({
  operationId: "getLiveness",
  tag: "health",
  summary: "Liveness: the process answers",
  description: "Asks nothing else, so a database blip does not have every instance restarted at once.",
  answers: { 200: answer("The process lives.", Healthy) },
});

const readinessContract = declareRoute({
  operationId: "getReadiness",
  tag: "health",
  summary: "Readiness: the database and the resume storage answer",
  description:
    'Each check has 2 seconds. Once the instance begins to shut down it answers 503 with `failed: ["shutdown"]`, so a load balancer stops sending at once.',
  answers: {
    200: answer("Ready for traffic.", Healthy),
    503: answer(
      "A check failed or did not answer in time.",
      z.strictObject({
        status: z.literal("unavailable"),
        failed: z.array(z.string()).meta({ description: 'The failed checks: "database", "storage", or "shutdown".' }),
      }),
    ),
  },
});

/**
 * /healthz is liveness: the process answers, and nothing else is asked, or a database blip would
 * have every instance restarted at once. /readyz is readiness: every check answered, so a load
 * balancer may send traffic. From the start of a drain it answers 503 without asking anything (the
 * instance serves what still reaches it, but wants nothing new), so the balancer stops sending at once.
 */
export function healthRoutes(
  api: FastifyInstance,
  { checks, draining }: { checks: ReadinessCheck[]; draining: Draining },
): void {
  apiRoute(api, "GET", "/healthz", livenessContract, async () => ({ status: "ok" }));
  apiRoute(api, "GET", "/readyz", readinessContract, async (request, reply) => {
    if (draining()) return reply.status(503).send({ status: "unavailable", failed: ["shutdown"] });
    const failed = await failedChecks(checks);
    if (failed.length === 0) return { status: "ok" };
    for (const { name, error } of failed) request.log.error({ err: error, check: name }, "readiness check failed");
    return reply.status(503).send({ status: "unavailable", failed: failed.map(({ name }) => name) });
  });
}
