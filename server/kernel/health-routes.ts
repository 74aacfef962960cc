import type { FastifyInstance } from "fastify";

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

/**
 * /healthz is liveness: the process answers, and nothing else is asked, or a database blip would
 * have every instance restarted at once. /readyz is readiness: every check answered, so a load
 * balancer may send traffic. While the server drains, Fastify answers 503 to every request before
 * routing (return503OnClosing), /readyz included, so the balancer stops sending at once.
 */
export function healthRoutes(api: FastifyInstance, { checks }: { checks: ReadinessCheck[] }): void {
  api.get("/healthz", async () => ({ status: "ok" }));
  api.get("/readyz", async (request, reply) => {
    const failed = await failedChecks(checks);
    if (failed.length === 0) return { status: "ok" };
    for (const { name, error } of failed) request.log.error({ err: error, check: name }, "readiness check failed");
    return reply.status(503).send({ status: "unavailable", failed: failed.map(({ name }) => name) });
  });
}
