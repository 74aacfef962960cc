CREATE TABLE "analytics_dirty_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly_pages" (
	"hour" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"entries" integer NOT NULL,
	"exits" integer NOT NULL,
	"time_ms" bigint NOT NULL,
	"timed_views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_hourly_visits" (
	"hour" timestamp with time zone NOT NULL,
	"entry_path" text NOT NULL,
	"source" text NOT NULL,
	"referrer_host" text NOT NULL,
	"search_engine" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"device" text NOT NULL,
	"country" text NOT NULL,
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
CREATE TABLE "analytics_page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visitor_key" text NOT NULL,
	"first_of_day" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"entry_path" text NOT NULL,
	"exit_path" text NOT NULL,
	"page_views" integer DEFAULT 1 NOT NULL,
	"referrer_host" text,
	"search_engine" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"device" text NOT NULL,
	"country" text,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "analytics_page_views" ADD CONSTRAINT "analytics_page_views_visit_id_analytics_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."analytics_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_hourly_pages_hour_idx" ON "analytics_hourly_pages" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "analytics_hourly_visits_hour_idx" ON "analytics_hourly_visits" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "analytics_page_views_visit_idx" ON "analytics_page_views" USING btree ("visit_id","at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_at_idx" ON "analytics_page_views" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_visits_visitor_idx" ON "analytics_visits" USING btree ("visitor_key","last_seen_at");--> statement-breakpoint
CREATE INDEX "analytics_visits_started_idx" ON "analytics_visits" USING btree ("started_at");