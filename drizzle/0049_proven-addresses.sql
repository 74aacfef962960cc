CREATE TABLE "proven_addresses" (
	"email_key" text PRIMARY KEY NOT NULL,
	"person_id" uuid NOT NULL,
	"proven_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "proven_addresses_person_idx" ON "proven_addresses" USING btree ("person_id");