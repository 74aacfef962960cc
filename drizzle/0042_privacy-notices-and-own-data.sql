CREATE TABLE "privacy_access_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"session_hash" text,
	"session_expires_at" timestamp with time zone,
	CONSTRAINT "privacy_access_links_session_hash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notice_language" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "notice_language" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "notice_language" text;--> statement-breakpoint
ALTER TABLE "job_alert_subscriptions" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "job_alert_subscriptions" ADD COLUMN "notice_language" text;--> statement-breakpoint
CREATE INDEX "privacy_access_links_email_idx" ON "privacy_access_links" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "privacy_access_links_expires_idx" ON "privacy_access_links" USING btree ("expires_at");