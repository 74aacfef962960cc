import { spawn } from "node:child_process";

import { expect, it } from "vitest";

it("serves a cluster's metrics from the primary: counters summed over the workers, shared gauges not", async () => {
  const child = spawn(process.execPath, ["--import", "tsx", "test-support/cluster-metrics.fixture.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const found = /metrics port (\d+)/.exec(output);
        if (found) resolve(Number(found[1]));
      });
      child.once("exit", (code) => reject(new Error(`the cluster exited (${code}) before serving:\n${output}`)));
    });
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toMatch(/^http_requests_total 6$/m);
    expect(text).toMatch(/^outbox_emails 7$/m);
  } finally {
    // The primary takes its workers with it (their IPC channel closes).
    process.kill(child.pid!, "SIGTERM");
  }
}, 30_000);
