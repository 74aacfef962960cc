import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../test-support/test-database";
import type { Database } from "./open-db";
import { jobs } from "./schema";
import { seed } from "./seed";
import { seedJobs } from "./seed-jobs";

describe("migrations and seed", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("creates every table", async () => {
    expect(database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
    const tables = await database.db.execute<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
    expect(names).toEqual([
      "application_notes",
      "applications",
      "audit_log",
      "blocked_times",
      "booking_links",
      "bookings",
      "enquiries",
      "enquiry_notes",
      "form_quotas",
      "idempotent_requests",
      "job_alert_emails",
      "job_alert_recipients",
      "job_alert_subscriptions",
      "jobs",
      "outbox_emails",
      "self_identifications",
      "settings",
      "sign_in_failures",
      "staff_accounts",
      "staff_password_tokens",
      "staff_sessions",
    ]);
  });

  it("puts the seed in once and leaves the company's later edits alone", async () => {
    await seed(database.db);
    const first = seedJobs[0]!;
    await database.db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, first.id));
    await seed(database.db);

    const rows = await database.db.select({ id: jobs.id, status: jobs.status }).from(jobs);
    expect(rows).toHaveLength(seedJobs.length);
    expect(rows.find((row) => row.id === first.id)?.status).toBe("closed");
  });
});
