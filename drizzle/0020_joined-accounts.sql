ALTER TABLE "staff_accounts" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
-- Taken up already: a password is set, or the account has signed in (by single sign-on, say).
UPDATE "staff_accounts" SET "joined_at" = "created_at" WHERE "password_hash" IS NOT NULL;--> statement-breakpoint
UPDATE "staff_accounts" SET "joined_at" = (SELECT min("at") FROM "audit_log" WHERE "audit_log"."action" = 'staff.sign-in' AND "audit_log"."subject_id" = "staff_accounts"."id"::text) WHERE "joined_at" IS NULL;--> statement-breakpoint
UPDATE "staff_accounts" SET "joined_at" = (SELECT min("created_at") FROM "staff_sessions" WHERE "staff_sessions"."account_id" = "staff_accounts"."id") WHERE "joined_at" IS NULL;
