CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alert_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"job_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_emails_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "job_alert_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_recipients_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "job_alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "job_alert_subscriptions_confirm_token_hash_unique" UNIQUE("confirm_token_hash")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "slot_chosen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "last_reminder" text;--> statement-breakpoint
-- Calls booked before this migration chose their slot when they were booked.
UPDATE "bookings" SET "slot_chosen_at" = "created_at";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_emails" ADD CONSTRAINT "job_alert_emails_recipient_id_job_alert_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."job_alert_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "job_alert_emails_recipient_idx" ON "job_alert_emails" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "job_alert_subscriptions_email_idx" ON "job_alert_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_alert_subscriptions_confirmed_search_idx" ON "job_alert_subscriptions" USING btree (lower("email"),lower("keyword"),"location") WHERE "job_alert_subscriptions"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "job_alert_subscriptions_pending_created_idx" ON "job_alert_subscriptions" USING btree ("created_at") WHERE "job_alert_subscriptions"."status" = 'pending';