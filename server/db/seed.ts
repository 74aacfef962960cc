import { eq } from "drizzle-orm";

import { indiaDateOf, indiaEndOfDay } from "../../domain/time/india-dates";
import { jobTextOf } from "../../domain/jobs/job-posts";
import { indiaInstant } from "../../domain/bookings/blocked-time";
import { projectDocumentOf } from "../../domain/content/portfolio-projects";
import { keepFirstRevisions, type RevisionAuthor } from "./revision-rows";
import {
  blogPosts,
  faqEntries,
  faqEntryRevisions,
  jobs,
  siteDocumentRevisions,
  siteDocuments,
  testimonialRevisions,
  testimonials,
} from "./schema";
import type { Db, DbOrTransaction } from "./db";
import { seedCompanyText, seedTeam } from "./seed-about";
import { seedBlogPosts } from "./seed-blog";
import { seededPublishedAt } from "./seed-document-dates";
import { seedFaqItems } from "./seed-faq";
import { seedProjects } from "./seed-projects";
import { seedServices } from "./seed-services";
import { seedTestimonials } from "./seed-testimonials";
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
          ...jobTextOf(job),
          postedAt,
          updatedAt: postedAt,
          validThrough: indiaEndOfDay(validThrough),
        };
      }),
    )
    .onConflictDoNothing({ target: jobs.id });
  await seedBlog(db, now);
  await seedFaq(db, now);
  await seedTestimonialList(db, now);
  await seedDocuments(db, now);
}

/**
 * The blog's posts as the site showed them, published at midnight in India on their
 * day and not changed since (no `edited_at`); only into an empty table, so a post an editor
 * renamed or took down does not come back.
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

/** Who the seed's rows were saved by, in their `updated_by`. */
const seededBy = "seed";

/** The seed as the author of each text's revision 1: the site's own text, which an editor can always go back to. */
const seedAuthor: RevisionAuthor = { id: null, email: seededBy };

/** The FAQ as the site showed it, published in its order; only into an empty table. */
export async function seedFaq(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: faqEntries.id }).from(faqEntries).limit(1);
    if (existing) return;
    const added = await tx
      .insert(faqEntries)
      .values(
        seedFaqItems.map((item, index) => ({
          question: item.question,
          answer: item.answer,
          position: index + 1,
          published: true,
          createdAt: now,
          updatedAt: now,
          updatedBy: seededBy,
        })),
      )
      .returning({ id: faqEntries.id, question: faqEntries.question, answer: faqEntries.answer });
    await keepFirstRevisions(
      tx,
      faqEntryRevisions,
      added.map(({ id, ...content }) => ({ id, content })),
      seedAuthor,
      now,
    );
  });
}

/**
 * The testimonials as the site showed them, published in their order; only into an
 * empty table. Their consent was the marketing team's before the back office kept it: the note
 * says so, and the day they were seeded is the day recorded.
 */
export async function seedTestimonialList(db: Db, now: Date): Promise<void> {
  const rows = (["home", "page"] as const).flatMap((placement) =>
    seedTestimonials[placement].map((testimonial, index) => ({
      placement,
      quote: testimonial.quote,
      shownName: testimonial.name,
      shownRole: testimonial.position ?? "",
      avatar: testimonial.avatar,
      consentNote:
        "Shown on the site before the back office kept testimonials: the agreement is on the marketing team's file.",
      consentDate: indiaDateOf(now),
      position: index + 1,
      published: true,
      createdAt: now,
      updatedAt: now,
      updatedBy: seededBy,
    })),
  );
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: testimonials.id }).from(testimonials).limit(1);
    if (existing) return;
    const added = await tx.insert(testimonials).values(rows).returning({
      id: testimonials.id,
      placement: testimonials.placement,
      quote: testimonials.quote,
      shownName: testimonials.shownName,
      shownRole: testimonials.shownRole,
      avatar: testimonials.avatar,
      consentNote: testimonials.consentNote,
      consentDate: testimonials.consentDate,
    });
    await keepFirstRevisions(
      tx,
      testimonialRevisions,
      added.map(({ id, ...content }) => ({ id, content })),
      seedAuthor,
      now,
    );
  });
}

/**
 * The services' and projects' case studies and the About pages' text as the site showed them,
 * published in their order on their own days. A document already there keeps what
 * editors made of it: the seed never takes a project down or brings one back.
 */
export async function seedDocuments(db: Db, now: Date): Promise<void> {
  const documents = [
    ...seedServices.map(({ slug, ...body }) => ({ kind: "service" as const, slug, body })),
    ...seedProjects.map((project) => ({
      kind: "project" as const,
      slug: project.id,
      body: projectDocumentOf(project),
    })),
    { kind: "company" as const, slug: "company", body: seedCompanyText },
    { kind: "team" as const, slug: "team", body: seedTeam },
  ];
  await db.transaction(async (tx) => {
    await redateSeededDocuments(tx);
    const added = await tx
      .insert(siteDocuments)
      .values(
        documents.map(({ kind, slug, body }, index) => ({
          kind,
          slug,
          position: index + 1,
          published: body,
          publishedAt: seededPublishedAt(slug, now)!,
          firstPublishedAt: seededPublishedAt(slug, now)!,
          createdAt: now,
          updatedAt: now,
          updatedBy: seededBy,
        })),
      )
      .onConflictDoNothing({ target: [siteDocuments.kind, siteDocuments.slug] })
      .returning({ id: siteDocuments.id, content: siteDocuments.published });
    await keepFirstRevisions(
      tx,
      siteDocumentRevisions,
      added.map(({ id, content }) => ({ id, content: content! })),
      seedAuthor,
      now,
    );
  });
}

/**
 * The pages an earlier seed published at its own moment (before they kept their own days) and no
 * editor has published since (published when the row was made): dated as the seed dates them now,
 * from that seed's day. Pages already on their own days, or published by an editor, keep theirs.
 */
async function redateSeededDocuments(tx: DbOrTransaction): Promise<void> {
  const seededAtOnce = await tx
    .select({ id: siteDocuments.id, slug: siteDocuments.slug, createdAt: siteDocuments.createdAt })
    .from(siteDocuments)
    .where(eq(siteDocuments.publishedAt, siteDocuments.createdAt));
  for (const { id, slug, createdAt } of seededAtOnce) {
    const publishedAt = seededPublishedAt(slug, createdAt);
    if (publishedAt)
      await tx
        .update(siteDocuments)
        .set({ publishedAt, firstPublishedAt: publishedAt })
        .where(eq(siteDocuments.id, id));
  }
}
