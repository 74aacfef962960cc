// A cluster as server/main.ts runs one with WEB_CONCURRENCY: the primary serves every worker's
// metrics on one port (serveClusterMetrics), each worker hands over its own registry (exposeMetrics).
// Started by metrics-port.test.ts; prints the metrics port once both workers are ready.
import cluster from "node:cluster";

import { Counter, Gauge, Registry } from "prom-client";

import { exposeMetrics, serveClusterMetrics } from "../server/metrics-port";

const workers = 2;

if (cluster.isPrimary) {
  let ready = 0;
  for (let i = 0; i < workers; i += 1) cluster.fork();
  cluster.on("message", (_worker, message) => {
    if (message !== "ready" || ++ready < workers) return;
    // A failure to serve ends the fixture loudly, which the test that started it reports.
    serveClusterMetrics({ port: 0, host: "127.0.0.1" }).then(
      (server) => console.log(`metrics port ${server.port}`),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  const registry = new Registry();
  new Counter({ name: "http_requests_total", help: "requests", registers: [registry] }).inc(3);
  new Gauge({ name: "outbox_emails", help: "backlog", aggregator: "max", registers: [registry] }).set(7);
  const served = await exposeMetrics(registry, { port: 9, host: "127.0.0.1" });
  if (served) throw new Error("a worker must not listen on the metrics port");
  process.send!("ready");
}
