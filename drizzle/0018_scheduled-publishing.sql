ALTER TABLE "faq_entries" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_documents" ADD COLUMN "scheduled" jsonb;--> statement-breakpoint
ALTER TABLE "site_documents" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "publish_at" timestamp with time zone;