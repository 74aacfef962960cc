ALTER TABLE "privacy_requests" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD COLUMN "notice_language" text;