import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { contactImportStatuses, contactOrigins, leadStages, type FirstTouch } from "../../../domain/contacts/contacts";
import type { IsoDate } from "../../../domain/time/india-dates";

import { createdAt, updatedAt, rowId, partOf } from "../columns";
import { nameText, trigramIndex } from "../search-text";
import { teamNotesTable } from "../team-notes-table";
import { staffAccounts } from "./staff";

// The contacts area's tables (the sales desk): its people, their notes, follow-ups, other addresses and
// merges, the mailboxes it reads and the e-mails with each person, and the lists it imports.

/**
 * The sales desk's people: everyone who sent an enquiry or booked a call, one per
 * e-mail address in any case, with their owner, their lead stage and where they first came from.
 */
export const contacts = pgTable(
  "contacts",
  {
    id: rowId(),
    /** The address in lower case: the same person however they typed it. */
    emailKey: text("email_key").notNull().unique(),
    /** As they last gave it, with their name and phone. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone").notNull().default(""),
    ownerId: uuid("owner_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    stage: text("stage", { enum: leadStages }).notNull().default("new"),
    /** In whole rupees. */
    expectedValue: integer("expected_value"),
    /** YYYY-MM-DD, in India. */
    expectedCloseDate: text("expected_close_date").$type<IsoDate>(),
    lostReason: text("lost_reason"),
    /**
     * Retired (decision 051): a visit is a lead's, and migration 0037 gave each
     * contact's to its first lead. Read and written by nothing; kept a release for the instances
     * still running (docs/deploy.md), then dropped.
     */
    retiredFirstTouch: jsonb("first_touch").$type<FirstTouch>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Their latest enquiry, call, note, reply or change: the list's order. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull(),
    /** Where they work, as they or an imported list gave it: the duplicates' "same name at the same company". */
    company: text("company").notNull().default(""),
    /** The city they are in, as an imported list gave it; "" when none did. */
    city: text("city").notNull().default(""),
    /** Where the contact came from: the site's forms, or an imported list; when is createdAt. */
    origin: text("origin", { enum: contactOrigins }).notNull().default("site"),
    /** The import that made it, while that import's record is kept. */
    importId: uuid("import_id").references((): AnyPgColumn => contactImports.id, { onDelete: "set null" }),
    /** They asked not to be contacted: marked on every screen, left out of every list meant for sending. */
    doNotContactAt: timestamp("do_not_contact_at", { withTimezone: true }),
    /** Who recorded it: a staff member's name, or the import's file name. */
    doNotContactBy: text("do_not_contact_by"),
    /** The keys the duplicates finder compares (SQL functions of migration 0031, one definition each). */
    mailboxKey: text("mailbox_key")
      .notNull()
      .generatedAlwaysAs(sql`canonical_mailbox(email)`),
    phoneKey: text("phone_key")
      .notNull()
      .generatedAlwaysAs(sql`phone_key(phone)`),
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs(sql`name_key(first_name, last_name, company)`),
  },
  (table) => [
    index("contacts_mailbox_key_idx").on(table.mailboxKey),
    index("contacts_phone_key_idx")
      .on(table.phoneKey)
      .where(sql`${table.phoneKey} <> ''`),
    index("contacts_name_key_idx")
      .on(table.nameKey)
      .where(sql`${table.nameKey} <> ''`),
    index("contacts_activity_idx").on(table.lastActivityAt, table.id),
    index("contacts_owner_idx").on(table.ownerId, table.lastActivityAt),
    index("contacts_stage_idx").on(table.stage, table.lastActivityAt),
    // Open leads per owner, on the Overview: read from this index alone.
    index("contacts_open_owner_idx")
      .on(table.ownerId)
      .where(sql`${table.stage} not in ('won', 'lost')`),
    trigramIndex("contacts_name_search_idx", nameText(table.firstName, table.lastName)),
    trigramIndex("contacts_email_search_idx", table.email),
    trigramIndex("contacts_phone_search_idx", table.phone),
  ],
);

/** Notes on a contact (an enquiry's notes stay on the enquiry and show on the timeline too). */
export const contactNotes = teamNotesTable(
  "contact",
  "contactId",
  partOf("contact_id", () => contacts.id),
);

/** Follow-ups: something to do for a contact by a date and time, by someone. */
export const contactTasks = pgTable(
  "contact_tasks",
  {
    id: rowId(),
    contactId: partOf("contact_id", () => contacts.id),
    title: text("title").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    assigneeId: uuid("assignee_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_tasks_assignee_idx").on(table.assigneeId, table.doneAt, table.dueAt),
    index("contact_tasks_contact_idx").on(table.contactId, table.dueAt),
    // Open follow-ups per person, on the Overview.
    index("contact_tasks_open_idx")
      .on(table.assigneeId)
      .where(sql`${table.doneAt} is null`),
  ],
);

/**
 * A contact's other addresses (decision 046): kept from a merged contact or a merged application's
 * person, or added by the desk. A new enquiry, call or e-mail from any of them is the same person;
 * erasure reaches every one. The primary address stays on contacts; an address is one contact's.
 */
export const contactAddresses = pgTable(
  "contact_addresses",
  {
    id: rowId(),
    contactId: partOf("contact_id", () => contacts.id),
    email: text("email").notNull(),
    /** The address in lower case, as contacts.email_key. */
    emailKey: text("email_key").notNull().unique(),
    mailboxKey: text("mailbox_key")
      .notNull()
      .generatedAlwaysAs(sql`canonical_mailbox(email)`),
    /** The merge that brought it, undone with it. */
    mergeId: uuid("merge_id").references((): AnyPgColumn => contactMerges.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_addresses_contact_idx").on(table.contactId),
    index("contact_addresses_mailbox_key_idx").on(table.mailboxKey),
  ],
);

/**
 * Two records of one person made one (decision 046), kept for the undo within a day: the merged
 * contact's row as it was, the survivor's fields before, and the ids of every row moved, per
 * table. A merge of an application's person has no merged contact. Deleted a week after
 * (retention), with the survivor (cascade), or on erasure.
 */
export const contactMerges = pgTable(
  "contact_merges",
  {
    id: rowId(),
    survivorId: partOf("survivor_id", () => contacts.id),
    /** The merged contact's id and row (its id comes back with the undo); null for an application's person. */
    mergedContactId: uuid("merged_contact_id"),
    mergedRow: jsonb("merged_row").$type<Record<string, unknown>>(),
    survivorBefore: jsonb("survivor_before").$type<Record<string, unknown>>().notNull(),
    moved: jsonb("moved").$type<Record<string, string[]>>().notNull(),
    actorId: uuid("actor_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (table) => [index("contact_merges_survivor_idx").on(table.survivorId, table.createdAt)],
);

/**
 * A mailbox the system reads over IMAP: the sales mailbox (no staff member) or a
 * seller's own. The app password is sealed (kernel/secrets/sealed-secrets.ts), never shown again.
 * Reading never changes the mailbox: it is opened read-only and nothing is flagged.
 */
export const mailboxAccounts = pgTable(
  "mailbox_accounts",
  {
    id: rowId(),
    /** Whose mailbox: null for the sales mailbox. */
    staffId: uuid("staff_id").references(() => staffAccounts.id, { onDelete: "cascade" }),
    /** The mailbox's own address: a message from it is the desk's, to a contact. */
    address: text("address").notNull(),
    host: text("host").notNull(),
    port: integer("port").notNull(),
    /** TLS from the start (993); false for STARTTLS or, on 127.0.0.1 in tests, none. */
    secure: boolean("secure").notNull(),
    username: text("username").notNull(),
    passwordSealed: text("password_sealed").notNull(),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    /** The last read's failure in plain words, until one succeeds. */
    lastError: text("last_error"),
    failures: integer("failures").notNull().default(0),
    nextReadAt: timestamp("next_read_at", { withTimezone: true }).notNull(),
    /**
     * Messages passed over since the mailbox was connected: over the size read, or not readable, so the
     * desk sees what it was not shown.
     */
    skippedTooLarge: integer("skipped_too_large").notNull().default(0),
    skippedUnreadable: integer("skipped_unreadable").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique("mailbox_accounts_staff_key").on(table.staffId).nullsNotDistinct()],
);

/** Where reading a mailbox's folder stopped: a new UIDVALIDITY starts it again, from the first UID. */
export const mailboxFolders = pgTable(
  "mailbox_folders",
  {
    accountId: partOf("account_id", () => mailboxAccounts.id),
    path: text("path").notNull(),
    uidValidity: bigint("uid_validity", { mode: "number" }).notNull(),
    lastUid: bigint("last_uid", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.path] })],
);

export type EmailParty = { name: string; address: string };
export type EmailAttachment = { fileName: string; mediaType: string; bytes: number; storedKey: string | null };

/**
 * The e-mails between the desk and a contact: read from a mailbox, or sent from
 * the desk. One per message and contact (Message-ID), however many mailboxes or folders held it.
 * Threads are by the thread's first Message-ID, from References and In-Reply-To.
 */
export const contactEmails = pgTable(
  "contact_emails",
  {
    id: rowId(),
    contactId: partOf("contact_id", () => contacts.id),
    messageId: text("message_id").notNull(),
    threadKey: text("thread_key").notNull(),
    inReplyTo: text("in_reply_to"),
    references: text("references")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    direction: text("direction", { enum: ["in", "out"] }).notNull(),
    fromParty: jsonb("from_party").$type<EmailParty>().notNull(),
    toParties: jsonb("to_parties").$type<EmailParty[]>().notNull(),
    ccParties: jsonb("cc_parties")
      .$type<EmailParty[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subject: text("subject").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** The text part (or the HTML's text), cut at a bound. */
    bodyText: text("body_text").notNull(),
    attachments: jsonb("attachments")
      .$type<EmailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The mailbox it was read from; null when sent from the desk. */
    accountId: uuid("account_id").references(() => mailboxAccounts.id, { onDelete: "set null" }),
    /** A reply sent from the desk: who wrote it, and its outbox e-mail. */
    authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    outboxEmailId: uuid("outbox_email_id"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("contact_emails_message_idx").on(table.contactId, table.messageId),
    index("contact_emails_contact_idx").on(table.contactId, table.sentAt),
    index("contact_emails_thread_idx").on(table.contactId, table.threadKey, table.sentAt),
  ],
);

/**
 * A CSV list brought in (decision 047). The file stays in the file store until the import is
 * done; the work runs in the background in batches, `rowsDone` is where it resumes after a restart.
 */
export const contactImports = pgTable(
  "contact_imports",
  {
    id: rowId(),
    fileName: text("file_name").notNull(),
    fileKey: text("file_key").notNull(),
    bytes: integer("bytes").notNull(),
    /** The file's SHA-256 (hex): the same person's upload of it again within minutes is this import (decision 053). */
    contentHash: text("content_hash").notNull().default(""),
    /** The first rows, as the background reading of the file found them, for the mapping's preview. */
    preview: jsonb("preview")
      .$type<string[][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The data rows (without the header); 0 until the file is read. */
    rows: integer("rows").notNull(),
    /** The file's header row, and which contact field each column fills ("" for none). */
    columns: text("columns").array().notNull(),
    mapping: jsonb("mapping")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * How the file was written, as its reading found it: its delimiter and whether it began with a
     * byte order mark; the refused rows' file is written the same way, so the program that wrote the
     * list opens it as it opened the list.
     */
    delimiter: text("delimiter").notNull().default(","),
    byteOrderMark: boolean("byte_order_mark").notNull().default(false),
    status: text("status", { enum: contactImportStatuses }).notNull(),
    /** Rows of the current pass done: the dry run's, then the import's. */
    rowsDone: integer("rows_done").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    /** Who new contacts go to: a staff member, or null for nobody (the desk's "Unassigned"). */
    ownerId: uuid("owner_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    startedBy: uuid("started_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    startedByName: text("started_by_name").notNull(),
    /** A worker's claim on it, renewed as it works: one that stopped is taken over once it is old. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("contact_imports_status_idx").on(table.status, table.updatedAt)],
);

/** Each row's outcome in a dry run or an import: created, updated or refused with the reason. */
export const contactImportRows = pgTable(
  "contact_import_rows",
  {
    importId: partOf("import_id", () => contactImports.id),
    pass: text("pass", { enum: ["dry-run", "import"] }).notNull(),
    /** The row's number in the file, the header being row 1, as a spreadsheet shows it. */
    rowNumber: integer("row_number").notNull(),
    outcome: text("outcome", { enum: ["create", "update", "refuse"] }).notNull(),
    email: text("email").notNull().default(""),
    reason: text("reason").notNull().default(""),
    /** A refused row's cells as they were, for the file of refused rows. */
    cells: text("cells").array(),
  },
  (table) => [primaryKey({ columns: [table.importId, table.pass, table.rowNumber] })],
);
