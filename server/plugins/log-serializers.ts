import type { FastifyRequest } from "fastify";

import { errorWithoutQueryValues } from "./log-query-values";

/**
 * The request as each log line names it: Fastify's own fields. Link tokens in its URL (and
 * anywhere else in the line) are taken out by the line's redaction (log-redaction.ts).
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
  }),
  err: errorWithoutQueryValues,
};
