import { count, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import { surgeFactor, surgeFloorPerHour, type BookingPace } from "../../domain/bookings/booking-pace";
import type { Database } from "../db/db";
import { outboxEmails } from "../db/schema";

/** The label of every request no route matched: a stranger's made-up URLs must not grow the label set. */
export const unmatchedRoute = "unmatched";

/** A registry with the process's own metrics (CPU, memory, event loop lag, GC), ready for the app's. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // The default metrics stop at external memory; the buffers of requests, answers and kept pages are this part of it.
  new Gauge({
    name: "nodejs_array_buffers_bytes",
    help: "Memory of ArrayBuffers and Buffers, part of the external memory.",
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  return registry;
}

export type AppMetrics = {
  /** Counts an e-mail the outbox worker could not send; `gaveUp`: it will not try again. */
  outboxSendFailed(gaveUp: boolean): void;
  /** Measures every request the app answers. */
  measureRequests(app: FastifyInstance): void;
  /** Shows the latest count of bookings made in the last hour beside what would be far above normal. */
  bookingPace(pace: BookingPace): void;
  /** Counts a page event the analytics buffer had no room for (decision 048). */
  analyticsEventDropped(): void;
};

/**
 * What an operator watches (docs/deploy.md): requests by route pattern and status class, the
 * outbox's backlog and failures, the database pool. Gauges read on scrape are the same in every
 * worker process (one database), so across workers they aggregate by `max`, not by the default sum.
 */
export function appMetrics(registry: Registry, database: Database): AppMetrics {
  const registers = [registry];
  const labelNames = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route pattern and status class.",
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to its answer, by method, route pattern and status class.",
    labelNames,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const sendFailures = new Counter({
    name: "outbox_send_failures_total",
    help: "E-mails the SMTP server refused or did not take; final=true: left in the outbox as failed.",
    labelNames: ["final"] as const,
    registers,
  });
  const droppedEvents = new Counter({
    name: "analytics_events_dropped_total",
    help: "Page events the collector dropped because its buffer of events waiting to be written was full.",
    registers,
  });
  new Gauge({
    name: "outbox_emails",
    help: "E-mails in the outbox waiting to be sent (queued) or given up on (failed).",
    labelNames: ["status"] as const,
    aggregator: "max",
    registers,
    async collect() {
      let rows: { status: string; emails: number }[];
      try {
        rows = await database.db
          .select({ status: outboxEmails.status, emails: count() })
          .from(outboxEmails)
          .where(inArray(outboxEmails.status, ["pending", "failed"]))
          .groupBy(outboxEmails.status);
      } catch {
        // No figure rather than an old one, and the rest of the scrape still answers.
        this.reset();
        return;
      }
      const emailsWith = (status: string) => rows.find((row) => row.status === status)?.emails ?? 0;
      this.set({ status: "queued" }, emailsWith("pending"));
      this.set({ status: "failed" }, emailsWith("failed"));
    },
  });
  // Set by the booking surge watch every 5 minutes; the same in every worker (one database).
  const bookingsLastHour = new Gauge({
    name: "demo_bookings_last_hour",
    help: "Demo calls booked in the last hour, cancelled ones included, as of the latest check.",
    aggregator: "max",
    registers,
  });
  const surgeThreshold = new Gauge({
    name: "demo_bookings_surge_threshold",
    help: `Bookings in an hour above which the pace is far above normal: ${surgeFloorPerHour}, or ${surgeFactor} times the week before's hourly average.`,
    aggregator: "max",
    registers,
  });
  const { poolStats } = database;
  if (poolStats) {
    new Gauge({
      name: "db_pool_connections",
      help: "The PostgreSQL pool's connections: total open, idle, and requests waiting for one.",
      labelNames: ["state"] as const,
      registers,
      collect() {
        const stats = poolStats();
        this.set({ state: "total" }, stats.total);
        this.set({ state: "idle" }, stats.idle);
        this.set({ state: "waiting" }, stats.waiting);
      },
    });
  }

  const { memoryBytes } = database;
  if (memoryBytes) {
    new Gauge({
      name: "embedded_database_memory_bytes",
      help: "The embedded database's WebAssembly memory: its shared buffers, caches and work memory. It never shrinks.",
      registers,
      collect() {
        this.set(memoryBytes());
      },
    });
  }

  return {
    outboxSendFailed: (gaveUp) => sendFailures.inc({ final: String(gaveUp) }),
    analyticsEventDropped: () => droppedEvents.inc(),
    bookingPace(pace) {
      bookingsLastHour.set(pace.lastHour);
      surgeThreshold.set(pace.threshold);
    },
    measureRequests(app) {
      // A callback hook, run for every answer, the cached pages' included.
      app.addHook("onResponse", (request, reply, done) => {
        const labels = {
          method: request.method,
          route: request.routeOptions.url ?? unmatchedRoute,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        };
        requests.inc(labels);
        durations.observe(labels, reply.elapsedTime / 1000);
        done();
      });
    },
  };
}
