import { spawn } from "node:child_process";
import fs from "node:fs/promises";

import { acceptsConnections } from "./free-port";
import { withoutFakeTime } from "./real-clock-env";

/**
 * A server program a test starts on 127.0.0.1 (redis-server, Radicale, Dovecot), in the
 * foreground and without libfaketime (real-clock-env.ts says why), answered once its port accepts
 * connections. Its output is kept for the error when it does not start; it ends with the test
 * process should a hook throw before stopping it. `stop()` ends it by its own PID and removes its
 * temporary folder.
 */
export async function startServerProcess({
  name,
  binary,
  args,
  port,
  dir,
  startWithinMs = 15_000,
  logFile,
}: {
  /** How errors name it. */
  name: string;
  binary: string;
  args: string[];
  port: number;
  /** The temporary folder of its config and state, removed when it stops. */
  dir: string;
  startWithinMs?: number;
  /** A log it writes to a file rather than its output, added to the error when it does not start. */
  logFile?: string;
}): Promise<{ stop(): Promise<void> }> {
  const server = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], env: withoutFakeTime(process.env) });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let spawnError: Error | null = null;
  server.once("error", (error) => (spawnError = error));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stopOnExit = () => server.kill("SIGTERM");
  process.once("exit", stopOnExit);

  const stop = async () => {
    process.off("exit", stopOnExit);
    if (server.pid !== undefined && server.exitCode === null && server.signalCode === null) {
      process.kill(server.pid, "SIGTERM");
      await exited;
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + startWithinMs;
  while (!(await acceptsConnections(port))) {
    if (spawnError || server.exitCode !== null || Date.now() > deadline) {
      const log = logFile ? await fs.readFile(logFile, "utf8").catch(() => "") : "";
      await stop();
      throw new Error(`${name} did not start on port ${port}: ${spawnError ?? ""}\n${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { stop };
}
