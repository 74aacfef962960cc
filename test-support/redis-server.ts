import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { freePort } from "./free-port";
import { startServerProcess } from "./server-process";

export type RedisServer = { url: string; port: number; stop(): Promise<void> };

const binary = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

/**
 * A throwaway redis-server (Debian's package) on 127.0.0.1: a free port unless one is given (to
 * start it again where a stopped one was), nothing written to disk, its own temporary folder.
 * `stop()` ends it by its own PID and removes the folder.
 */
export async function startRedisServer({ port }: { port?: number } = {}): Promise<RedisServer> {
  const listenOn = port ?? (await freePort());
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "redis-test-"));
  // Under libfaketime redis-server fails to start (its allocator's clock_gettime recursion); Redis
  // keeps only relative times (a quota's TTL), so the real clock serves it as well as the moved one.
  const { stop } = await startServerProcess({
    name: "redis-server",
    binary,
    args: ["--port", String(listenOn), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    port: listenOn,
    dir,
    startWithinMs: 10_000,
  });
  return { url: `redis://127.0.0.1:${listenOn}`, port: listenOn, stop };
}
