import { createHash } from "node:crypto";

import rateLimit from "@fastify/rate-limit";
import { lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Redis } from "ioredis";

import type { Clock } from "../clock";
import { clientAddressGroup } from "../client-address-group";
import type { Db } from "../db/db";
import { formQuotas as formQuotaRows } from "../db/schema";
import { canonicalMailbox } from "../kernel/mailboxes/canonical-mailbox";
import { createPeriodicTask } from "../kernel/runtime/periodic-task";
import { apiError } from "./api-errors";

const windowMs = 10 * 60_000;
const dayMs = 24 * 60 * 60_000;

/**
 * Spends one of the client's submissions on a form, and, when it mails an address the sender has
 * not proven (`recipient`), one of that mailbox's; answers 429 and returns false when one is spent.
 */
export type SpendQuota = (request: FastifyRequest, reply: FastifyReply, recipient?: string) => Promise<boolean>;

export type QuotaAnswer = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Spends one unit of a quota for whoever `subject` names (a client's address group, a booking):
 * allowed, or refused until its window ends. `log` tells of a store that did not answer.
 */
export type Quota = (subject: string, log?: FastifyBaseLogger) => Promise<QuotaAnswer>;

/** A quota's own size, where FORM_RATE_LIMIT in 10 minutes is not it. */
export type QuotaSize = { max: number; windowMs: number };

export type Quotas = {
  /** A form's quota per client address (its IPv6 /64), spent by its JSON route once the request is valid. */
  form(form: string): SpendQuota;
  /** A quota named `name`, spent by the caller for the subject it names: FORM_RATE_LIMIT in 10 minutes unless `size` says. */
  quota(name: string, size?: QuotaSize): Quota;
};

/**
 * The two quotas a change through an e-mailed link spends: the client's (its IPv6 /64), so one
 * client cannot work through many links, then the record's, so one link cannot be worked from
 * many addresses. Named `name` and `name-record`.
 */
export function linkQuotas(quotas: Pick<Quotas, "quota">, name: string) {
  const byClient = quotas.quota(name);
  const byRecord = quotas.quota(`${name}-record`);
  return (clientIp: string) =>
    async (recordId: string): Promise<QuotaAnswer> => {
      const answer = await byClient(clientAddressGroup(clientIp));
      return answer.allowed ? byRecord(recordId) : answer;
    };
}

/**
 * E-mails one mailbox may be sent in a day through one public form that mails an address nobody
 * has proven (a link to one's data, a nominee told they were named, an acknowledgment), however
 * many clients and sessions ask: the job alerts' cap, so no form floods someone else's inbox.
 */
export const mailsPerMailboxPerDay = 5;

/**
 * A mailbox as a quota counts it: hashed, so the quotas' store never holds an address, and
 * canonical, so "a.b+x@gmail.com" and "ab@gmail.com" share one quota as they share one inbox.
 */
const mailboxSubject = (email: string) => createHash("sha256").update(canonicalMailbox(email)).digest("hex");

/**
 * The quotas of mail to an address the sender has not proven, named `name-mailbox` (FORM_RATE_LIMIT
 * in 10 minutes) and `name-mailbox-day` (mailsPerMailboxPerDay): spent by the recipient's mailbox,
 * whichever client or session asks, on top of the client's own quota.
 */
export function mailboxQuotas(quotas: Pick<Quotas, "quota">, name: string) {
  const inWindow = quotas.quota(`${name}-mailbox`);
  const inDay = quotas.quota(`${name}-mailbox-day`, { max: mailsPerMailboxPerDay, windowMs: dayMs });
  return async (email: string, log?: FastifyBaseLogger): Promise<QuotaAnswer> => {
    const subject = mailboxSubject(email);
    const answer = await inWindow(subject, log);
    return answer.allowed ? inDay(subject, log) : answer;
  };
}

/** The refusal of a spent mailbox quota: the address, not the sender's network, is what had enough. */
export function tooManyForMailbox(retryAfterMs: number): string {
  return `We have sent this email address as many messages as we may for now. ${tryAgainIn(retryAfterMs)}`;
}

/** One spend counted: whether it went past the quota, and how long the window still runs. */
type Spent = { exceeded: boolean; windowLeftMs: number };

/** Whose spends count together: one subject (a client address group, a booking) on one quota. */
const quotaKey = (name: string, subject: string) => `${name} ${subject}`;

/** Counts one spend of a quota by one subject. */
type Counter = (name: string, size: QuotaSize) => (subject: string) => Promise<Spent>;

const allowed: QuotaAnswer = { allowed: true };

/** The end of a refusal's message: "Please try again in 2 minutes.", past two hours "… in 5 hours." */
export function tryAgainIn(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  if (minutes > 120) return `Please try again in ${Math.ceil(minutes / 60)} hours.`;
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

export type FormQuotaOptions = {
  db: Db;
  clock: Clock;
  /** Spends per subject and quota in 10 minutes (FORM_RATE_LIMIT); 0: no limit, nor any quota of its own size. */
  max: number;
  /** REDIS_URL's connection: the counts live there instead of in the database. */
  redis?: Redis | undefined;
};

/**
 * One client may make `max` accepted submissions to each form in 10 minutes, counted where every
 * instance of the site counts: in Redis when REDIS_URL is set, else in the database. Each spend
 * is one atomic increment, so a burst through any number of instances cannot slip past the
 * count. A form's quota is spent once the request is valid, so a typo answered 400 costs the
 * visitor nothing; other quotas (a booking's changes) count whatever subject their caller names.
 */
export async function registerFormQuotas(app: FastifyInstance, options: FormQuotaOptions): Promise<Quotas> {
  const { max } = options;
  const counter =
    max <= 0 ? undefined : options.redis ? await countInRedis(app, options.redis) : countInDatabase(app, options);

  const quota = (name: string, size: QuotaSize = { max, windowMs }): Quota => {
    if (!counter) return async () => allowed;
    const count = counter(name, size);
    return async (subject, log = app.log) => {
      let spent: Spent;
      try {
        spent = await count(subject);
      } catch (error) {
        // The limit keeps spam out; refusing every visitor while its store is unreachable would keep
        // the customers out too. Open, then, and said once per submission let through.
        log.warn(
          { err: error, form: name },
          "form quota not counted: its store did not answer; submission let through",
        );
        return allowed;
      }
      return spent.exceeded ? { allowed: false, retryAfterMs: spent.windowLeftMs } : allowed;
    };
  };

  const form = (name: string): SpendQuota => {
    const spend = quota(name);
    const spendMailbox = mailboxQuotas({ quota }, name);
    const refuse = (reply: FastifyReply, retryAfterMs: number, message: string) => {
      reply
        .status(429)
        .header("retry-after", String(Math.ceil(retryAfterMs / 1000)))
        .send(apiError(message));
      return false;
    };
    return async (request, reply, recipient) => {
      const answer = await spend(clientAddressGroup(request.ip), request.log);
      if (!answer.allowed)
        return refuse(
          reply,
          answer.retryAfterMs,
          `Too many submissions from your address. ${tryAgainIn(answer.retryAfterMs)}`,
        );
      if (recipient === undefined) return true;
      const byMailbox = await spendMailbox(recipient, request.log);
      return byMailbox.allowed || refuse(reply, byMailbox.retryAfterMs, tooManyForMailbox(byMailbox.retryAfterMs));
    };
  };

  return { form, quota };
}

/**
 * What the limiter reads of a request: the key (from our keyGenerator) and the route's group
 * (none). A quota's subject need not be a Fastify request's client: a page's post names a booking.
 */
type SubjectRequest = { routeOptions: { config: object }; quotaSubject: string };

/** @fastify/rate-limit's Redis store: INCR and PEXPIRE in one Lua script per spend. */
async function countInRedis(app: FastifyInstance, redis: Redis): Promise<Counter> {
  // Errors are the caller's to decide on (see above), not the plugin's to swallow unlogged.
  await app.register(rateLimit, { global: false, redis, nameSpace: "form-quota:", skipOnError: false });
  return (name, { max, windowMs }) => {
    const spend = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => quotaKey(name, (request as unknown as SubjectRequest).quotaSubject),
    });
    return async (subject) => {
      const request: SubjectRequest = { routeOptions: { config: {} }, quotaSubject: subject };
      const limit = await spend(request as unknown as FastifyRequest);
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
function countInDatabase(app: FastifyInstance, { db, clock }: FormQuotaOptions): Counter {
  const cleanUp = createPeriodicTask({
    name: "form quota clean-up",
    run: () => deleteEndedQuotas(db, clock()),
    log: app.log,
    firstRunAfterMs: windowMs,
    everyMs: windowMs,
  });
  app.addHook("onReady", async () => cleanUp.start());
  app.addHook("onClose", async () => cleanUp.stop());

  return (name, { max, windowMs }) =>
    async (subject) => {
      const key = quotaKey(name, subject);
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
