-- A visit is a lead's, never a contact's (decision 051). Each contact's first touch goes to its
-- first lead (the earliest enquiry or call) where that lead has none; a lead's own stays. The column
-- stays a release for the instances still running (docs/deploy.md), read and written by nothing.
WITH "first_leads" AS (
	SELECT DISTINCT ON ("contact_id") "contact_id", "kind", "id" FROM (
		SELECT "contact_id", 'enquiry' AS "kind", "id", "created_at" FROM "enquiries" WHERE "contact_id" IS NOT NULL
		UNION ALL
		SELECT "contact_id", 'call' AS "kind", "id", "created_at" FROM "bookings" WHERE "contact_id" IS NOT NULL
	) AS "leads"
	ORDER BY "contact_id", "created_at", "id"
)
UPDATE "enquiries" SET "first_touch" = "contacts"."first_touch"
FROM "first_leads", "contacts"
WHERE "first_leads"."kind" = 'enquiry' AND "enquiries"."id" = "first_leads"."id"
	AND "contacts"."id" = "first_leads"."contact_id"
	AND "enquiries"."first_touch" IS NULL AND "contacts"."first_touch" IS NOT NULL;--> statement-breakpoint
WITH "first_leads" AS (
	SELECT DISTINCT ON ("contact_id") "contact_id", "kind", "id" FROM (
		SELECT "contact_id", 'enquiry' AS "kind", "id", "created_at" FROM "enquiries" WHERE "contact_id" IS NOT NULL
		UNION ALL
		SELECT "contact_id", 'call' AS "kind", "id", "created_at" FROM "bookings" WHERE "contact_id" IS NOT NULL
	) AS "leads"
	ORDER BY "contact_id", "created_at", "id"
)
UPDATE "bookings" SET "first_touch" = "contacts"."first_touch"
FROM "first_leads", "contacts"
WHERE "first_leads"."kind" = 'call' AND "bookings"."id" = "first_leads"."id"
	AND "contacts"."id" = "first_leads"."contact_id"
	AND "bookings"."first_touch" IS NULL AND "contacts"."first_touch" IS NOT NULL;
