import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/** A read that took this long is worth a line however it ended. */
const slowRequestMs = 1_000;

/** GET and HEAD change nothing: answered well and quickly, nobody reads their line. */
const isRead = (method: string) => method === "GET" || method === "HEAD";

/**
 * At most one line per request, when it is answered: what was asked, the answer's status and how
 * long it took. Fastify's own controller writes two (one on arrival, one on the answer), which
 * under a spike doubled the server's log writing for nothing a reader of the logs needs.
 *
 * With `every: false` (REQUEST_LOG=notable, the default) a read answered below 400 within a second
 * has no line: writing and cleaning one cost a third of the time of a small answer such as the
 * free demo slots, and the proxy's access log and the metrics already count those
 * (docs/decisions/057-notable-requests-logged.md).
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly policy: { every: boolean; slowMs?: number }) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else if (this.policy.every || this.#notable(request, reply)) reply.log.info(line, "request completed");
  }

  #notable(request: FastifyRequest, reply: FastifyReply): boolean {
    return (
      !isRead(request.method) || reply.statusCode >= 400 || reply.elapsedTime >= (this.policy.slowMs ?? slowRequestMs)
    );
  }
}
