import { randomBytes } from "node:crypto";

import { engineOutput, engineRun, podman, ulimits } from "./engine.mjs";
import { imageTag } from "./image-tag.mjs";

export type Container = {
  name: string;
  /** Where the site answers, straight (not through nginx). */
  origin: string;
  port: number;
  /** Where the primary serves the metrics (METRICS_PORT). */
  metricsOrigin: string;
  /** Sends a signal to the container's main process (the site's primary). */
  kill(signal: "SIGKILL" | "SIGTERM"): void;
  /** `stop` as an orchestrator does: SIGTERM, then SIGKILL after the grace period; the exit status. */
  stop(): Promise<number>;
  /** Starts the stopped or killed container again, as a restart policy does. */
  restart(): Promise<void>;
  /** What it has printed (its JSON log lines). */
  logs(): string;
  /** The named volume at /data. */
  volume: string;
  /** Stops and removes it, with its volume. */
  remove(): Promise<void>;
};

/** The host's network: each container binds its own ports on 127.0.0.1, next to the stack's servers. */
const network = ["--network=host"];

/**
 * Runs the image once with `args` after it (`node build/node/main.js migrate`: the release step)
 * and returns what it printed; throws if it fails.
 */
export function runOnce(env: Record<string, string>, command: string[]): string {
  return engineOutput(["run", "--rm", ...network, ...ulimits, "--read-only", ...envFlags(env), imageTag, ...command], {
    stdio: "pipe",
  });
}

const envFlags = (env: Record<string, string>) =>
  Object.entries(env).flatMap(([name, value]) => ["--env", `${name}=${value}`]);

/**
 * Starts a container of the image as production runs it: read-only, /data on a volume, /tmp in
 * memory, the unprivileged user the image names, 30 s to stop. Resolves when /readyz answers 200.
 */
export async function startContainer({
  port,
  metricsPort,
  env,
  volume,
  memoryLimit,
}: {
  port: number;
  metricsPort: number;
  env: Record<string, string>;
  /** The named volume at /data (made if new); by default one named as the container. */
  volume?: string;
  /** The most memory the container may hold, swap included (`1g`), as a small server's orchestrator sets it. */
  memoryLimit?: string;
}): Promise<Container> {
  const name = `nexora-drill-${randomBytes(4).toString("hex")}`;
  const dataVolume = volume ?? name;
  engineOutput([
    "run",
    "--detach",
    "--name",
    name,
    ...network,
    ...ulimits,
    "--read-only",
    "--tmpfs",
    "/tmp",
    "--volume",
    `${dataVolume}:/data`,
    "--stop-timeout",
    "30",
    ...(memoryLimit ? ["--memory", memoryLimit, "--memory-swap", memoryLimit] : []),
    ...envFlags({
      HOST: "127.0.0.1",
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      ...env,
    }),
    imageTag,
  ]);
  const origin = `http://127.0.0.1:${port}`;
  const container: Container = {
    name,
    volume: dataVolume,
    origin,
    port,
    metricsOrigin: `http://127.0.0.1:${metricsPort}`,
    kill: (signal) => void engineOutput(["kill", "--signal", signal.replace("SIG", ""), name]),
    async stop() {
      await engineRun(["stop", "--time", "30", name], { stdio: "ignore" });
      return Number(engineOutput(["inspect", "--format", "{{.State.ExitCode}}", name]).trim());
    },
    async restart() {
      engineOutput(["start", name]);
      await untilReady(container);
    },
    logs: () => engineOutput(["logs", name], { stdio: "pipe" }),
    async remove() {
      // Docker's `rm --force` kills at once; podman's waits the stop timeout unless told not to.
      engineOutput(["rm", "--force", ...(podman ? ["--time", "0"] : []), name], { stdio: "pipe" });
      engineOutput(["volume", "rm", "--force", dataVolume], { stdio: "pipe" });
    },
  };
  try {
    await untilReady(container);
  } catch (error) {
    await container.remove();
    throw error;
  }
  return container;
}

/** Waits until the container's /readyz answers 200, or throws with what it printed. */
export async function untilReady(container: Container, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${container.origin}/readyz`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) return;
    const running = engineOutput(["inspect", "--format", "{{.State.Running}}", container.name]).trim();
    if (running !== "true") throw new Error(`${container.name} ended before it was ready:\n${container.logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${container.name} was not ready within ${withinMs / 1000} s:\n${container.logs()}`);
}
