import type { Clock } from "../clock";
import type { Db } from "../db/db";
import type { FastifyInstance } from "fastify";
import type { Logger } from "../kernel/runtime/logger";
import { formTokenSecret } from "./application-steps/form-tokens";
import { collectorRoutes } from "./collector-routes";
import { createEventBuffer } from "./event-buffer";
import type { LeadVisitKey } from "./lead-visits";
import { createRollUpTask } from "./roll-ups";
import { dailySalts, visitorKeyOf, type VisitorTraits } from "./visitor-keys";

export type Analytics = {
  /** Registers POST /api/analytics/events and POST /api/analytics/application-forms on the API. */
  routes(api: FastifyInstance): void;
  /** For the lead routes: writes the events held, then answers the request's visitor key. */
  leadVisitKey: LeadVisitKey;
  /** Writes the events held now (a test's way to see them without waiting). */
  flush(): Promise<void>;
  readonly name: "analytics";
  start(): void;
  /** Stops the roll-ups and writes the events still held. */
  stop(): Promise<void>;
};

/**
 * The site's own, cookieless analytics (decision 048): the collector, its buffer of events
 * written every two seconds, the daily salt and the roll-up task.
 */
export function createAnalytics({
  db,
  clock,
  log,
  countryOf,
  onDropped,
}: {
  db: Db;
  clock: Clock;
  log: Logger;
  countryOf: (address: string) => string | undefined;
  onDropped?: (() => void) | undefined;
}): Analytics {
  const saltOfToday = dailySalts(db, clock);
  const buffer = createEventBuffer({ db, log, onDropped });
  const rollUps = createRollUpTask({ db, clock, log });
  const keyOf = async (traits: VisitorTraits) => visitorKeyOf(await saltOfToday(), traits);
  return {
    routes: (api) =>
      collectorRoutes(api, {
        clock,
        buffer,
        visitorKeyOf: keyOf,
        countryOf,
        formTokenSecret: () => formTokenSecret(db, clock()),
      }),
    flush: () => buffer.flush(),
    async leadVisitKey(request) {
      await buffer.flush();
      const userAgent = request.headers["user-agent"];
      return keyOf({
        host: request.hostname,
        address: request.ip,
        userAgent: typeof userAgent === "string" ? userAgent : "",
      });
    },
    name: "analytics",
    start() {
      buffer.start();
      rollUps.start();
    },
    async stop() {
      await rollUps.stop();
      await buffer.stop();
    },
  };
}
