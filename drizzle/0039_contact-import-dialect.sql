ALTER TABLE "contact_imports" ADD COLUMN "delimiter" text DEFAULT ',' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD COLUMN "byte_order_mark" boolean DEFAULT false NOT NULL;