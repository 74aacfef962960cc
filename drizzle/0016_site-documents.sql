CREATE TABLE "site_document_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"published" jsonb,
	"draft" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_document_revisions" ADD CONSTRAINT "site_document_revisions_document_id_site_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."site_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_document_revisions" ADD CONSTRAINT "site_document_revisions_author_id_staff_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_document_revisions_number" ON "site_document_revisions" USING btree ("document_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "site_documents_kind_slug" ON "site_documents" USING btree ("kind","slug");