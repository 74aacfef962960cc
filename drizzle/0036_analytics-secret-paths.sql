-- Analytics counted a private link's address with its secret: a visitor's
-- /demo/manage/<token> stood in the Top pages, pages.csv and a lead's pages seen, and whoever read
-- them could move or cancel the call. Every path stored before is rewritten as the collector now
-- counts it (domain/analytics/counted-path.ts, secretRoutePatterns): the route's pattern with "…"
-- for the secret and whatever followed it. The old beacon sent the address the browser showed, so
-- case and doubled or encoded slashes are all that can differ from the e-mailed link.
CREATE FUNCTION "analytics_secret_path_57"("path" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "path" ~* '^(/|%2f)+demo(/|%2f)+manage(/|%2f)+[^/]' THEN '/demo/manage/…'
    WHEN "path" ~* '^(/|%2f)+interview(/|%2f)+[^/]' THEN '/interview/…'
    WHEN "path" ~* '^(/|%2f)+job-alerts(/|%2f)+confirm(/|%2f)+[^/]' THEN '/job-alerts/confirm/…'
    WHEN "path" ~* '^(/|%2f)+job-alerts(/|%2f)+unsubscribe(/|%2f)+[^/]' THEN '/job-alerts/unsubscribe/…'
    WHEN "path" ~* '^(/|%2f)+admin(/|%2f)+set-password(/|%2f)+[^/]' THEN '/admin/set-password/…'
    WHEN "path" ~* '^(/|%2f)+admin(/|%2f)+first-run(/|%2f)+[^/]' THEN '/admin/first-run/…'
    ELSE "path"
  END
$$;
--> statement-breakpoint
-- A lead's first touch (FirstTouch, domain/sales/sales.ts): its landing page and its pages seen.
CREATE FUNCTION "analytics_secret_touch_57"("touch" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof("touch") IS DISTINCT FROM 'object' THEN "touch" ELSE
    "touch"
    || CASE WHEN jsonb_typeof("touch"->'landingPage') = 'string'
         THEN jsonb_build_object('landingPage', "analytics_secret_path_57"("touch"->>'landingPage'))
         ELSE '{}'::jsonb END
    || CASE WHEN jsonb_typeof("touch"->'pagesSeen') = 'array'
         THEN jsonb_build_object('pagesSeen', (
           SELECT coalesce(jsonb_agg(
             CASE WHEN jsonb_typeof("page") = 'string' THEN to_jsonb("analytics_secret_path_57"("page" #>> '{}')) ELSE "page" END
             ORDER BY "n"), '[]'::jsonb)
           FROM jsonb_array_elements("touch"->'pagesSeen') WITH ORDINALITY AS "seen"("page", "n")))
         ELSE '{}'::jsonb END
  END
$$;
--> statement-breakpoint
UPDATE "analytics_page_views" SET "path" = "analytics_secret_path_57"("path")
WHERE "path" <> "analytics_secret_path_57"("path");
--> statement-breakpoint
UPDATE "analytics_visits"
SET "entry_path" = "analytics_secret_path_57"("entry_path"), "exit_path" = "analytics_secret_path_57"("exit_path")
WHERE "entry_path" <> "analytics_secret_path_57"("entry_path") OR "exit_path" <> "analytics_secret_path_57"("exit_path");
--> statement-breakpoint
-- The roll-ups outlive the raw rows, so they are rewritten, not rebuilt: the rows one link's
-- visitors left apart become one row of the pattern.
WITH "secret" AS (
  DELETE FROM "analytics_hourly_pages" WHERE "path" <> "analytics_secret_path_57"("path")
  RETURNING "hour", "analytics_secret_path_57"("path") AS "path", "views", "entries", "exits", "time_ms", "timed_views"
)
INSERT INTO "analytics_hourly_pages" ("hour", "path", "views", "entries", "exits", "time_ms", "timed_views")
SELECT "hour", "path", sum("views"), sum("entries"), sum("exits"), sum("time_ms"), sum("timed_views")
FROM "secret" GROUP BY "hour", "path";
--> statement-breakpoint
WITH "secret" AS (
  DELETE FROM "analytics_daily_pages" WHERE "path" <> "analytics_secret_path_57"("path")
  RETURNING "day", "analytics_secret_path_57"("path") AS "path", "views", "entries", "exits", "time_ms", "timed_views"
)
INSERT INTO "analytics_daily_pages" ("day", "path", "views", "entries", "exits", "time_ms", "timed_views")
SELECT "day", "path", sum("views"), sum("entries"), sum("exits"), sum("time_ms"), sum("timed_views")
FROM "secret" GROUP BY "day", "path";
--> statement-breakpoint
WITH "secret" AS (
  DELETE FROM "analytics_hourly_visits" WHERE "entry_path" <> "analytics_secret_path_57"("entry_path")
  RETURNING "hour", "analytics_secret_path_57"("entry_path") AS "entry_path", "source", "referrer_host",
    "search_engine", "utm_source", "utm_medium", "utm_campaign", "device", "country", "visits", "visitors",
    "page_views", "bounces", "duration_s", "enquiries", "bookings", "applications"
)
INSERT INTO "analytics_hourly_visits" ("hour", "entry_path", "source", "referrer_host", "search_engine",
  "utm_source", "utm_medium", "utm_campaign", "device", "country", "visits", "visitors", "page_views", "bounces",
  "duration_s", "enquiries", "bookings", "applications")
SELECT "hour", "entry_path", "source", "referrer_host", "search_engine", "utm_source", "utm_medium",
  "utm_campaign", "device", "country", sum("visits"), sum("visitors"), sum("page_views"), sum("bounces"),
  sum("duration_s"), sum("enquiries"), sum("bookings"), sum("applications")
FROM "secret"
GROUP BY "hour", "entry_path", "source", "referrer_host", "search_engine", "utm_source", "utm_medium",
  "utm_campaign", "device", "country";
--> statement-breakpoint
WITH "secret" AS (
  DELETE FROM "analytics_daily_visits" WHERE "kind" = 'entry' AND "name" <> "analytics_secret_path_57"("name")
  RETURNING "day", "kind", "analytics_secret_path_57"("name") AS "name", "source", "medium", "visits", "visitors",
    "page_views", "bounces", "duration_s", "enquiries", "bookings", "applications"
)
INSERT INTO "analytics_daily_visits" ("day", "kind", "name", "source", "medium", "visits", "visitors",
  "page_views", "bounces", "duration_s", "enquiries", "bookings", "applications")
SELECT "day", "kind", "name", "source", "medium", sum("visits"), sum("visitors"), sum("page_views"),
  sum("bounces"), sum("duration_s"), sum("enquiries"), sum("bookings"), sum("applications")
FROM "secret" GROUP BY "day", "kind", "name", "source", "medium";
--> statement-breakpoint
UPDATE "enquiries" SET "first_touch" = "analytics_secret_touch_57"("first_touch")
WHERE "first_touch" IS NOT NULL AND "first_touch" <> "analytics_secret_touch_57"("first_touch");
--> statement-breakpoint
UPDATE "bookings" SET "first_touch" = "analytics_secret_touch_57"("first_touch")
WHERE "first_touch" IS NOT NULL AND "first_touch" <> "analytics_secret_touch_57"("first_touch");
--> statement-breakpoint
UPDATE "applications" SET "first_touch" = "analytics_secret_touch_57"("first_touch")
WHERE "first_touch" IS NOT NULL AND "first_touch" <> "analytics_secret_touch_57"("first_touch");
--> statement-breakpoint
UPDATE "contacts" SET "first_touch" = "analytics_secret_touch_57"("first_touch")
WHERE "first_touch" IS NOT NULL AND "first_touch" <> "analytics_secret_touch_57"("first_touch");
--> statement-breakpoint
-- A merged contact kept for the undo holds its row, first touch and all.
UPDATE "contact_merges"
SET "merged_row" = jsonb_set("merged_row", '{firstTouch}', "analytics_secret_touch_57"("merged_row"->'firstTouch'))
WHERE jsonb_typeof("merged_row"->'firstTouch') = 'object'
  AND "merged_row"->'firstTouch' <> "analytics_secret_touch_57"("merged_row"->'firstTouch');
--> statement-breakpoint
DROP FUNCTION "analytics_secret_touch_57"(jsonb);
--> statement-breakpoint
DROP FUNCTION "analytics_secret_path_57"(text);
