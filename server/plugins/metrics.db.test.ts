import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { exposeMetrics, type MetricsServer } from "../metrics-port";
import { metricSample } from "../../test-support/metric-sample";
import { sampleEnquiry } from "../../test-support/sample-submissions";
import { buildTestApp, type TestApp } from "../../test-support/test-app";
import { createMetricsRegistry } from "./metrics";

describe("the metrics port", () => {
  let subject: TestApp;
  let metricsServer: MetricsServer;
  const scrape = async (path = "/metrics", method = "GET") =>
    fetch(`http://127.0.0.1:${metricsServer.port}${path}`, { method });
  const scraped = async () => (await scrape()).text();
  beforeAll(async () => {
    const registry = createMetricsRegistry();
    subject = await buildTestApp({
      metrics: registry,
      // An SMTP server that refuses everything: the e-mails stay queued and each try is a failure.
      mailTransport: { sendMail: async () => Promise.reject(new Error("421 try again later")) },
    });
    await subject.app.ready();
    metricsServer = (await exposeMetrics(registry, { port: 0, host: "127.0.0.1" }))!;
  });
  afterAll(async () => {
    await metricsServer.close();
    await subject.app.close();
  });

  it("counts requests by method, route pattern and status class, a stranger's URLs under one label", async () => {
    const { app } = subject;
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ method: "GET", url: "/api/jobs" })).statusCode).toBe(200);
    await app.inject({ method: "GET", url: "/api/jobs/no-such-job" });
    for (const url of ["/wp-login.php", "/.env?x=1", "/a/b/c"]) {
      expect((await app.inject({ method: "PROPFIND", url })).statusCode).toBe(404);
    }
    const text = await scraped();
    expect(metricSample(text, 'http_requests_total{method="GET",route="/api/jobs",status_class="2xx"}')).toBe(3);
    expect(metricSample(text, 'http_requests_total{method="GET",route="/api/jobs/:id",status_class="4xx"}')).toBe(1);
    expect(metricSample(text, 'http_requests_total{method="PROPFIND",route="unmatched",status_class="4xx"}')).toBe(3);
    expect(
      metricSample(text, 'http_request_duration_seconds_count{method="GET",route="/api/jobs",status_class="2xx"}'),
    ).toBe(3);
    expect(text).not.toMatch(/wp-login|\.env|\/a\/b\/c|no-such-job/);
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("shows the outbox's backlog, read on scrape, and counts the worker's failed sends", async () => {
    const submitted = await subject.app.inject({ method: "POST", url: "/contactus/submit", payload: sampleEnquiry });
    expect(submitted.statusCode).toBe(201);
    await expect
      .poll(async () => metricSample(await scraped(), 'outbox_send_failures_total{final="false"}'), { timeout: 10_000 })
      .toBe(2);
    const text = await scraped();
    expect(metricSample(text, 'outbox_emails{status="queued"}')).toBe(2);
    expect(metricSample(text, 'outbox_emails{status="failed"}')).toBe(0);
    if (subject.database.kind === "postgres") {
      expect(metricSample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(metricSample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain("db_pool_connections");
    }
  });

  it("answers GET /metrics and nothing else, and the public port never shows them", async () => {
    expect((await scrape("/")).status).toBe(404);
    expect((await scrape("/metrics/../admin")).status).toBe(404);
    expect((await scrape("/metrics", "POST")).status).toBe(405);
    const publicAnswer = await subject.app.inject({ method: "GET", url: "/metrics" });
    expect(publicAnswer.statusCode).toBe(404);
    expect(publicAnswer.body).not.toContain("http_requests_total");
  });
});
