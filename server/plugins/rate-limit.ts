import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

import { apiError } from "./api-errors";

const windowMs = 10 * 60_000;

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** Spends one of the client's submissions on a form; answers 429 and returns false when none is left. */
export type SpendQuota = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * One client address may make `max` accepted submissions to a form in 10 minutes (0: no
 * limit). Called once the request is valid, so a typo answered 400 costs the visitor
 * nothing; the store's increment is atomic, so a burst cannot slip past the count.
 */
export function formQuota(app: FastifyInstance, form: string, max: number): SpendQuota {
  if (max <= 0) return async () => true;
  const spend = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${form} ${request.ip}`,
  });
  return async (request, reply) => {
    const limit = await spend(request);
    if (limit.isAllowed || !limit.isExceeded) return true;
    const minutes = Math.max(1, Math.ceil(limit.ttl / 60_000));
    reply
      .status(429)
      .header("retry-after", String(limit.ttlInSeconds))
      .send(
        apiError(
          `Too many submissions from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
        ),
      );
    return false;
  };
}
