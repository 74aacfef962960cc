CREATE TABLE "anonymous_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"touch" jsonb,
	"service" text DEFAULT '' NOT NULL,
	"person" uuid
);
--> statement-breakpoint
CREATE INDEX "anonymous_leads_sent_idx" ON "anonymous_leads" USING btree ("sent_at");