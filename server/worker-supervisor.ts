import cluster, { type Worker } from "node:cluster";

import type { Logger } from "pino";

/** A worker that lived less than this before dying counts as a crash loop: the next pause doubles. */
const stableAfterMs = 30_000;
const firstPauseMs = 1_000;
const longestPauseMs = 30_000;
/** Beyond the workers' own drain deadline: each exits by itself, this only covers one that cannot. */
const backstopMs = 5_000;

/**
 * The cluster's primary when WEB_CONCURRENCY > 1: forks `count` workers of `exec` that share
 * the port (the primary hands out connections in turn), replaces a worker that dies, after a
 * pause that doubles while they keep dying young, and on SIGTERM or SIGINT tells every worker to
 * drain and exits 0 when all of them drained (1 if any did not).
 */
export function superviseWorkers({
  exec,
  count,
  shutdownTimeoutSeconds,
  log,
}: {
  exec: string;
  count: number;
  shutdownTimeoutSeconds: number;
  log: Logger;
}): void {
  cluster.setupPrimary({ exec, args: [] });
  const bornAt = new Map<Worker, number>();
  let youngDeaths = 0;
  let stopping = false;
  let undrained = 0;

  const fork = () => bornAt.set(cluster.fork(), Date.now());

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (bornAt.get(worker) ?? 0);
    bornAt.delete(worker);
    if (stopping) {
      if (code !== 0) undrained += 1;
      if (bornAt.size === 0) process.exit(undrained === 0 ? 0 : 1);
      return;
    }
    youngDeaths = lived < stableAfterMs ? youngDeaths + 1 : 0;
    const pauseMs = Math.min(longestPauseMs, firstPauseMs * 2 ** Math.max(0, youngDeaths - 1));
    log.error({ workerPid: worker.process.pid, code, signal, restartInMs: pauseMs }, "worker exited; starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, pauseMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: bornAt.size }, "shutting down: draining every worker");
    if (bornAt.size === 0) process.exit(0);
    for (const worker of bornAt.keys()) worker.process.kill("SIGTERM");
    setTimeout(
      () => {
        log.error(`workers still running ${shutdownTimeoutSeconds} s after shutdown began: killing them`);
        for (const worker of bornAt.keys()) worker.process.kill("SIGKILL");
        process.exit(1);
      },
      shutdownTimeoutSeconds * 1000 + backstopMs,
    ).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  for (let index = 0; index < count; index += 1) fork();
  log.info({ workers: count }, "started the workers");
}
