import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

import { createdAt, rowId } from "../columns";

// The outbox's table: every e-mail the site sends, queued with the change that causes it.

export type OutboxAttachment = { filename: string; contentType: string; content: string };

/**
 * E-mails waiting to be sent. Written in the same transaction as the submission
 * that causes them, and sent afterwards with retries, so a mail outage loses nothing.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: rowId(),
    /** What caused it, e.g. "enquiry.notification" or "booking.confirmation". */
    kind: text("kind").notNull(),
    // Names and addresses apart: the mail library gets structured mailboxes and never
    // parses a visitor's name as an address list (docs/security.md, "Mail relay").
    fromName: text("from_name").notNull().default(""),
    fromAddress: text("from_address").notNull(),
    toName: text("to_name").notNull().default(""),
    toAddress: text("to_address").notNull(),
    replyToName: text("reply_to_name").notNull().default(""),
    replyToAddress: text("reply_to_address"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    /** The HTML part beside the text; e-mails queued before HTML parts existed have none. */
    htmlBody: text("html_body"),
    attachments: jsonb("attachments")
      .$type<OutboxAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Extra header lines the builder set, e.g. List-Unsubscribe on job alerts; never from a visitor's text. */
    headers: jsonb("headers")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The record the e-mail is about, e.g. "application:<id>": it goes when that record is deleted. */
    about: text("about"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error"),
    /**
     * How the recipient's server refused the last attempt at RCPT or DATA: "permanent" (a 5xx, given
     * up at once) or "temporary" (a 4xx, tried again); null when it was not refused there (sent, or
     * the relay could not be reached).
     */
    refusal: text("refusal", { enum: ["permanent", "temporary"] }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_emails_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index("outbox_emails_about_idx").on(table.about),
  ],
);
