-- The testimonials the site showed before the back office kept them were seeded without the day
-- of the customers' agreement, so any edit made the editor invent one. They carry the
-- day they were seeded, in India, as the seed now writes it.
UPDATE "testimonials" SET "consent_date" = to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') WHERE "consent_date" IS NULL;
--> statement-breakpoint
-- Their first revisions too, or restoring one would take the day away again.
UPDATE "testimonial_revisions" SET "content" = jsonb_set("content", '{consentDate}', to_jsonb(to_char("at" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD'))) WHERE "content"->>'consentDate' IS NULL;
--> statement-breakpoint
ALTER TABLE "testimonials" ALTER COLUMN "consent_date" SET NOT NULL;