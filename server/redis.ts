import { once } from "node:events";

import { Redis } from "ioredis";

import { withoutPassword } from "./config";
import type { Logger } from "./kernel/runtime/logger";

/** The pause before the next try to reach Redis or PostgreSQL again: 100 ms after a loss, doubling up to 5 s. */
export const reconnectPauseMs = (failures: number) => Math.min(100 * 2 ** failures, 5_000);

const connectTimeoutMs = 2_000;

/**
 * Waits until the connection takes commands, or until it fails or its first try's time is up. A
 * command sent before then fails at once (no offline queue), so a new instance would let its first
 * submissions through uncounted; an instance whose Redis is down still starts.
 */
export async function connected(redis: Redis): Promise<void> {
  if (redis.status === "ready") return;
  await once(redis, "ready", { signal: AbortSignal.timeout(connectTimeoutMs) }).catch(() => undefined);
}

/**
 * A connection to REDIS_URL that never makes a request wait for Redis: a command fails at once
 * while the connection is down (no offline queue) and after a second when Redis stops answering,
 * and the connection is retried in the background, 100 ms after a loss, doubling up to 5 s. One
 * line is logged when it is lost and one when it is back, however many tries lie between.
 */
export function connectRedis(url: string, { name, log }: { name: string; log: Logger }): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    connectTimeout: connectTimeoutMs,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // The subscriber subscribes again itself once ready (change-bus.ts), knowing it may have missed messages.
    autoResubscribe: false,
    retryStrategy: (tries) => reconnectPauseMs(tries - 1),
  });
  const where = withoutPassword(url);
  let lost = false;
  let reason: string | undefined;
  // Without a listener, every failed try would also be printed by ioredis itself.
  redis.on("error", (error: Error) => {
    reason = error.message;
  });
  // "reconnecting" follows a lost connection, never a close of our own.
  redis.on("reconnecting", () => {
    if (lost) return;
    lost = true;
    log.warn({ redis: where, connection: name, err: reason }, "Redis connection lost; retrying in the background");
  });
  redis.on("ready", () => {
    if (lost) log.info({ redis: where, connection: name }, "Redis connection back");
    lost = false;
    reason = undefined;
  });
  return redis;
}
