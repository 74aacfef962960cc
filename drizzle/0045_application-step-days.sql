CREATE TABLE "application_step_days" (
	"day" text NOT NULL,
	"job_id" text NOT NULL,
	"channel" text NOT NULL,
	"step" integer NOT NULL,
	"reached" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"abandoned" integer DEFAULT 0 NOT NULL,
	"seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "application_step_days_day_job_id_channel_step_pk" PRIMARY KEY("day","job_id","channel","step")
);
--> statement-breakpoint
ALTER TABLE "application_step_days" ADD CONSTRAINT "application_step_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_step_days_job_idx" ON "application_step_days" USING btree ("job_id","day");