CREATE TABLE "privacy_breach_people" (
	"breach_id" uuid NOT NULL,
	"email_key" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"data_kinds" text[] NOT NULL,
	"notice_queued_at" timestamp with time zone,
	CONSTRAINT "privacy_breach_people_breach_id_email_key_pk" PRIMARY KEY("breach_id","email_key")
);
--> statement-breakpoint
CREATE TABLE "privacy_breaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"found_at" timestamp with time zone NOT NULL,
	"what_happened" text NOT NULL,
	"location" text NOT NULL,
	"data_kinds" text[] NOT NULL,
	"scope" text NOT NULL,
	"period_starts_at" timestamp with time zone NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"measures" text NOT NULL,
	"consequences" text NOT NULL,
	"contact" text NOT NULL,
	"cause" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"people_listed_at" timestamp with time zone,
	"people_count" integer,
	"notices_sent_at" timestamp with time zone,
	"notices_sent_by" text,
	"board_reported_at" timestamp with time zone,
	"board_reported_by" text
);
--> statement-breakpoint
CREATE TABLE "privacy_nominees" (
	"email_key" text PRIMARY KEY NOT NULL,
	"nominee_name" text NOT NULL,
	"nominee_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_breach_people" ADD CONSTRAINT "privacy_breach_people_breach_id_privacy_breaches_id_fk" FOREIGN KEY ("breach_id") REFERENCES "public"."privacy_breaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_breach_people_email_idx" ON "privacy_breach_people" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "privacy_breaches_found_idx" ON "privacy_breaches" USING btree ("found_at");