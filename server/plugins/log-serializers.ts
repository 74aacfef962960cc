import type { FastifyRequest } from "fastify";

/**
 * A link's token in a path segment (newToken's 43 URL-safe characters: set-password links, a
 * visitor's manage link) is a key while it works: the logs keep that a link was opened, not
 * the key to open it again.
 */
export const withoutLinkTokens = (url: string) => url.replace(/\/[\w-]{43}(?=[/?#]|$)/g, "/[token]");

/** The request as each log line names it: Fastify's own fields, with link tokens left out. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
