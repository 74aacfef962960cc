import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { acceptsConnections, freePort } from "./free-port";
import { withoutFakeTime } from "./real-clock-env";

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
  const server = spawn(
    binary,
    ["--port", String(listenOn), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    // Under libfaketime redis-server fails to start (its allocator's clock_gettime recursion); Redis
    // keeps only relative times (a quota's TTL), so the real clock serves it as well as the moved one.
    { stdio: ["ignore", "pipe", "pipe"], env: withoutFakeTime(process.env) },
  );
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  // Should the test process end without stopping it (a hook that threw first), it goes too.
  const stopOnExit = () => server.kill("SIGTERM");
  process.once("exit", stopOnExit);

  const stop = async () => {
    process.off("exit", stopOnExit);
    if (server.exitCode === null && server.signalCode === null) {
      process.kill(server.pid!, "SIGTERM");
      await exited;
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await acceptsConnections(listenOn))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${listenOn}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { url: `redis://127.0.0.1:${listenOn}`, port: listenOn, stop };
}
