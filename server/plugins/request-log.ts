import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * One line per request, when it is answered: what was asked, the answer's status and how long it
 * took. Fastify's own controller writes two (one on arrival, one on the answer), which under a
 * spike doubled the server's log writing for nothing a reader of the logs needs.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}
