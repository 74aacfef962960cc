import type { Publish, PublishState } from "../domain/content/content";
import type { FaqItem } from "../domain/content/faq";
import type { IsoDate } from "../domain/time/india-dates";
import type { NoticeVersion } from "../domain/privacy/notices";
import type { NoticeLanguage } from "../domain/privacy/notice-languages";
import type { Testimonial } from "../domain/content/testimonial-quote";
import type { TestimonialPlacement } from "../domain/content/testimonials";
import type { Outcome } from "./outcome";
import type { PublishOutcome } from "./content-publishing";
import type { RevisionItem } from "./content-revisions";
import { processWideContext } from "./load-context";

/** What the public pages read of the FAQ and the testimonials: the entries visitors see at the server's clock, in order. */
export type SiteContentPages = {
  faq(): Promise<FaqItem[]>;
  testimonials(placement: TestimonialPlacement): Promise<Testimonial[]>;
};

/** What /faq, /alltestimonial and the home page read as `context.get(siteContentPagesContext)`. */
export const siteContentPagesContext = processWideContext<SiteContentPages>("siteContentPages");

/** Where an entry moves in its list. */
export type Direction = "up" | "down";

/** What every ordered entry (an FAQ entry, a testimonial) shows in the back office. */
export type OrderedEntryState = {
  id: string;
  position: number;
  /** At the server's clock: a scheduled entry is published, its time still ahead. */
  state: PublishState;
  /** When a scheduled entry appears; null for one published at once, or a draft. */
  publishAt: Date | null;
  updatedAt: Date;
  updatedBy: string;
};

export type FaqEntryRecord = OrderedEntryState & { question: string; answer: string };

export type TestimonialRecord = OrderedEntryState & {
  placement: TestimonialPlacement;
  quote: string;
  shownName: string;
  shownRole: string;
  avatar: string;
  consentNote: string;
  consentDate: IsoDate;
  /** The privacy notice the customer was sent before agreeing; null for one agreed before notices. */
  noticeVersion: NoticeVersion | null;
  noticeLanguage: NoticeLanguage | null;
};

/** A form as posted: the server checks it with the area's schema (domain/content/faq.ts, domain/content/testimonials.ts). */
export type EntryFields = Record<string, string>;

/** The changes every ordered list of the back office offers. */
export type OrderedEntryDesk<Entry> = {
  /** Every entry, in the order visitors see them (a testimonial's list: by placement, then order). */
  list(): Promise<Entry[]>;
  find(id: string): Promise<Entry | undefined>;
  /** Every saved version of the entry's text, newest first. */
  revisions(id: string): Promise<RevisionItem[]>;
  /** Saves a new draft at the end of its list; the value is its id. */
  create(fields: EntryFields): Promise<Outcome<{ id: string }>>;
  /** Saves the text, and keeps it as a revision; a published entry changes on the site at once. */
  update(id: string, fields: EntryFields): Promise<Outcome>;
  /** Makes an earlier revision's text the entry's again, as a new revision; a published entry changes on the site at once. */
  restore(id: string, revisionId: string): Promise<Outcome>;
  /** Publishes now, or schedules it for a day and time in India; a testimonial needs the customer's day of agreement. */
  publish(id: string, when: Publish): Promise<PublishOutcome>;
  /** Takes it off the site, or off its schedule: a draft again. */
  unpublish(id: string): Promise<Outcome>;
  move(id: string, direction: Direction): Promise<Outcome>;
  remove(id: string): Promise<Outcome>;
};

export type FaqDesk = OrderedEntryDesk<FaqEntryRecord>;
export type TestimonialDesk = OrderedEntryDesk<TestimonialRecord>;
