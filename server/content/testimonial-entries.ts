import { and, asc, eq } from "drizzle-orm";

import type { TestimonialRecord } from "../../contracts/content-entries";
import type { IsoDate } from "../../domain/time/india-dates";
import type { Testimonial } from "../../domain/content/testimonial-quote";
import {
  TestimonialFormSchema,
  type TestimonialPlacement,
  type TestimonialValues,
} from "../../domain/content/testimonials";
import { isNoticeVersion } from "../../domain/privacy/notices";
import { isNoticeLanguage } from "../../domain/privacy/notice-languages";
import type { Db } from "../db/db";
import { testimonialRevisions, testimonials } from "../db/schema";
import type { Actor } from "../kernel/audit/audit";
import { checkedText, createEntry, updateEntry } from "./entry-texts";
import { findEntry, nextPosition, orderedStateOf, shownAt, type OrderedKind } from "./ordered-entries";

/**
 * Clients' testimonials (decision 034): the home page's carousel and the testimonials page, each
 * list in the order editors give. Every write goes through `changing(db, "testimonials", …)`.
 */

type TestimonialRow = typeof testimonials.$inferSelect;

export const testimonialKind: OrderedKind<TestimonialRow, typeof testimonialRevisions> = {
  table: testimonials,
  revisions: testimonialRevisions,
  area: "testimonials",
  subjectType: "testimonial",
  actionPrefix: "testimonial",
  nameOf: (entry) => `${entry.shownName}’s testimonial`,
  sameList: (entry) => eq(testimonials.placement, entry.placement),
  // Moved to the other list, it goes to that list's end.
  replaceText: async (tx, row, text, actor, now) => {
    const position =
      row.placement === text.placement
        ? row.position
        : await nextPosition(tx, testimonialKind, eq(testimonials.placement, text.placement));
    await tx
      .update(testimonials)
      // A revision saved before notices names none: restored, the testimonial has none either.
      .set({
        ...text,
        noticeVersion: text.noticeVersion ?? null,
        noticeLanguage: text.noticeLanguage ?? null,
        position,
        updatedAt: now,
        updatedBy: actor.email,
      })
      .where(eq(testimonials.id, row.id));
  },
  notFound: "This testimonial does not exist (any more).",
  orderLockKey: 4_201_135,
};

/** The testimonials of one list visitors see at `now`, in order, as the cards show them. */
export async function listPublishedTestimonials(
  db: Db,
  placement: TestimonialPlacement,
  now: Date,
): Promise<Testimonial[]> {
  const rows = await db
    .select({
      id: testimonials.id,
      avatar: testimonials.avatar,
      name: testimonials.shownName,
      position: testimonials.shownRole,
      quote: testimonials.quote,
    })
    .from(testimonials)
    .where(and(shownAt(testimonialKind, now), eq(testimonials.placement, placement)))
    .orderBy(asc(testimonials.position));
  // A customer who agreed to their name only has no role line at all, as before.
  return rows.map(({ position, ...card }) => (position ? { ...card, position } : card));
}

const recordOf = (row: TestimonialRow, now: Date): TestimonialRecord => ({
  ...orderedStateOf(row, now),
  placement: row.placement,
  quote: row.quote,
  shownName: row.shownName,
  shownRole: row.shownRole,
  avatar: row.avatar,
  consentNote: row.consentNote,
  consentDate: row.consentDate as IsoDate,
  noticeVersion: row.noticeVersion !== null && isNoticeVersion(row.noticeVersion) ? row.noticeVersion : null,
  noticeLanguage: row.noticeLanguage !== null && isNoticeLanguage(row.noticeLanguage) ? row.noticeLanguage : null,
});

/** Every testimonial, drafts and scheduled ones too: the home page's, then the testimonials page's, each in order. */
export async function listTestimonials(db: Db, now: Date): Promise<TestimonialRecord[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.placement), asc(testimonials.position));
  return rows.map((row) => recordOf(row, now));
}

export async function findTestimonial(db: Db, id: string, now: Date): Promise<TestimonialRecord | undefined> {
  const row = await findEntry(db, testimonialKind, id);
  return row ? recordOf(row, now) : undefined;
}

const testimonialValuesOf = (fields: unknown): TestimonialValues =>
  checkedText(TestimonialFormSchema, fields, "Please check the testimonial.");

/** A new testimonial, a draft at the end of its list. */
export async function createTestimonial(db: Db, actor: Actor, fields: unknown, now: Date): Promise<{ id: string }> {
  const values = testimonialValuesOf(fields);
  return createEntry(db, testimonialKind, actor, values, `Wrote the draft of ${testimonialKind.nameOf(values)}.`, now);
}

export async function updateTestimonial(db: Db, actor: Actor, id: string, fields: unknown, now: Date): Promise<void> {
  await updateEntry(db, testimonialKind, actor, id, testimonialValuesOf(fields), now);
}
