ALTER TABLE "testimonials" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "notice_language" text;