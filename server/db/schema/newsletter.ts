import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { subscriberStates } from "../../../domain/newsletter/newsletter";
import {
  deliveryStates,
  newsletterKinds,
  newsletterStates,
  suppressionReasons,
} from "../../../domain/newsletter/newsletter-sending";
import { createdAt, rowId } from "../columns";
import { blogPosts } from "./content";
import { staffAccounts } from "./staff";

/*
 * The newsletter's subscribers and the e-mails sent to them (docs/decisions/077-newsletter-subscriptions.md).
 * Every time in them comes from the application's clock (docs/decisions/023-one-clock.md).
 */

/**
 * One row per sign-up: pending until the link in its confirmation e-mail is used, and deleted if
 * that does not happen within the link's days. Confirming joins the address's own row, if it has
 * one (one per address that is not pending), which then holds its state, topics and the notice
 * of its latest confirmation. An unsubscribed row is kept a while as the record of the withdrawal.
 * Only the link's hash is kept.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    state: text("state", { enum: subscriberStates }).notNull().default("pending"),
    /** The blog's categories chosen; none: every one. */
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SHA-256 of the confirmation link's token; kept after confirming, so the link then says "subscribed". */
    confirmTokenHash: text("confirm_token_hash").notNull().unique(),
    /** The privacy notice shown with the form (decision 061): its version and the language it was read in. */
    noticeVersion: text("notice_version"),
    noticeLanguage: text("notice_language"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The latest confirmation. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /**
     * Where that confirmation was given, for an address imported from another service's list (its
     * consent confirmed there): the source the editor named the file by. Null when it was confirmed here.
     */
    consentSource: text("consent_source"),
    /** When it stopped, while it stays stopped: retention deletes it a set number of months later. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** When sending suppressed it (decision 079), why, and the receiving server's answer that did it. */
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
    suppressionReason: text("suppression_reason", { enum: suppressionReasons }),
    suppressionDetail: text("suppression_detail"),
    /** Newsletters in a row refused for a while (4xx) until the outbox gave up; a delivered one resets it. */
    temporaryRefusals: integer("temporary_refusals").notNull().default(0),
  },
  (table) => [
    // Erasure, a person's own page and the cap on confirmation e-mails find rows by address.
    index("newsletter_subscribers_email_idx").on(sql`lower(${table.email})`),
    // One row per address past confirming: confirming again joins it.
    uniqueIndex("newsletter_subscribers_address_idx")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.state} <> 'pending'`),
    // The back office's list, newest first, and its counts by state.
    index("newsletter_subscribers_state_created_idx").on(table.state, table.createdAt, table.id),
    index("newsletter_subscribers_created_idx").on(table.createdAt, table.id),
  ],
);

/**
 * One newsletter (decision 079): a post, or the digest of a month's posts, to every subscriber or
 * those of some topics, at a time. When sending starts, the e-mail is fixed for everyone (subject
 * and both parts, each recipient's unsubscribe token standing in for `tokenMarker`) and its links
 * are listed (newsletter_links); then a batch at a time, after `cursor`, until every subscriber of
 * its audience has a delivery. Holds no person: the counts are of rows.
 */
export const newsletters = pgTable(
  "newsletters",
  {
    id: rowId(),
    kind: text("kind", { enum: newsletterKinds }).notNull(),
    /** The post it sends; null for a digest (or a post deleted since). */
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    /** The month a digest covers in India, "2026-11": one digest a month. */
    digestMonth: text("digest_month"),
    /** The topics of its audience; none: every subscriber. A subscriber who chose none gets every topic. */
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    state: text("state", { enum: newsletterStates }).notNull(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }).notNull(),
    /** Who sent or scheduled it; null for a digest the schedule made. */
    createdBy: uuid("created_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The subject: the post's title when scheduled, the e-mail's once sending starts. */
    subject: text("subject").notNull(),
    textBody: text("text_body"),
    htmlBody: text("html_body"),
    tokenMarker: text("token_marker"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Subscribers of its audience when sending started: those who sign up later do not get it. */
    audienceCount: integer("audience_count"),
    /** The last subscriber (by id) a batch took; the next batch takes those after it. */
    cursor: uuid("cursor"),
    /** When the next batch may be queued, at the configured rate. */
    nextBatchAt: timestamp("next_batch_at", { withTimezone: true }),
    /** When the last batch was queued: then it is sent once the outbox has settled every delivery. */
    allQueuedAt: timestamp("all_queued_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Addresses unsubscribed by the links in this newsletter's e-mails. */
    unsubscribes: integer("unsubscribes").notNull().default(0),
    /** Why it was cancelled, in a sentence. */
    cancelledBecause: text("cancelled_because"),
  },
  (table) => [
    // The task's turns: the scheduled ones whose time has come, the oldest one sending.
    index("newsletters_state_idx").on(table.state, table.scheduledAt),
    uniqueIndex("newsletters_digest_month_idx")
      .on(table.digestMonth)
      .where(sql`${table.kind} = 'digest'`),
    index("newsletters_created_idx").on(table.createdAt, table.id),
  ],
);

/**
 * The links of a sent newsletter, by their place in it, and how often each was followed: the
 * e-mail's links go through /n/<newsletter>/<position>, which counts and redirects to `url` and to
 * nothing else. No person: a click is a count.
 */
export const newsletterLinks = pgTable(
  "newsletter_links",
  {
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    /** Where it leads, with the newsletter's campaign when it is the site's own. */
    url: text("url").notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.newsletterId, table.position] })],
);

/**
 * One newsletter's e-mail to one subscriber: written with the e-mail it queues, in the same batch,
 * once per pair (the unique index refuses a second, and the batch with it). When the outbox has
 * sent or given up the e-mail, its state says what became of it; a subscriber erased leaves it
 * without its subscriber, counted still.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: rowId(),
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "set null" }),
    /** The outbox's e-mail (not a reference: the outbox deletes its rows in its own time). */
    outboxEmailId: uuid("outbox_email_id").notNull(),
    state: text("state", { enum: deliveryStates }).notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_once_idx").on(table.newsletterId, table.subscriberId),
    // What the outbox has still to settle, oldest first.
    index("newsletter_deliveries_queued_idx")
      .on(table.queuedAt)
      .where(sql`${table.state} = 'queued'`),
    index("newsletter_deliveries_subscriber_idx").on(table.subscriberId),
  ],
);

/**
 * Each e-mail sent to a subscriber once confirmed (the welcome, each newsletter), with the hash of
 * its unsubscribe link, which works for as long as the subscriber's row is kept, and the
 * newsletter it belongs to, which an unsubscribe by its link is counted against. Deleted with the
 * subscriber.
 */
export const newsletterEmails = pgTable(
  "newsletter_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    newsletterId: uuid("newsletter_id").references(() => newsletters.id, { onDelete: "set null" }),
  },
  (table) => [index("newsletter_emails_subscriber_idx").on(table.subscriberId)],
);
