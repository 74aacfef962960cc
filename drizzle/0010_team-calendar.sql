CREATE TABLE "consultant_busy_times" (
	"consultant_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultant_date_overrides" (
	"consultant_id" uuid NOT NULL,
	"date" text NOT NULL,
	"hours" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultant_date_overrides_consultant_id_date_pk" PRIMARY KEY("consultant_id","date")
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_account_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"email" text,
	"active" boolean DEFAULT true NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 60 NOT NULL,
	"max_calls_per_day" integer,
	"meeting_kind" text DEFAULT 'unset' NOT NULL,
	"meeting_room_url" text,
	"calendar_feed_url" text,
	"calendar_checked_at" timestamp with time zone,
	"calendar_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultants_staff_account_id_unique" UNIQUE("staff_account_id"),
	CONSTRAINT "consultants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
DROP INDEX "bookings_confirmed_slot_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "consultant_id" uuid;--> statement-breakpoint
-- The company's own consultant (decision 029): the specification's hours, invites to the sales
-- address; every call booked before consultants existed is theirs.
INSERT INTO "consultants" ("name", "slug", "weekly_hours", "created_at", "updated_at")
VALUES ('Nexora team', 'nexora-team',
  '[[], [["10:00", "18:00"]], [["10:00", "18:00"]], [["10:00", "18:00"]], [["10:00", "18:00"]], [["10:00", "18:00"]], [["10:00", "18:00"]]]'::jsonb,
  now(), now());--> statement-breakpoint
UPDATE "bookings" SET "consultant_id" = (SELECT "id" FROM "consultants" WHERE "slug" = 'nexora-team');--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "consultant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultant_busy_times" ADD CONSTRAINT "consultant_busy_times_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_date_overrides" ADD CONSTRAINT "consultant_date_overrides_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_staff_account_id_staff_accounts_id_fk" FOREIGN KEY ("staff_account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_busy_times_idx" ON "consultant_busy_times" USING btree ("consultant_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_consultant_slot_idx" ON "bookings" USING btree ("consultant_id","starts_at") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "bookings_consultant_starts_idx" ON "bookings" USING btree ("consultant_id","starts_at");