CREATE TABLE "newsletter_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"newsletter_id" uuid NOT NULL,
	"subscriber_id" uuid,
	"outbox_email_id" uuid NOT NULL,
	"state" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_links" (
	"newsletter_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_links_newsletter_id_position_pk" PRIMARY KEY("newsletter_id","position")
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"post_id" uuid,
	"digest_month" text,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"subject" text NOT NULL,
	"text_body" text,
	"html_body" text,
	"token_marker" text,
	"started_at" timestamp with time zone,
	"audience_count" integer,
	"cursor" uuid,
	"next_batch_at" timestamp with time zone,
	"all_queued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"unsubscribes" integer DEFAULT 0 NOT NULL,
	"cancelled_because" text
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "newsletter_emails" ADD COLUMN "newsletter_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "suppressed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "suppression_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "suppression_detail" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "temporary_refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_links" ADD CONSTRAINT "newsletter_links_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_once_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_queued_idx" ON "newsletter_deliveries" USING btree ("queued_at") WHERE "newsletter_deliveries"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletters_state_idx" ON "newsletters" USING btree ("state","scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_digest_month_idx" ON "newsletters" USING btree ("digest_month") WHERE "newsletters"."kind" = 'digest';--> statement-breakpoint
CREATE INDEX "newsletters_created_idx" ON "newsletters" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "newsletter_emails" ADD CONSTRAINT "newsletter_emails_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE set null ON UPDATE no action;