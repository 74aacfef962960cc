import rateLimit from "@fastify/rate-limit";
import { lte, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { formQuotas as formQuotaRows } from "../db/schema";
import { createPeriodicTask } from "../services/periodic-task";
import { apiError } from "./api-errors";

const windowMs = 10 * 60_000;

/** Spends one of the client's submissions on a form; answers 429 and returns false when none is left. */
export type SpendQuota = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** One spend counted: whether it went past the quota, and how long the window still runs. */
type Spent = { exceeded: boolean; windowLeftMs: number };

/** Whose spends count together: one client address on one form. */
const quotaKey = (form: string, request: FastifyRequest) => `${form} ${request.ip}`;

/** Counts one spend of a form's quota by the request's client address. */
type Counter = (form: string) => (request: FastifyRequest) => Promise<Spent>;

export type FormQuotaOptions = {
  db: Db;
  clock: Clock;
  /** Accepted submissions per client address and form in 10 minutes (FORM_RATE_LIMIT); 0: no limit. */
  max: number;
  /** REDIS_URL's connection: the counts live there instead of in the database. */
  redis?: Redis | undefined;
};

/**
 * One client address may make `max` accepted submissions to each form in 10 minutes, counted
 * where every instance of the site counts: in Redis when REDIS_URL is set, else in the database.
 * Each spend is one atomic increment, so a burst through any number of instances cannot slip past
 * the count. Answers the quota of one form, to be spent once the request is valid, so a typo
 * answered 400 costs the visitor nothing.
 */
export async function registerFormQuotas(
  app: FastifyInstance,
  options: FormQuotaOptions,
): Promise<(form: string) => SpendQuota> {
  const { max } = options;
  if (max <= 0) return () => async () => true;
  const counter = options.redis ? await countInRedis(app, options.redis, max) : countInDatabase(app, options);

  return (form) => {
    const count = counter(form);
    return async (request, reply) => {
      let spent: Spent;
      try {
        spent = await count(request);
      } catch (error) {
        // The limit keeps spam out; refusing every visitor while its store is unreachable would keep
        // the customers out too. Open, then, and said once per submission let through.
        request.log.warn(
          { err: error, form },
          "form quota not counted: its store did not answer; submission let through",
        );
        return true;
      }
      if (!spent.exceeded) return true;
      const minutes = Math.max(1, Math.ceil(spent.windowLeftMs / 60_000));
      reply
        .status(429)
        .header("retry-after", String(Math.ceil(spent.windowLeftMs / 1000)))
        .send(
          apiError(
            `Too many submissions from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          ),
        );
      return false;
    };
  };
}

/** @fastify/rate-limit's Redis store: INCR and PEXPIRE in one Lua script per spend. */
async function countInRedis(app: FastifyInstance, redis: Redis, max: number): Promise<Counter> {
  // Errors are the caller's to decide on (see above), not the plugin's to swallow unlogged.
  await app.register(rateLimit, { global: false, redis, nameSpace: "form-quota:", skipOnError: false });
  return (form) => {
    const spend = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => quotaKey(form, request),
    });
    return async (request) => {
      const limit = await spend(request);
      return limit.isAllowed
        ? { exceeded: false, windowLeftMs: 0 }
        : { exceeded: limit.isExceeded, windowLeftMs: limit.ttl };
    };
  };
}

/** Deletes the counts whose window has ended: they would start afresh anyway, and name a client's address. */
export async function deleteEndedQuotas(db: Db, now: Date): Promise<void> {
  await db.delete(formQuotaRows).where(lte(formQuotaRows.windowEndsAt, now));
}

/**
 * The database's store: one upsert per spend that starts a new window when the last one has ended
 * and otherwise adds one, its row locked by the conflict meanwhile, so concurrent spends through
 * any instance each see their own count. Rows whose window ended are deleted every 10 minutes.
 */
function countInDatabase(app: FastifyInstance, { db, clock, max }: FormQuotaOptions): Counter {
  const cleanUp = createPeriodicTask({
    name: "form quota clean-up",
    run: () => deleteEndedQuotas(db, clock()),
    log: app.log,
    firstRunAfterMs: windowMs,
    everyMs: windowMs,
  });
  app.addHook("onReady", async () => cleanUp.start());
  app.addHook("onClose", async () => cleanUp.stop());

  return (form) => async (request) => {
    const key = quotaKey(form, request);
    const now = clock();
    const windowEndsAt = new Date(now.getTime() + windowMs);
    const ended = sql`${formQuotaRows.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(formQuotaRows)
      .values({ key, spent: 1, windowEndsAt })
      .onConflictDoUpdate({
        target: formQuotaRows.key,
        set: {
          spent: sql`case when ${ended} then 1 else ${formQuotaRows.spent} + 1 end`,
          windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${formQuotaRows.windowEndsAt} end`,
        },
      })
      .returning({ spent: formQuotaRows.spent, windowEndsAt: formQuotaRows.windowEndsAt });
    return { exceeded: row!.spent > max, windowLeftMs: row!.windowEndsAt.getTime() - now.getTime() };
  };
}
