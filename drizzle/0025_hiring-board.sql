CREATE TABLE "application_stage_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_tags" (
	"application_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "application_tags_application_id_tag_pk" PRIMARY KEY("application_id","tag")
);
--> statement-breakpoint
CREATE TABLE "interview_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"interview_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "slot_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "last_reminder" text;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD CONSTRAINT "application_stage_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_links" ADD CONSTRAINT "interview_links_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_changes_application_idx" ON "application_stage_changes" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "interview_links_interview_idx" ON "interview_links" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "applications_job_stage_idx" ON "applications" USING btree ("job_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("starts_at");--> statement-breakpoint
-- Applications already past "new": their stage as entered when they came (the day it changed is not known).
INSERT INTO "application_stage_changes" ("application_id", "stage", "changed_at") SELECT "id", "stage", "created_at" FROM "applications" WHERE "stage" <> 'new';
