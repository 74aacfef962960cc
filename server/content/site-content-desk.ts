import type { FaqDesk, SiteContentPages, TestimonialDesk } from "../../contracts/site-content";
import type { Bindings } from "../kernel/bindings";
import { outcomeOf } from "../kernel/outcome";
import { restoreEntry } from "./entry-texts";
import { createFaq, faqKind, findFaq, listFaq, listPublishedFaq, updateFaq } from "./faq-entries";
import { moveEntry, removeEntry, setPublished } from "./ordered-entries";
import { listRevisions } from "./revisions";
import {
  createTestimonial,
  findTestimonial,
  listPublishedTestimonials,
  listTestimonials,
  testimonialKind,
  updateTestimonial,
} from "./testimonial-entries";

/** The FAQ in the back office (issue 34), bound to this server's database and clock. */
export function faqDesk({ db, clock }: Pick<Bindings, "db" | "clock">): FaqDesk {
  return {
    list: () => listFaq(db),
    find: (id) => findFaq(db, id),
    revisions: (id) => listRevisions(db, faqKind.revisions, id),
    create: (actor, fields) => outcomeOf(() => createFaq(db, actor, fields, clock())),
    update: (actor, id, fields) => outcomeOf(() => updateFaq(db, actor, id, fields, clock())),
    restore: (actor, id, revisionId) => outcomeOf(() => restoreEntry(db, faqKind, actor, id, revisionId, clock())),
    publish: (actor, id) => outcomeOf(() => setPublished(db, faqKind, actor, id, true, clock())),
    unpublish: (actor, id) => outcomeOf(() => setPublished(db, faqKind, actor, id, false, clock())),
    move: (actor, id, direction) => outcomeOf(() => moveEntry(db, faqKind, actor, id, direction, clock())),
    remove: (actor, id) => outcomeOf(() => removeEntry(db, faqKind, actor, id, clock())),
  };
}

/** The testimonials in the back office (issue 34), bound to this server's database and clock. */
export function testimonialDesk({ db, clock }: Pick<Bindings, "db" | "clock">): TestimonialDesk {
  return {
    list: () => listTestimonials(db),
    find: (id) => findTestimonial(db, id),
    revisions: (id) => listRevisions(db, testimonialKind.revisions, id),
    create: (actor, fields) => outcomeOf(() => createTestimonial(db, actor, fields, clock())),
    update: (actor, id, fields) => outcomeOf(() => updateTestimonial(db, actor, id, fields, clock())),
    restore: (actor, id, revisionId) =>
      outcomeOf(() => restoreEntry(db, testimonialKind, actor, id, revisionId, clock())),
    publish: (actor, id) => outcomeOf(() => setPublished(db, testimonialKind, actor, id, true, clock())),
    unpublish: (actor, id) => outcomeOf(() => setPublished(db, testimonialKind, actor, id, false, clock())),
    move: (actor, id, direction) => outcomeOf(() => moveEntry(db, testimonialKind, actor, id, direction, clock())),
    remove: (actor, id) => outcomeOf(() => removeEntry(db, testimonialKind, actor, id, clock())),
  };
}

/** What /faq, /alltestimonial and the home page read: published entries only. */
export function siteContentPages({ db }: Pick<Bindings, "db">): SiteContentPages {
  return {
    faq: () => listPublishedFaq(db),
    testimonials: (placement) => listPublishedTestimonials(db, placement),
  };
}
