CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"email_key" text,
	"summary" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"by_nominee" boolean DEFAULT false NOT NULL,
	"nominee_verified_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"handler_id" uuid,
	"handled_by" text,
	"reply" text,
	"closed_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	CONSTRAINT "privacy_requests_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_handler_id_staff_accounts_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_state_due_idx" ON "privacy_requests" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "privacy_requests_closed_idx" ON "privacy_requests" USING btree ("closed_at");