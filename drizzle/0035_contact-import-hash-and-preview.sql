ALTER TABLE "contact_imports" ADD COLUMN "content_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD COLUMN "preview" jsonb DEFAULT '[]'::jsonb NOT NULL;