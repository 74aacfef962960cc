CREATE TABLE "idempotent_requests" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_at_idx" ON "idempotent_requests" USING btree ("created_at");--> statement-breakpoint
-- Earlier applications' submission ids keep answering their first response (any body: their fingerprint is unknown).
INSERT INTO "idempotent_requests" ("scope", "key", "fingerprint", "status_code", "response", "created_at")
SELECT 'POST /api/applications', "submission_id"::text, '', 201,
       jsonb_build_object('id', "id", 'reference', "reference"), "created_at"
FROM "applications";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_submission_id_unique";--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "submission_id";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "from_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "to_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "reply_to_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "reply_to_address" text;--> statement-breakpoint
-- "Name <address>" strings become a name and an address.
UPDATE "outbox_emails" SET
	"from_name" = coalesce(substring("from_address" from '^(.*?) *<[^<>]*>$'), ''),
	"from_address" = coalesce(substring("from_address" from '<([^<>]*)>$'), "from_address"),
	"to_name" = coalesce(substring("to_address" from '^(.*?) *<[^<>]*>$'), ''),
	"to_address" = coalesce(substring("to_address" from '<([^<>]*)>$'), "to_address"),
	"reply_to_name" = coalesce(substring("reply_to" from '^(.*?) *<[^<>]*>$'), ''),
	"reply_to_address" = coalesce(substring("reply_to" from '<([^<>]*)>$'), "reply_to");--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP COLUMN "reply_to";
