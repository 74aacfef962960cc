CREATE TABLE "job_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "hiring_team_members" DROP CONSTRAINT "hiring_team_members_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "interview_stages" DROP CONSTRAINT "interview_stages_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_slugs" ADD CONSTRAINT "job_slugs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "job_slugs_job_idx" ON "job_slugs" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "hiring_team_members" ADD CONSTRAINT "hiring_team_members_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "interview_stages" ADD CONSTRAINT "interview_stages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Every save kept a revision, so a post's last revision is when its text was last saved; a seeded
-- post, with none, stays null: it is what was published.
UPDATE "blog_posts" SET "edited_at" = (SELECT max("at") FROM "blog_post_revisions" WHERE "blog_post_revisions"."post_id" = "blog_posts"."id");
