import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from "pino";

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

/** A logging call's arguments (an object, a message or both), passed on to pino as they came. */
type LogArguments = Parameters<FastifyBaseLogger["info"]>;

/**
 * A request's logger, made the first time the request writes a line. Fastify gives each request a
 * child of the server's logger carrying the request's id, and pino builds it (its bindings written
 * out, a new object on the parent's prototype) whether or not anything is written; with one line
 * for the notable requests only (above) most requests write none, and the child was 2 % of the
 * time of a slots answer. The lines are pino's own child's, the request's id included.
 */
class ChildOnFirstUse implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  get level(): LevelWithSilentOrString {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.#logger().level = level;
  }

  fatal(...line: LogArguments): void {
    this.#logger().fatal(...line);
  }

  error(...line: LogArguments): void {
    this.#logger().error(...line);
  }

  warn(...line: LogArguments): void {
    this.#logger().warn(...line);
  }

  info(...line: LogArguments): void {
    this.#logger().info(...line);
  }

  debug(...line: LogArguments): void {
    this.#logger().debug(...line);
  }

  trace(...line: LogArguments): void {
    this.#logger().trace(...line);
  }

  /** pino's `silent` writes nothing, so it needs no child. */
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger made when it first writes (ChildOnFirstUse). */
export const childLoggerOnFirstUse: NonNullable<FastifyServerOptions["childLoggerFactory"]> = (
  logger,
  bindings,
  options,
) => new ChildOnFirstUse(logger, bindings, options);
