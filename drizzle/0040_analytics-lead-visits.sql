ALTER TABLE "analytics_daily_visits" ADD COLUMN "lead_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_visits" ADD COLUMN "enquiry_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_visits" ADD COLUMN "booking_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily_visits" ADD COLUMN "application_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hourly_visits" ADD COLUMN "lead_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hourly_visits" ADD COLUMN "enquiry_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hourly_visits" ADD COLUMN "booking_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hourly_visits" ADD COLUMN "application_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A rate of visits divides the visits that ended in a lead, never the leads: one
-- visit may send several. Rows rolled up before are given the most their sums allow (each such
-- visit sent at least one lead of its kind); the hours whose visits are all still kept are then
-- rolled up again from them, exactly, and the days they are in added up by day again.
UPDATE "analytics_hourly_visits" SET
  "enquiry_visits" = least("visits", "enquiries"),
  "booking_visits" = least("visits", "bookings"),
  "application_visits" = least("visits", "applications"),
  "lead_visits" = least("visits", "enquiries" + "bookings" + "applications")
WHERE "enquiries" + "bookings" + "applications" > 0;
--> statement-breakpoint
UPDATE "analytics_daily_visits" SET
  "enquiry_visits" = least("visits", "enquiries"),
  "booking_visits" = least("visits", "bookings"),
  "application_visits" = least("visits", "applications"),
  "lead_visits" = least("visits", "enquiries" + "bookings" + "applications")
WHERE "enquiries" + "bookings" + "applications" > 0;
--> statement-breakpoint
INSERT INTO "analytics_dirty_hours" ("hour")
SELECT DISTINCT "hour" FROM "analytics_hourly_visits"
WHERE "enquiries" + "bookings" + "applications" > 0
  AND "hour" > (SELECT min("started_at") FROM "analytics_visits")
ON CONFLICT DO NOTHING;
