ALTER TABLE "consultants" ADD COLUMN "calendar_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "calendar_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultants" ADD COLUMN "calendar_retry_at" timestamp with time zone;--> statement-breakpoint
-- A feed read before this migration without an error was read well when it was last checked.
UPDATE "consultants" SET "calendar_read_at" = "calendar_checked_at" WHERE "calendar_feed_url" IS NOT NULL AND "calendar_error" IS NULL;
