import { indiaEndOfDay } from "../../domain/india-time";
import { indiaInstant } from "../../domain/blocked-time";
import { blogPosts, jobs } from "./schema";
import type { Db } from "./open-db";
import { seedBlogPosts } from "./seed-blog";
import { seedJobDates, seedJobs } from "./seed-jobs";

/**
 * Puts the initial content in once, dated from `now` (the jobs open, closing in the coming
 * weeks). Rows the company has since edited or closed keep their changes, and their dates:
 * existing ids are left alone.
 */
export async function seed(db: Db, now: Date): Promise<void> {
  await db
    .insert(jobs)
    .values(
      seedJobs.map((job) => {
        const { postedAt, validThrough } = seedJobDates(job, now);
        return {
          id: job.id,
          title: job.title,
          department: job.department,
          location: job.location,
          type: job.type,
          description: job.description,
          keywords: job.keywords,
          postedAt,
          updatedAt: postedAt,
          validThrough: indiaEndOfDay(validThrough),
        };
      }),
    )
    .onConflictDoNothing({ target: jobs.id });
  await seedBlog(db, now);
}

/**
 * The blog's posts as the site showed them (issue 34), published at midnight in India on their
 * day; only into an empty table, so a post an editor renamed or took down does not come back.
 */
export async function seedBlog(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
  if (existing) return;
  await db
    .insert(blogPosts)
    .values(
      seedBlogPosts.map((post) => ({
        slug: post.id,
        status: "published" as const,
        title: post.title,
        summary: post.description,
        body: post.description,
        category: post.category,
        author: post.author,
        authorImage: post.authorImage,
        image: post.image,
        readTime: post.readTime,
        featured: post.featured,
        publishAt: indiaInstant(post.date, "00:00"),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}
