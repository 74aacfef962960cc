ALTER TABLE "editor_images" ADD COLUMN "social_card" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_documents" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
-- A page on the site before this column was first published no later than its last publication.
UPDATE "site_documents" SET "first_published_at" = "published_at" WHERE "published_at" IS NOT NULL;
