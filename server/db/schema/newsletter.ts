import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { subscriberStates } from "../../../domain/newsletter/newsletter";

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
    /** When it stopped, while it stays stopped: retention deletes it a set number of months later. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
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
 * Each e-mail sent to a subscriber once confirmed (the welcome now; the newsletters once sending
 * comes), with the hash of its unsubscribe link, which works for as long as the subscriber's row
 * is kept. Deleted with the subscriber.
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
  },
  (table) => [index("newsletter_emails_subscriber_idx").on(table.subscriberId)],
);
