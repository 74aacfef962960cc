import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";

import type { FirstTouch } from "../../../domain/contacts/contacts";
import { enquiryStatuses } from "../../../domain/enquiries/enquiry-triage";

import { createdAt, updatedAt, rowId, partOf, noticeShown } from "../columns";
import { nameText, trigramIndex } from "../search-text";
import { teamNotesTable } from "../team-notes-table";
import { contacts } from "./contacts";
import { staffAccounts } from "./staff";

// The enquiries area's tables: the contact forms' messages, the team's notes and replies, and the reply
// templates.

/** Messages sent through the contact forms (contact page, project case studies, testimonials page). */
export const enquiries = pgTable(
  "enquiries",
  {
    id: rowId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    /** Where the form was: "contact", "testimonials" or "project:<id>". */
    source: text("source").notNull(),
    /** A filled honeypot: kept for review, never mailed. */
    isSpam: boolean("is_spam").notNull().default(false),
    /** Where sales is with it: new, replied or closed. */
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    clientIp: text("client_ip"),
    /** The person it came from on the sales desk; none for spam. */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    /** The visit's first touch, as the visitor's browser sent it. */
    firstTouch: jsonb("first_touch").$type<FirstTouch>(),
    ...noticeShown(),
    createdAt: createdAt(),
  },
  // The inbox pages newest first by (created_at, id), within the inbox or the spam folder.
  (table) => [
    index("enquiries_folder_created_idx").on(table.isSpam, table.createdAt, table.id),
    index("enquiries_contact_idx").on(table.contactId, table.createdAt),
    // The Overview's and the navigation's count of new enquiries, on every back-office page.
    index("enquiries_new_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'new' and ${table.isSpam} = false`),
    // A search for one whole address (matchingSearch).
    index("enquiries_email_idx").on(sql`lower(${table.email})`),
    trigramIndex("enquiries_name_search_idx", nameText(table.firstName, table.lastName)),
    trigramIndex("enquiries_email_search_idx", table.email),
    trigramIndex("enquiries_message_search_idx", table.message),
  ],
);

/** What sales writes about an enquiry for each other; the visitor never sees it. */
export const enquiryNotes = teamNotesTable(
  "enquiry",
  "enquiryId",
  partOf("enquiry_id", () => enquiries.id),
);

/** Replies sales keeps for reuse. */
export const replyTemplates = pgTable("reply_templates", {
  id: rowId(),
  name: text("name").notNull().unique(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedBy: text("updated_by").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A reply sent from an enquiry's page, as sent: through the outbox, from the staff member's name. */
export const enquiryReplies = pgTable(
  "enquiry_replies",
  {
    id: rowId(),
    enquiryId: partOf("enquiry_id", () => enquiries.id),
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    outboxEmailId: uuid("outbox_email_id"),
    createdAt: createdAt(),
  },
  (table) => [index("enquiry_replies_enquiry_idx").on(table.enquiryId, table.createdAt)],
);
