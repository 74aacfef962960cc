import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openTestDatabase } from "../../test-support/test-database";
import type { Database } from "./db";
import { jobs } from "./schema";
import { seed } from "./seed";
import { seedJobDates, seedJobs } from "./seed-jobs";

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
      "analytics_daily_built",
      "analytics_daily_pages",
      "analytics_daily_visits",
      "analytics_dirty_hours",
      "analytics_hourly_pages",
      "analytics_hourly_visits",
      "analytics_page_views",
      "analytics_salts",
      "analytics_visits",
      "anonymous_leads",
      "application_notes",
      "application_stage_changes",
      "application_step_days",
      "application_step_spends",
      "application_tags",
      "applications",
      "audit_log",
      "blocked_times",
      "blog_post_revisions",
      "blog_post_slugs",
      "blog_posts",
      "booking_links",
      "bookings",
      "calendar_event_writes",
      "consultant_busy_times",
      "consultant_caldav",
      "consultant_date_overrides",
      "consultants",
      "contact_addresses",
      "contact_duplicate_dismissals",
      "contact_emails",
      "contact_import_rows",
      "contact_imports",
      "contact_merges",
      "contact_notes",
      "contact_tasks",
      "contacts",
      "editor_drafts",
      "editor_images",
      "enquiries",
      "enquiry_notes",
      "enquiry_replies",
      "faq_entries",
      "faq_entry_revisions",
      "form_quotas",
      "hiring_team_members",
      "idempotent_requests",
      "interview_links",
      "interview_panelists",
      "interview_stages",
      "interviews",
      "job_alert_emails",
      "job_alert_recipients",
      "job_alert_subscriptions",
      "job_slugs",
      "jobs",
      "mailbox_accounts",
      "mailbox_folders",
      "newsletter_deliveries",
      "newsletter_emails",
      "newsletter_links",
      "newsletter_subscribers",
      "newsletters",
      "offer_approvals",
      "offers",
      "outbox_emails",
      "privacy_access_links",
      "privacy_breach_people",
      "privacy_breaches",
      "privacy_nominees",
      "privacy_requests",
      "proven_addresses",
      "reply_templates",
      "self_identifications",
      "settings",
      "sign_in_failures",
      "site_document_revisions",
      "site_documents",
      "staff_accounts",
      "staff_known_devices",
      "staff_passkeys",
      "staff_password_tokens",
      "staff_recovery_codes",
      "staff_sessions",
      "staff_sign_in_ceremonies",
      "testimonial_revisions",
      "testimonials",
    ]);
  });

  it("dates the jobs from the seed day: open, posted in the past weeks, closing in the coming ones", async () => {
    const now = new Date("2031-04-15T06:00:00Z");
    const seeded = await openTestDatabase();
    try {
      await seed(seeded.db, now);
      const rows = await seeded.db.select().from(jobs);
      expect(rows).toHaveLength(seedJobs.length);
      const days = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 86_400_000;
      for (const row of rows) {
        expect(row.status).toBe("open");
        expect(days(row.postedAt, now)).toBeGreaterThan(1);
        expect(days(now, row.validThrough!)).toBeGreaterThan(3 * 7);
        expect(days(now, row.validThrough!)).toBeLessThan(11 * 7);
      }
      // A closing day ends at midnight in India, as a recruiter's closing date does.
      const first = rows.find((row) => row.id === seedJobs[0]!.id)!;
      expect(first.validThrough).toEqual(new Date(`${seedJobDates(seedJobs[0]!, now).validThrough}T23:59:59+05:30`));
    } finally {
      await seeded.close();
    }
  });

  it("puts the seed in once and leaves the company's later edits and the first dates alone", async () => {
    const seedDay = new Date("2026-11-22T10:30:00Z");
    await seed(database.db, seedDay);
    const first = seedJobs[0]!;
    await database.db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, first.id));
    const before = await database.db.select().from(jobs).orderBy(jobs.id);
    await seed(database.db, new Date("2027-03-01T10:30:00Z"));

    const rows = await database.db.select().from(jobs).orderBy(jobs.id);
    expect(rows).toEqual(before);
    expect(rows).toHaveLength(seedJobs.length);
    expect(rows.find((row) => row.id === first.id)?.status).toBe("closed");
  });
});
