import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, RouteShorthandOptions } from "fastify";

const windowMs = 10 * 60_000;

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: "RATE_LIMITED",
      message: `Too many submissions from your address. Please try again in ${context.after}.`,
    }),
  });
}

/** Route options limiting one client address to `max` POSTs per 10 minutes; 0 means no limit. */
export function formRateLimit(max: number): RouteShorthandOptions {
  return max > 0 ? { config: { rateLimit: { max, timeWindow: windowMs } } } : {};
}
