CREATE TABLE "editor_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"fields" jsonb NOT NULL,
	"base" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "editor_drafts" ADD CONSTRAINT "editor_drafts_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "editor_drafts_staff_subject" ON "editor_drafts" USING btree ("staff_id","kind","subject");--> statement-breakpoint
CREATE INDEX "editor_drafts_subject" ON "editor_drafts" USING btree ("kind","subject","saved_at");