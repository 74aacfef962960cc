ALTER TABLE "blog_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
-- Every save kept a revision, so a post's last revision is when its text was last saved (issue 45,
-- item 4); a seeded post, with none, stays null: it is what was published.
UPDATE "blog_posts" SET "edited_at" = (SELECT max("at") FROM "blog_post_revisions" WHERE "blog_post_revisions"."post_id" = "blog_posts"."id");
