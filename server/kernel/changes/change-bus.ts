import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import type pg from "pg";

import type { Database, Db } from "../../db/db";
import { connectRedis, reconnectPauseMs } from "../../redis";
import type { Logger } from "../runtime/logger";
import { announceHere, carryPublicChanges, publicAreas, type ChangeCarrier, type PublicArea } from "./public-changes";

/** The PostgreSQL channel and the Redis channel the announcements travel on. */
export const changeChannel = "public_changes";

/** While the bus cannot hear the others, answers are kept this long at most (see `ChangeBus`). */
export const deafKeepMs = 1_000;

/** How often the PostgreSQL listener asks its server whether it is still there. */
const pingEveryMs = 10_000;

export type ChangeBus = {
  /** Resolves once the first try to listen has succeeded or failed (then it goes on trying). */
  start(): Promise<void>;
  stop(): Promise<void>;
};

type BusOptions = { database: Database; log: Logger; redisUrl?: string | undefined; redis?: Redis | undefined };

/**
 * Carries each announcement of `public-changes.ts` to every instance on the same database: through
 * Redis pub/sub when REDIS_URL is set, else through PostgreSQL's LISTEN/NOTIFY. PGlite is one
 * process: nothing to carry (undefined).
 *
 * An instance that cannot hear the others (before its first connection, or after losing it) may
 * miss announcements. Meanwhile it keeps no answer longer than a second (it forgets them all every
 * second) rather than none: a spike of visitors costs one query a second instead of one a request,
 * and a change made elsewhere shows at most a second late. Once it hears again it forgets them all
 * once more, since what it missed is unknown.
 */
export function createChangeBus(options: BusOptions): ChangeBus | undefined {
  const { database, log } = options;
  const { db } = database;
  const self = randomUUID();
  const forgetAll = () => {
    for (const area of publicAreas) announceHere(db, area);
  };
  const heard = (payload: string) => {
    const [from, area] = payload.split(" ");
    if (from !== self && publicAreas.includes(area as PublicArea)) announceHere(db, area as PublicArea);
  };

  let deafTimer: NodeJS.Timeout | undefined;
  const hearing = (yes: boolean) => {
    clearInterval(deafTimer);
    deafTimer = undefined;
    if (yes) forgetAll();
    else deafTimer = setInterval(forgetAll, deafKeepMs).unref();
  };

  const transport =
    options.redisUrl && options.redis
      ? redisTransport(options.redisUrl, options.redis, { log, heard, hearing })
      : database.newClient
        ? postgresTransport(database.newClient, db, { log, heard, hearing })
        : undefined;
  if (!transport) return undefined;

  const carrier: ChangeCarrier = {
    announceInside: (tx, area) => transport.announceInside(tx, `${self} ${area}`),
    announceAfter: async (area) => {
      try {
        await transport.announceAfter(`${self} ${area}`);
      } catch (error) {
        log.warn({ err: error, area }, "a change was not announced to the other instances");
      }
    },
  };
  return {
    async start() {
      hearing(false);
      carryPublicChanges(db, carrier);
      await transport.start();
    },
    async stop() {
      carryPublicChanges(db, undefined);
      clearInterval(deafTimer);
      await transport.stop();
    },
  };
}

type Transport = {
  announceInside(tx: Parameters<ChangeCarrier["announceInside"]>[0], payload: string): Promise<boolean>;
  announceAfter(payload: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

type Ears = { log: Logger; heard: (payload: string) => void; hearing: (yes: boolean) => void };

/**
 * LISTEN on a connection of its own (a pool's connection is handed to other queries and would
 * drop the subscription), NOTIFY through the write's own transaction.
 */
function postgresTransport(newClient: () => pg.Client, db: Db, { log, heard, hearing }: Ears): Transport {
  let client: pg.Client | undefined;
  let stopped = false;
  let lost = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  const notify = (via: Parameters<ChangeCarrier["announceInside"]>[0], payload: string) =>
    via.execute(sql`select pg_notify(${changeChannel}, ${payload})`);

  function lose(listener: pg.Client, reason: string) {
    if (client !== listener) return;
    client = undefined;
    clearInterval(pingTimer);
    listener.end().catch(() => {});
    if (stopped) return;
    hearing(false);
    if (!lost)
      log.warn({ err: reason }, "lost the PostgreSQL connection that hears other instances' changes; reconnecting");
    lost = true;
    // listen() settles its own failures (they come back here), so nothing is left to await.
    retryTimer = setTimeout(() => void listen(), reconnectPauseMs(failures++)).unref();
  }

  async function listen(): Promise<void> {
    const listener = newClient();
    client = listener;
    listener.on("error", (error) => lose(listener, error.message));
    listener.on("end", () => lose(listener, "connection closed"));
    listener.on("notification", (message) => {
      if (message.channel === changeChannel && message.payload) heard(message.payload);
    });
    try {
      await listener.connect();
      await listener.query(`listen ${changeChannel}`);
    } catch (error) {
      lose(listener, error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== listener) return;
    failures = 0;
    if (lost) log.info({}, "hearing other instances' changes again; forgot every kept answer");
    lost = false;
    hearing(true);
    // A peer that vanished without closing the connection (a network cut) is found by a question.
    pingTimer = setInterval(() => {
      listener.query("select 1").catch((error: Error) => lose(listener, error.message));
    }, pingEveryMs).unref();
  }

  return {
    announceInside: async (tx, payload) => {
      await notify(tx, payload);
      return true;
    },
    announceAfter: async (payload) => void (await notify(db, payload)),
    start: listen,
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const listener = client;
      client = undefined;
      await listener?.end().catch(() => {});
    },
  };
}

/**
 * SUBSCRIBE on a connection of its own (a subscribed Redis connection runs no other command),
 * PUBLISH on the shared one after the write: Redis cannot join PostgreSQL's transaction.
 */
function redisTransport(url: string, commands: Redis, { log, heard, hearing }: Ears): Transport {
  let subscriber: Redis | undefined;
  return {
    announceInside: async () => false,
    announceAfter: async (payload) => void (await commands.publish(changeChannel, payload)),
    start: () =>
      new Promise<void>((resolve) => {
        const connection = connectRedis(url, { name: "public changes", log });
        subscriber = connection;
        connection.on("message", (channel: string, payload: string) => {
          if (channel === changeChannel) heard(payload);
        });
        connection.on("ready", () => {
          connection.subscribe(changeChannel).then(
            () => {
              hearing(true);
              resolve();
            },
            // The connection went again: "reconnecting" follows, and "ready" once it is back.
            () => resolve(),
          );
        });
        connection.on("reconnecting", () => {
          hearing(false);
          resolve();
        });
      }),
    stop: async () => {
      subscriber?.disconnect();
    },
  };
}
