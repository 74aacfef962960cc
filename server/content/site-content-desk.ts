import type { StaffMember } from "../../domain/staff/staff";
import type { FaqDesk, SiteContentPages, TestimonialDesk } from "../../contracts/content-entries";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";
import { publishOutcomeOf } from "./publish-time";
import { restoreEntry } from "./entry-texts";
import { createFaq, faqKind, findFaq, listFaq, listPublishedFaq, updateFaq } from "./faq-entries";
import { moveEntry, publishEntry, removeEntry, unpublishEntry } from "./ordered-entries";
import { listRevisions } from "./revisions";
import {
  createTestimonial,
  findTestimonial,
  listPublishedTestimonials,
  listTestimonials,
  testimonialKind,
  updateTestimonial,
} from "./testimonial-entries";

/** The FAQ in the back office (decision 034), bound to this server's database and clock. */
export function faqDesk({ db, clock }: Pick<Bindings, "db" | "clock">, actor: StaffMember): FaqDesk {
  return {
    list: () => listFaq(db, clock()),
    find: (id) => findFaq(db, id, clock()),
    revisions: (id) => listRevisions(db, faqKind.revisions, id),
    create: (fields) => outcomeOf(() => createFaq(db, actor, fields, clock())),
    update: (id, fields) => outcomeOf(() => updateFaq(db, actor, id, fields, clock())),
    restore: (id, revisionId) => outcomeOf(() => restoreEntry(db, faqKind, actor, id, revisionId, clock())),
    publish: (id, when) => publishOutcomeOf(() => publishEntry(db, faqKind, actor, id, when, clock())),
    unpublish: (id) => outcomeOf(() => unpublishEntry(db, faqKind, actor, id, clock())),
    move: (id, direction) => outcomeOf(() => moveEntry(db, faqKind, actor, id, direction, clock())),
    remove: (id) => outcomeOf(() => removeEntry(db, faqKind, actor, id, clock())),
  };
}

/** The testimonials in the back office (decision 034), bound to this server's database and clock. */
export function testimonialDesk({ db, clock }: Pick<Bindings, "db" | "clock">, actor: StaffMember): TestimonialDesk {
  return {
    list: () => listTestimonials(db, clock()),
    find: (id) => findTestimonial(db, id, clock()),
    revisions: (id) => listRevisions(db, testimonialKind.revisions, id),
    create: (fields) => outcomeOf(() => createTestimonial(db, actor, fields, clock())),
    update: (id, fields) => outcomeOf(() => updateTestimonial(db, actor, id, fields, clock())),
    restore: (id, revisionId) => outcomeOf(() => restoreEntry(db, testimonialKind, actor, id, revisionId, clock())),
    publish: (id, when) => publishOutcomeOf(() => publishEntry(db, testimonialKind, actor, id, when, clock())),
    unpublish: (id) => outcomeOf(() => unpublishEntry(db, testimonialKind, actor, id, clock())),
    move: (id, direction) => outcomeOf(() => moveEntry(db, testimonialKind, actor, id, direction, clock())),
    remove: (id) => outcomeOf(() => removeEntry(db, testimonialKind, actor, id, clock())),
  };
}

/** What /faq, /alltestimonial and the home page read: the entries visitors see at the server's clock. */
export function siteContentPages({ db, clock }: Pick<Bindings, "db" | "clock">): SiteContentPages {
  return {
    faq: () => listPublishedFaq(db, clock()),
    testimonials: (placement) => listPublishedTestimonials(db, placement, clock()),
  };
}
