CREATE TABLE "analytics_daily_built" (
	"day" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_pages" (
	"day" text NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"entries" integer NOT NULL,
	"exits" integer NOT NULL,
	"time_ms" bigint NOT NULL,
	"timed_views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_visits" (
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"visits" integer NOT NULL,
	"visitors" integer NOT NULL,
	"page_views" integer NOT NULL,
	"bounces" integer NOT NULL,
	"duration_s" bigint NOT NULL,
	"enquiries" integer NOT NULL,
	"bookings" integer NOT NULL,
	"applications" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_pages_day_idx" ON "analytics_daily_pages" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_daily_visits_day_idx" ON "analytics_daily_visits" USING btree ("day");