CREATE TABLE "contact_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" uuid,
	"done_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_key" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"owner_id" uuid,
	"stage" text DEFAULT 'new' NOT NULL,
	"expected_value" integer,
	"expected_close_date" text,
	"lost_reason" text,
	"first_touch" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contacts_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "enquiry_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"contact_id" uuid,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"outbox_email_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reply_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "contact_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "daily_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "last_digest_date" text;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_author_id_staff_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tasks" ADD CONSTRAINT "contact_tasks_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tasks" ADD CONSTRAINT "contact_tasks_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_staff_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_author_id_staff_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_notes_contact_idx" ON "contact_notes" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_tasks_assignee_idx" ON "contact_tasks" USING btree ("assignee_id","done_at","due_at");--> statement-breakpoint
CREATE INDEX "contact_tasks_contact_idx" ON "contact_tasks" USING btree ("contact_id","due_at");--> statement-breakpoint
CREATE INDEX "contacts_activity_idx" ON "contacts" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "contacts_stage_idx" ON "contacts" USING btree ("stage","last_activity_at");--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" USING btree ("enquiry_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_contact_idx" ON "bookings" USING btree ("contact_id","starts_at");--> statement-breakpoint
CREATE INDEX "enquiries_contact_idx" ON "enquiries" USING btree ("contact_id","created_at");--> statement-breakpoint
-- Everyone who wrote or booked becomes a contact of the sales desk, one per address in any case, named
-- as they first gave it; spam stays out. A contact's latest activity is their latest enquiry or call.
INSERT INTO "contacts" ("email_key", "email", "first_name", "last_name", "phone", "created_at", "updated_at", "last_activity_at")
SELECT DISTINCT ON (lower("email")) lower("email"), "email", "first_name", "last_name", "phone", "created_at", now(),
  max("created_at") OVER (PARTITION BY lower("email"))
FROM (
  SELECT "email", "first_name", "last_name", "phone", "created_at" FROM "enquiries" WHERE NOT "is_spam"
  UNION ALL
  SELECT "email", "first_name", "last_name", "phone", "created_at" FROM "bookings"
) AS "people"
ORDER BY lower("email"), "created_at";--> statement-breakpoint
UPDATE "enquiries" SET "contact_id" = "contacts"."id" FROM "contacts"
WHERE NOT "enquiries"."is_spam" AND "contacts"."email_key" = lower("enquiries"."email");--> statement-breakpoint
UPDATE "bookings" SET "contact_id" = "contacts"."id" FROM "contacts" WHERE "contacts"."email_key" = lower("bookings"."email");
