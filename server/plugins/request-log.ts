import type { FastifyInstance } from "fastify";

/**
 * One line per request, when it is answered: what was asked, the answer's status and how long it
 * took. Fastify's own logging writes two (one on arrival, one on the answer), which under a spike
 * doubled the server's log writing for nothing a reader of the logs needs.
 */
export function logEachRequestOnce(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    done();
  });
}
