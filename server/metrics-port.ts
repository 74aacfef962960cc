import cluster from "node:cluster";
import http from "node:http";
import type { AddressInfo } from "node:net";

import { AggregatorRegistry, type Registry } from "prom-client";

export type MetricsServer = { port: number; close(): Promise<void> };

type Where = { port: number; host: string };

/**
 * Makes this process's metrics scrapeable. A process on its own serves them at /metrics on
 * METRICS_PORT. A cluster worker does not listen at all (its siblings would fight over the port):
 * it hands its registry to the primary, which serves every worker's with `serveClusterMetrics`.
 */
export async function exposeMetrics(registry: Registry, where: Where): Promise<MetricsServer | undefined> {
  if (cluster.isWorker) {
    // Constructing one is what makes prom-client answer the primary's requests in a worker.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
    return undefined;
  }
  return serve(() => registry.metrics(), registry.contentType, where);
}

/** For the cluster primary: serves at /metrics the metrics of every worker, summed (or as each says). */
export function serveClusterMetrics(where: Where): Promise<MetricsServer> {
  const workers = new AggregatorRegistry();
  return serve(() => workers.clusterMetrics(), workers.contentType, where);
}

/** A port of its own that answers GET /metrics and nothing else: the public port never shows them. */
async function serve(metrics: () => Promise<string>, contentType: string, { port, host }: Where) {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("Method not allowed\n");
      return;
    }
    metrics().then(
      (body) => response.writeHead(200, { "content-type": contentType }).end(request.method === "HEAD" ? "" : body),
      () => response.writeHead(503, { "content-type": "text/plain" }).end("Metrics unavailable\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
