-- A referrer was counted as a search engine by a pattern its host only had to resemble:
-- google.evil.example was "Google". Visits, their roll-ups and leads' first touches stored
-- so lose the engine they never came from, as domain/analytics/search-engines.ts now names it from
-- the engines' own domains (Google's supported domains, Yandex's country sites; the other engines'
-- patterns already required their own domain). A visit rolled up keeps its referring site as its
-- source, as sourceName() makes it; the days added up by day with it are added up again.
CREATE FUNCTION "analytics_engine_host_57"("host" text, "engine" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE "engine"
    WHEN 'Google' THEN rtrim(lower(coalesce("host", '')), '.') ~ (
      '(^|[.])google[.](ad|ae|al|am|as|at|az|ba|be|bf|bg|bi|bj|bs|bt|by|ca|cat|cd|cf|cg|ch|ci|cl|cm|cn|'
      || 'co[.]ao|co[.]bw|co[.]ck|co[.]cr|co[.]id|co[.]il|co[.]in|co[.]jp|co[.]ke|co[.]kr|co[.]ls|co[.]ma|'
      || 'co[.]mz|co[.]nz|co[.]th|co[.]tz|co[.]ug|co[.]uk|co[.]uz|co[.]ve|co[.]vi|co[.]za|co[.]zm|co[.]zw|com|'
      || 'com[.]af|com[.]ag|com[.]ar|com[.]au|com[.]bd|com[.]bh|com[.]bn|com[.]bo|com[.]br|com[.]bz|com[.]co|'
      || 'com[.]cu|com[.]cy|com[.]do|com[.]ec|com[.]eg|com[.]et|com[.]fj|com[.]gh|com[.]gi|com[.]gt|com[.]hk|'
      || 'com[.]jm|com[.]kh|com[.]kw|com[.]lb|com[.]ly|com[.]mm|com[.]mt|com[.]mx|com[.]my|com[.]na|com[.]ng|'
      || 'com[.]ni|com[.]np|com[.]om|com[.]pa|com[.]pe|com[.]pg|com[.]ph|com[.]pk|com[.]pr|com[.]py|com[.]qa|'
      || 'com[.]sa|com[.]sb|com[.]sg|com[.]sl|com[.]sv|com[.]tj|com[.]tr|com[.]tw|com[.]ua|com[.]uy|com[.]vc|'
      || 'com[.]vn|cv|cz|de|dj|dk|dm|dz|ee|es|fi|fm|fr|ga|ge|gg|gl|gm|gr|gy|hn|hr|ht|hu|ie|im|iq|is|it|je|jo|'
      || 'kg|ki|kz|la|li|lk|lt|lu|lv|md|me|mg|mk|ml|mn|mu|mv|mw|ne|nl|no|nr|nu|pl|pn|ps|pt|ro|rs|ru|rw|sc|se|'
      || 'sh|si|sk|sm|sn|so|sr|st|td|tg|tl|tm|tn|to|tt|vu|ws)$')
    WHEN 'Yandex' THEN rtrim(lower(coalesce("host", '')), '.') ~ (
      '(^|[.])(ya[.]ru|yandex[.]az|yandex[.]by|yandex[.]co[.]il|yandex[.]com|yandex[.]com[.]am|'
      || 'yandex[.]com[.]ge|yandex[.]com[.]tr|yandex[.]ee|yandex[.]eu|yandex[.]fr|yandex[.]kz|yandex[.]lt|'
      || 'yandex[.]lv|yandex[.]md|yandex[.]ru|yandex[.]tj|yandex[.]tm|yandex[.]ua|yandex[.]uz)$')
    ELSE true
  END
$$;
--> statement-breakpoint
UPDATE "analytics_visits" SET "search_engine" = NULL
WHERE "search_engine" IS NOT NULL AND NOT "analytics_engine_host_57"("referrer_host", "search_engine");
--> statement-breakpoint
-- Before the hourly rows change: the days they were added up into are built again from them.
CREATE TEMPORARY TABLE "analytics_days_57" AS
SELECT DISTINCT to_char("hour" AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS "day" FROM "analytics_hourly_visits"
WHERE "search_engine" <> '' AND NOT "analytics_engine_host_57"("referrer_host", "search_engine");
--> statement-breakpoint
DELETE FROM "analytics_daily_visits" WHERE "day" IN (SELECT "day" FROM "analytics_days_57");
--> statement-breakpoint
DELETE FROM "analytics_daily_pages" WHERE "day" IN (SELECT "day" FROM "analytics_days_57");
--> statement-breakpoint
DELETE FROM "analytics_daily_built" WHERE "day" IN (SELECT "day" FROM "analytics_days_57");
--> statement-breakpoint
UPDATE "analytics_hourly_visits"
SET "search_engine" = '',
  "source" = CASE WHEN "utm_source" <> '' THEN lower("utm_source")
    ELSE regexp_replace(lower("referrer_host"), '^www[.]', '') END
WHERE "search_engine" <> '' AND NOT "analytics_engine_host_57"("referrer_host", "search_engine");
--> statement-breakpoint
UPDATE "enquiries" SET "first_touch" = "first_touch" - 'searchEngine'
WHERE "first_touch"->>'searchEngine' IS NOT NULL
  AND NOT "analytics_engine_host_57"("first_touch"->>'referrer', "first_touch"->>'searchEngine');
--> statement-breakpoint
UPDATE "bookings" SET "first_touch" = "first_touch" - 'searchEngine'
WHERE "first_touch"->>'searchEngine' IS NOT NULL
  AND NOT "analytics_engine_host_57"("first_touch"->>'referrer', "first_touch"->>'searchEngine');
--> statement-breakpoint
UPDATE "applications" SET "first_touch" = "first_touch" - 'searchEngine'
WHERE "first_touch"->>'searchEngine' IS NOT NULL
  AND NOT "analytics_engine_host_57"("first_touch"->>'referrer', "first_touch"->>'searchEngine');
--> statement-breakpoint
UPDATE "contacts" SET "first_touch" = "first_touch" - 'searchEngine'
WHERE "first_touch"->>'searchEngine' IS NOT NULL
  AND NOT "analytics_engine_host_57"("first_touch"->>'referrer', "first_touch"->>'searchEngine');
--> statement-breakpoint
UPDATE "contact_merges" SET "merged_row" = "merged_row" #- '{firstTouch,searchEngine}'
WHERE "merged_row"->'firstTouch'->>'searchEngine' IS NOT NULL
  AND NOT "analytics_engine_host_57"("merged_row"->'firstTouch'->>'referrer', "merged_row"->'firstTouch'->>'searchEngine');
--> statement-breakpoint
DROP TABLE "analytics_days_57";
--> statement-breakpoint
DROP FUNCTION "analytics_engine_host_57"(text, text);
