import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { breachDataKinds, breachScopes } from "../../../domain/privacy/breach";
import { privacyRequestKinds, privacyRequestStates } from "../../../domain/privacy/privacy-requests";

import { createdAt, updatedAt, rowId, noticeShown } from "../columns";
import { staffAccounts } from "./staff";

// The privacy area's tables: a person's links to their own data and the addresses they proved theirs, their
// nominee, the register of requests, and the breaches with the people each affected.

/**
 * A person's one-time links to their own data (/privacy/your-data), kept as hashes. A link
 * is asked for by an address and opens once, within its half hour; the browser that opened it then
 * holds the view (its session's hash) until the session's end, and no other browser does. Rows go
 * a day after their end (retention) and with the person (erasure).
 */
export const privacyAccessLinks = pgTable(
  "privacy_access_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** The address asked for, lower case (domain/contacts/contacts.ts contactKeyOf). */
    emailKey: text("email_key").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    sessionHash: text("session_hash").unique(),
    sessionExpiresAt: timestamp("session_expires_at", { withTimezone: true }),
  },
  (table) => [
    index("privacy_access_links_email_idx").on(table.emailKey),
    index("privacy_access_links_expires_idx").on(table.expiresAt),
  ],
);

/**
 * The privacy requests register (decision 064): every request a person made under the DPDP Act
 * (access, correction, withdrawal, do not contact, erasure, grievance, nomination), with when it
 * came, when it is due, who handled it and the reply sent. Kept three years after closing
 * (retention); erasing the person keeps the row, to prove the request was answered, but blanks
 * the address and what they wrote (erasedAt says when).
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: rowId(),
    /** "PR-7K3Q9D": what the person and staff quote (domain/privacy/privacy-requests.ts). */
    reference: text("reference").notNull().unique(),
    kind: text("kind", { enum: privacyRequestKinds }).notNull(),
    /** The person's address as given, and lower case (contactKeyOf); null once erased. */
    email: text("email"),
    emailKey: text("email_key"),
    /** What was asked, in plain text. */
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /** Made by a nominee for the person: staff verify the nominee before anything is shown or done. */
    byNominee: boolean("by_nominee").notNull().default(false),
    nomineeVerifiedAt: timestamp("nominee_verified_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    state: text("state", { enum: privacyRequestStates }).notNull(),
    /** The member handling it; handledBy names them (or "self-service") as they were when they took it. */
    handlerId: uuid("handler_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    handledBy: text("handled_by"),
    /** The text sent to the person with the outcome. */
    reply: text("reply"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When the reminder before the due date went: one per request. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** The grievance form's notice; none on a request staff entered or a page sent for itself. */
    ...noticeShown(),
  },
  (table) => [
    index("privacy_requests_state_due_idx").on(table.state, table.dueAt),
    index("privacy_requests_received_idx").on(table.receivedAt),
    index("privacy_requests_email_idx").on(table.emailKey),
    index("privacy_requests_closed_idx").on(table.closedAt),
  ],
);

/**
 * Addresses a person has shown to be one person's (decision 071): each opened its one-time link to
 * their data in the browser where another of them was already open. The person's own page joins the
 * records of a group's addresses, and only those: a merge on the sales desk joins nothing for them.
 * Kept while anything is held under the address (retention), erased with the person unless their
 * erasure keeps a record under one of the addresses.
 */
export const provenAddresses = pgTable(
  "proven_addresses",
  {
    /** The address in lower case, as contacts.email_key. */
    emailKey: text("email_key").primaryKey(),
    /** The same for every address of one person; no other table refers to it. */
    personId: uuid("person_id").notNull(),
    provenAt: timestamp("proven_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("proven_addresses_person_idx").on(table.personId)],
);

/**
 * The nominee a person named to act for them in death or incapacity (decision 063; DPDP Act
 * s. 14): one per person, under the address whose own-data session named them (a person's other
 * merged addresses find it too). Kept while anything is held about the person (retention), erased
 * with them, and shown in their own view.
 */
export const privacyNominees = pgTable("privacy_nominees", {
  /** The naming person's address, lower case (contactKeyOf). */
  emailKey: text("email_key").primaryKey(),
  nomineeName: text("nominee_name").notNull(),
  nomineeEmail: text("nominee_email").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A personal data breach an admin recorded (Rules of 2025, rule 7): what
 * happened, what it touched, what was done, the list of people affected once confirmed, and when
 * the notices and the Board's report went and by whom. Kept seven years after it was found
 * (retention, decision 063): it proves the company told whom it had to, in time.
 */
export const privacyBreaches = pgTable(
  "privacy_breaches",
  {
    id: rowId(),
    foundAt: timestamp("found_at", { withTimezone: true }).notNull(),
    whatHappened: text("what_happened").notNull(),
    /** Where: which system, place or supplier. */
    location: text("location").notNull(),
    dataKinds: text("data_kinds", { enum: breachDataKinds }).array().notNull(),
    scope: text("scope", { enum: breachScopes }).notNull(),
    /** The period it covers: [its first day's midnight, the midnight after its last day), India. */
    periodStartsAt: timestamp("period_starts_at", { withTimezone: true }).notNull(),
    periodEndsAt: timestamp("period_ends_at", { withTimezone: true }).notNull(),
    measures: text("measures").notNull(),
    consequences: text("consequences").notNull(),
    contact: text("contact").notNull(),
    /** What is known of who or what caused it; empty while unknown. */
    cause: text("cause").notNull().default(""),
    /** Names as they were when each acted: an account may go, the record stays. */
    recordedBy: text("recorded_by").notNull(),
    createdAt: createdAt(),
    /** The list of people is taken from the data once, when an admin confirms it. */
    peopleListedAt: timestamp("people_listed_at", { withTimezone: true }),
    /** How many were listed: erasing a person later takes them off the list, never off the count. */
    peopleCount: integer("people_count"),
    noticesSentAt: timestamp("notices_sent_at", { withTimezone: true }),
    noticesSentBy: text("notices_sent_by"),
    boardReportedAt: timestamp("board_reported_at", { withTimezone: true }),
    boardReportedBy: text("board_reported_by"),
  },
  (table) => [index("privacy_breaches_found_idx").on(table.foundAt)],
);

/** The people a breach affected, listed from the data when it was confirmed: one row per person, merged addresses once. */
export const privacyBreachPeople = pgTable(
  "privacy_breach_people",
  {
    breachId: uuid("breach_id")
      .notNull()
      .references(() => privacyBreaches.id, { onDelete: "cascade" }),
    /** The address the notice goes to (the contact's own, for a contact), and its lower case. */
    emailKey: text("email_key").notNull(),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    /** Which of the breach's kinds of record they had in the period. */
    dataKinds: text("data_kinds", { enum: breachDataKinds }).array().notNull(),
    noticeQueuedAt: timestamp("notice_queued_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.breachId, table.emailKey] }),
    index("privacy_breach_people_email_idx").on(table.emailKey),
  ],
);
