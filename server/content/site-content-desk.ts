import type { StaffMember } from "../../domain/staff/staff";
import type { FaqDesk, OrderedEntryDesk, SiteContentPages, TestimonialDesk } from "../../contracts/content-entries";
import type { Db } from "../db/db";
import type { Actor } from "../kernel/audit/audit";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";
import { publishOutcomeOf } from "./publish-time";
import { restoreEntry } from "./entry-texts";
import { createFaq, faqKind, findFaq, listFaq, listPublishedFaq, updateFaq } from "./faq-entries";
import {
  moveEntry,
  publishEntry,
  removeEntry,
  unpublishEntry,
  type EntryRevisionsTable,
  type OrderedKind,
  type OrderedRow,
} from "./ordered-entries";
import { listRevisions } from "./revisions";
import {
  createTestimonial,
  findTestimonial,
  listPublishedTestimonials,
  listTestimonials,
  testimonialKind,
  updateTestimonial,
} from "./testimonial-entries";

/** What a kind of ordered entry reads and writes in its own way; the rest is every kind's (ordered-entries.ts, entry-texts.ts). */
type OwnEntries<Entry> = {
  list(db: Db, now: Date): Promise<Entry[]>;
  find(db: Db, id: string, now: Date): Promise<Entry | undefined>;
  create(db: Db, actor: Actor, fields: unknown, now: Date): Promise<{ id: string }>;
  update(db: Db, actor: Actor, id: string, fields: unknown, now: Date): Promise<void>;
};

/** An ordered list in the back office (decision 034), bound to this server's database and clock. */
function orderedEntryDesk<Row extends OrderedRow, Revisions extends EntryRevisionsTable, Entry>(
  { db, clock }: Pick<Bindings, "db" | "clock">,
  actor: StaffMember,
  kind: OrderedKind<Row, Revisions>,
  own: OwnEntries<Entry>,
): OrderedEntryDesk<Entry> {
  return {
    list: () => own.list(db, clock()),
    find: (id) => own.find(db, id, clock()),
    revisions: (id) => listRevisions(db, kind.revisions, id),
    create: (fields) => outcomeOf(() => own.create(db, actor, fields, clock())),
    update: (id, fields) => outcomeOf(() => own.update(db, actor, id, fields, clock())),
    restore: (id, revisionId) => outcomeOf(() => restoreEntry(db, kind, actor, id, revisionId, clock())),
    publish: (id, when) => publishOutcomeOf(() => publishEntry(db, kind, actor, id, when, clock())),
    unpublish: (id) => outcomeOf(() => unpublishEntry(db, kind, actor, id, clock())),
    move: (id, direction) => outcomeOf(() => moveEntry(db, kind, actor, id, direction, clock())),
    remove: (id) => outcomeOf(() => removeEntry(db, kind, actor, id, clock())),
  };
}

/** The /faq page's questions in the back office. */
export const faqDesk = (bindings: Pick<Bindings, "db" | "clock">, actor: StaffMember): FaqDesk =>
  orderedEntryDesk(bindings, actor, faqKind, { list: listFaq, find: findFaq, create: createFaq, update: updateFaq });

/** The clients' testimonials in the back office. */
export const testimonialDesk = (bindings: Pick<Bindings, "db" | "clock">, actor: StaffMember): TestimonialDesk =>
  orderedEntryDesk(bindings, actor, testimonialKind, {
    list: listTestimonials,
    find: findTestimonial,
    create: createTestimonial,
    update: updateTestimonial,
  });

/** What /faq, /alltestimonial and the home page read: the entries visitors see at the server's clock. */
export function siteContentPages({ db, clock }: Pick<Bindings, "db" | "clock">): SiteContentPages {
  return {
    faq: () => listPublishedFaq(db, clock()),
    testimonials: (placement) => listPublishedTestimonials(db, placement, clock()),
  };
}
