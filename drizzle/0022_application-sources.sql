ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'careers-page' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referral_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referred" text DEFAULT 'No' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "referrer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "heard_about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "referral_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_referrer_id_staff_accounts_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_referrer_idx" ON "applications" USING btree ("referrer_id");--> statement-breakpoint
-- The candidate's answers about referral and how they heard of the job move to the application,
-- where hiring reads them; the self-identification table keeps only what hiring never reads.
UPDATE "applications" SET "referred" = "self_identifications"."referred", "referrer_name" = "self_identifications"."referrer_name", "heard_about" = "self_identifications"."heard_about" FROM "self_identifications" WHERE "self_identifications"."application_id" = "applications"."id";--> statement-breakpoint
ALTER TABLE "self_identifications" DROP COLUMN "referred";--> statement-breakpoint
ALTER TABLE "self_identifications" DROP COLUMN "referrer_name";--> statement-breakpoint
ALTER TABLE "self_identifications" DROP COLUMN "heard_about";--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_referral_code_unique" UNIQUE("referral_code");