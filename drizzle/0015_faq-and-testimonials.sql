CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"published" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement" text NOT NULL,
	"quote" text NOT NULL,
	"shown_name" text NOT NULL,
	"shown_role" text NOT NULL,
	"avatar" text NOT NULL,
	"consent_note" text NOT NULL,
	"consent_date" text,
	"position" integer NOT NULL,
	"published" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_entries_position" ON "faq_entries" USING btree ("position");--> statement-breakpoint
CREATE INDEX "testimonials_placement_position" ON "testimonials" USING btree ("placement","position");