import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  primaryKey,
  bigint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { bookingReminders } from "../../domain/bookings/booking";
import { blogCategories, storedPostStatuses, type BlogPostValues } from "../../domain/content/content";
import { imageFormats } from "../../domain/content/editor-images";
import { callOutcomes, meetingKinds } from "../../domain/consultants/consultant-calls";
import { defaultCallPriority, fullWeight, serviceSlugs } from "../../domain/consultants/call-routing";
import type { DayHours, WeeklyHours } from "../../domain/consultants/consultant-schedule";
import { enquiryStatuses } from "../../domain/enquiries/enquiry-triage";
import { contactImportStatuses, contactOrigins, leadStages, type FirstTouch } from "../../domain/contacts/contacts";
import { nameText, trigramIndex } from "./search-text";
import { applicationStages, jobStatuses, salaryPeriods } from "../../domain/careers/recruiting";
import { applicationSources } from "../../domain/careers/application-sources";
import { hiringTeamRoles, ratings } from "../../domain/careers/interviews";
import { offerDecisions, offerStatuses } from "../../domain/careers/offers";
import { privacyRequestKinds, privacyRequestStates } from "../../domain/privacy/privacy-requests";
import { breachDataKinds, breachScopes } from "../../domain/privacy/breach";
import { sessionSteps, signInMethods, staffRoles } from "../../domain/staff/staff";
import { testimonialPlacements } from "../../domain/content/testimonials";
import { documentKinds } from "../../domain/content/site-documents";
import { draftKinds } from "../../domain/content/editor-drafts";
import { deviceClasses } from "../../domain/analytics/analytics";
import { careersChannels } from "../../domain/analytics/application-steps";
import type { IsoDate } from "../../domain/time/india-dates";

/**
 * Every stored time comes from the application's clock, never from the database's `now()`:
 * no timestamp column has a default, so each insert must say when (docs/decisions/023-one-clock.md).
 */
/** What a blog post's revision keeps: everything its form sets. */
type BlogPostContent = BlogPostValues & { readTime: string };

/** What an FAQ entry's revision keeps: everything its form sets. */
export type FaqEntryText = Pick<typeof faqEntries.$inferSelect, "question" | "answer">;

/**
 * What a testimonial's revision keeps: everything its form sets (a seeded one has no day of
 * agreement; one saved before notices, no notice).
 */
export type TestimonialText = Pick<
  typeof testimonials.$inferSelect,
  "placement" | "quote" | "shownName" | "shownRole" | "avatar" | "consentNote" | "consentDate"
> &
  Partial<Pick<typeof testimonials.$inferSelect, "noticeVersion" | "noticeLanguage">>;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull();

/** A row's own id, which the database makes. */
const rowId = () => uuid("id").primaryKey().defaultRandom();

/**
 * The privacy notice the person was shown with a form (decision 061, domain/privacy/notices.ts): its
 * version and the language they read it in. None on rows from before notices, or from an API
 * client that showed none.
 */
const noticeShown = () => ({
  noticeVersion: text("notice_version"),
  noticeLanguage: text("notice_language"),
});

/** The row this one belongs to, by its id: deleted with it. */
const partOf = (column: string, owner: () => AnyPgColumn) =>
  uuid(column).notNull().references(owner, { onDelete: "cascade" });

/**
 * Every saved version of a text, whole: a table per kind of text, alike but for the column that
 * names what each row is a revision of (`ownerId`, deleted with it), so that one module reads and
 * writes them all (server/content/revisions.ts).
 */
function revisionsTable<Name extends string, Owner extends PgColumnBuilderBase, Content extends PgColumnBuilderBase>(
  name: Name,
  ownerId: Owner,
  content: Content,
) {
  return pgTable(
    name,
    {
      id: rowId(),
      ownerId,
      /** 1, 2, 3… within what it is a revision of. */
      number: integer("number").notNull(),
      content,
      authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
      /** Kept as written, so the revision still says who after the account is gone. */
      authorEmail: text("author_email").notNull(),
      at: timestamp("at", { withTimezone: true }).notNull(),
    },
    (table) => [uniqueIndex(`${name}_number`).on(table.ownerId, table.number)],
  );
}

/**
 * What staff write about a record for each other, which its visitor, candidate or contact never
 * sees: a table per kind of record (`<record>_notes`), alike but for the column that names the
 * record (deleted with it), so that one module adds and lists them all (server/kernel/notes/team-notes.ts).
 */
function teamNotesTable<Kind extends string, Key extends string, RecordId extends PgColumnBuilderBase>(
  record: Kind,
  key: Key,
  recordId: RecordId,
) {
  return pgTable(
    `${record}_notes`,
    {
      id: rowId(),
      ...({ [key]: recordId } as { [K in Key]: RecordId }),
      authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
      authorEmail: text("author_email").notNull(),
      body: text("body").notNull(),
      createdAt: createdAt(),
    },
    (table) => [index(`${record}_notes_${record}_idx`).on(table[key], table.createdAt)],
  );
}

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

/** Demo calls. A slot is held by at most one confirmed booking, enforced here rather than by a read-then-write check. */
export const bookings = pgTable(
  "bookings",
  {
    id: rowId(),
    reference: text("reference").notNull().unique(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull().default(""),
    domain: text("domain").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["confirmed", "cancelled"] })
      .notNull()
      .default("confirmed"),
    /** The invite's SEQUENCE: each change sent to the visitor's calendar counts one up. */
    sequence: integer("sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** When the visitor chose the current slot (booking it or moving to it): reminders due before then are not sent. */
    slotChosenAt: timestamp("slot_chosen_at", { withTimezone: true }).notNull(),
    /** The latest reminder queued for the current slot; moving the call clears it. */
    lastReminder: text("last_reminder", { enum: bookingReminders }),
    /** How often the visitor has moved the call with a manage link: only so many moves are taken (domain/bookings/booking-manage.ts). */
    visitorMoves: integer("visitor_moves").notNull().default(0),
    clientIp: text("client_ip"),
    /** Who takes the call: calls are the consultants' own (decision 029). */
    consultantId: uuid("consultant_id")
      .notNull()
      .references(() => consultants.id),
    /** The call's own meeting address (a Jitsi room, a personal room), fixed when it was booked or assigned. */
    meetingUrl: text("meeting_url"),
    /** The person it is with on the sales desk. */
    contactId: uuid("contact_id").references(() => contacts.id, { onDelete: "set null" }),
    firstTouch: jsonb("first_touch").$type<FirstTouch>(),
    /** What became of the call, as its consultant recorded it. */
    outcome: text("outcome", { enum: callOutcomes }),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    ...noticeShown(),
    createdAt: createdAt(),
  },
  (table) => [
    // No consultant has two confirmed calls at one instant; buffers are kept under a lock (consultant-lock.ts).
    uniqueIndex("bookings_consultant_slot_idx")
      .on(table.consultantId, table.startsAt)
      .where(sql`${table.status} = 'confirmed'`),
    index("bookings_consultant_starts_idx").on(table.consultantId, table.startsAt),
    index("bookings_contact_idx").on(table.contactId, table.startsAt),
    // Revenue by source (decision 062): the calls booked in a range, and those held or missed in it.
    index("bookings_created_idx").on(table.createdAt),
    index("bookings_outcome_starts_idx")
      .on(table.startsAt)
      .where(sql`${table.outcome} is not null`),
    index("bookings_email_idx").on(sql`lower(${table.email})`),
    trigramIndex("bookings_name_search_idx", nameText(table.firstName, table.lastName)),
    trigramIndex("bookings_email_search_idx", table.email),
    trigramIndex("bookings_reference_search_idx", table.reference),
  ],
);

/**
 * The people who take demo calls. Usually a staff account's; the seeded one is the company's
 * own (no account, invites to the sales address) and keeps the specification's hours.
 */
export const consultants = pgTable("consultants", {
  id: rowId(),
  staffAccountId: uuid("staff_account_id")
    .unique()
    .references(() => staffAccounts.id),
  /** As visitors see it in e-mails and on the personal booking page. */
  name: text("name").notNull(),
  /** The personal booking page: /demo/with/<slug>. */
  slug: text("slug").notNull().unique(),
  /** Where the consultant's invites go; null: the sales address. */
  email: text("email"),
  /** Only active consultants are offered to visitors. */
  active: boolean("active").notNull().default(true),
  weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
  bufferBeforeMinutes: integer("buffer_before_minutes").notNull().default(0),
  bufferAfterMinutes: integer("buffer_after_minutes").notNull().default(0),
  minimumNoticeMinutes: integer("minimum_notice_minutes").notNull().default(60),
  maxCallsPerDay: integer("max_calls_per_day"),
  meetingKind: text("meeting_kind", { enum: meetingKinds }).notNull().default("unset"),
  /** The site's services whose calls they take first (domain/consultants/call-routing.ts); every one until sales says otherwise. */
  services: text("services")
    .array()
    .notNull()
    .default(sql.raw(`'{${serviceSlugs.join(",")}}'::text[]`)),
  /** Their share of calls as a percentage of a full one: 50 takes half as many. */
  callWeight: integer("call_weight").notNull().default(fullWeight),
  /** Higher is offered calls first while free (callPriorities). */
  callPriority: integer("call_priority").notNull().default(defaultCallPriority),
  /** A fixed personal room for "room"; the Jitsi host is configuration. */
  meetingRoomUrl: text("meeting_room_url"),
  /** The secret iCal address of their work calendar: a credential, never logged or shown back in full. */
  calendarFeedUrl: text("calendar_feed_url"),
  /** When a read of it last started (claimed), whatever became of it. */
  calendarCheckedAt: timestamp("calendar_checked_at", { withTimezone: true }),
  /** When it was last read well: the busy times below are from then. */
  calendarReadAt: timestamp("calendar_read_at", { withTimezone: true }),
  calendarError: text("calendar_error"),
  /** Failed reads in a row, and when the next may start: each failure doubles the wait. */
  calendarFailures: integer("calendar_failures").notNull().default(0),
  calendarRetryAt: timestamp("calendar_retry_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Other hours on one date, or a day off (no ranges), for one consultant. */
export const consultantDateOverrides = pgTable(
  "consultant_date_overrides",
  {
    consultantId: partOf("consultant_id", () => consultants.id),
    date: text("date").$type<IsoDate>().notNull(),
    hours: jsonb("hours").$type<DayHours>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.consultantId, table.date] })],
);

/** Busy times read from a consultant's own calendar: start and end only, replaced at each read. */
export const consultantBusyTimes = pgTable(
  "consultant_busy_times",
  {
    consultantId: partOf("consultant_id", () => consultants.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("consultant_busy_times_idx").on(table.consultantId, table.startsAt)],
);

/**
 * A consultant's CalDAV account (decision 045): the busy times of the calendars
 * they chose block their slots, and their calls are written to the one they chose. The app password
 * is sealed with CALENDAR_SECRETS_KEY (server/kernel/secrets/sealed-secrets.ts) and never shown
 * again; the read's state (when, why it failed, the next try) is the consultant's calendar columns.
 */
export const consultantCalDav = pgTable("consultant_caldav", {
  consultantId: uuid("consultant_id")
    .primaryKey()
    .references(() => consultants.id, { onDelete: "cascade" }),
  serverUrl: text("server_url").notNull(),
  username: text("username").notNull(),
  passwordSealed: text("password_sealed").notNull(),
  /** Every calendar of the account that holds events, as the server named them when it was connected. */
  calendars: jsonb("calendars").$type<{ url: string; name: string }[]>().notNull().default([]),
  /** The calendars whose busy times block their slots, and each one's name as the server gives it. */
  busyCalendars: jsonb("busy_calendars").$type<{ url: string; name: string }[]>().notNull().default([]),
  /** Where their calls are written; null: nowhere. */
  callsCalendarUrl: text("calls_calendar_url"),
  /** Each busy calendar's change marker (sync token or CTag) at its last good read: unchanged, it is not read again. */
  changeMarkers: jsonb("change_markers").$type<Record<string, string | null>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Calls waiting to be written to (or removed from) their consultant's CalDAV calendar. A trigger on
 * bookings adds a row whenever a call of a consultant who has a calls calendar is booked, moved,
 * cancelled, handed over or erased (migration 0030): no path that changes a call can forget it. The
 * row holds no personal data: the writer reads the call when it writes, and a call gone or no
 * longer theirs is removed from their calendar.
 */
export const calendarEventWrites = pgTable(
  "calendar_event_writes",
  {
    bookingId: uuid("booking_id").notNull(),
    consultantId: uuid("consultant_id")
      .notNull()
      .references(() => consultants.id, { onDelete: "cascade" }),
    /** The call's reference: its event's UID, needed to remove the event once the call is erased. */
    reference: text("reference").notNull(),
    /** Null: due at once (the trigger reads no clock); after a failure, the app's clock's time of the next try. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.consultantId] }),
    index("calendar_event_writes_due_idx").on(table.dueAt),
  ],
);

/**
 * The links that let a visitor cancel or move their own call: one per e-mail that carries
 * one, kept as hashes (a stolen table opens nothing). A link works until the call starts.
 */
export const bookingLinks = pgTable(
  "booking_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    bookingId: partOf("booking_id", () => bookings.id),
    createdAt: createdAt(),
  },
  (table) => [index("booking_links_booking_idx").on(table.bookingId)],
);

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

/** Openings: seeded once, then written by recruiters in the back office. */
export const jobs = pgTable("jobs", {
  id: text("id").primaryKey(),
  /** Drafts are seen only by staff; open jobs are on the public board; closed ones take no applications. */
  status: text("status", { enum: jobStatuses }).notNull().default("open"),
  title: text("title").notNull(),
  department: text("department").notNull(),
  location: text("location").notNull(),
  type: text("type").notNull(),
  /** Markdown, rendered without raw HTML (server/jobs/job-markdown.ts). */
  description: text("description").notNull(),
  keywords: text("keywords")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** In rupees, both ends or neither. */
  salaryMin: integer("salary_min"),
  salaryMax: integer("salary_max"),
  salaryPeriod: text("salary_period", { enum: salaryPeriods }),
  /** When the job went on the board (for a draft: when it was written; opening it sets this). */
  postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
  validThrough: timestamp("valid_through", { withTimezone: true }),
  /** When it was last closed: its applications are kept for the retention period after this. */
  closedAt: timestamp("closed_at", { withTimezone: true }),
  /** How many of the offer approvers must approve an offer; null: all of them. */
  offerApprovalsNeeded: integer("offer_approvals_needed"),
  updatedAt: updatedAt(),
});

/**
 * A job's earlier addresses: its id is its public address (/career/apply/<id>), which recruiters
 * can change (decision 042); each earlier one answers 301 to the job's address now, and no other job
 * may take it. No person's data.
 */
export const jobSlugs = pgTable(
  "job_slugs",
  {
    slug: text("slug").primaryKey(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade", onUpdate: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("job_slugs_job_idx").on(table.jobId)],
);

/** Job applications. The voluntary self-identification lives in its own table so hiring never reads it. */
export const applications = pgTable(
  "applications",
  {
    id: rowId(),
    reference: text("reference").notNull().unique(),
    jobId: text("job_id")
      .notNull()
      // A job's id is its address, which can change (job_slugs): its applications follow it.
      .references(() => jobs.id, { onUpdate: "cascade" }),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country").notNull(),
    city: text("city").notNull(),
    currentAddress: text("current_address").notNull().default(""),
    preferredPronouns: text("preferred_pronouns").notNull().default(""),
    coverLetter: text("cover_letter").notNull().default(""),
    education: jsonb("education")
      .notNull()
      .default(sql`'[]'::jsonb`),
    workExperience: jsonb("work_experience")
      .notNull()
      .default(sql`'[]'::jsonb`),
    links: jsonb("links")
      .notNull()
      .default(sql`'{}'::jsonb`),
    preferredLocation: text("preferred_location").notNull(),
    minimumQualifications: jsonb("minimum_qualifications")
      .notNull()
      .default(sql`'[]'::jsonb`),
    eligibleToWork: text("eligible_to_work").notNull(),
    requiresSponsorship: text("requires_sponsorship").notNull(),
    /** The stored file's key in the resume store (disk or S3): the application's id, never the client's file name. */
    resumeKey: text("resume_key").notNull(),
    resumeFileName: text("resume_file_name").notNull(),
    resumeMediaType: text("resume_media_type").notNull(),
    resumeBytes: integer("resume_bytes").notNull(),
    /** Where hiring is with it; each move is in the audit log, which is its history. */
    stage: text("stage", { enum: applicationStages }).notNull().default("new"),
    /** Where it came from (domain/careers/application-sources.ts); a job board's name beside "job-board". */
    source: text("source", { enum: applicationSources }).notNull().default("careers-page"),
    sourceName: text("source_name").notNull().default(""),
    /** The visit the application was sent from, as the site's analytics counted it (decision 048). */
    firstTouch: jsonb("first_touch").$type<FirstTouch>(),
    /** The staff member who referred the candidate, by their link or from the back office. */
    referrerId: uuid("referrer_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    referralNote: text("referral_note").notNull().default(""),
    /** The candidate's own answers to "referred?" and "how did you hear about us?": hiring reads them. */
    referred: text("referred").notNull().default("No"),
    referrerName: text("referrer_name").notNull().default(""),
    heardAbout: text("heard_about").notNull().default(""),
    /** Why it was rejected, from the recruiters' list of reasons (settings); empty when not rejected. */
    rejectionReason: text("rejection_reason").notNull().default(""),
    clientIp: text("client_ip"),
    /**
     * The sales desk's person this candidate also is (decision 046): linked when the address is already
     * a contact's, or by a merge. Hiring's records stay hiring's; the contact's timeline names the
     * application only to whoever may open it.
     */
    contactId: uuid("contact_id").references((): AnyPgColumn => contacts.id, { onDelete: "set null" }),
    ...noticeShown(),
    createdAt: createdAt(),
  },
  (table) => [
    index("applications_contact_idx").on(table.contactId),
    // The lists page newest first by (created_at, id), across jobs or within one.
    index("applications_created_idx").on(table.createdAt, table.id),
    index("applications_job_created_idx").on(table.jobId, table.createdAt, table.id),
    // "Other applications from this e-mail" and erasure on request find a person by address.
    index("applications_email_idx").on(sql`lower(${table.email})`),
    trigramIndex("applications_name_search_idx", table.fullName),
    trigramIndex("applications_email_search_idx", table.email),
    trigramIndex("applications_reference_search_idx", table.reference),
    index("applications_referrer_idx").on(table.referrerId),
    // A job's board: its applications by stage.
    index("applications_job_stage_idx").on(table.jobId, table.stage, table.createdAt),
  ],
);

export const selfIdentifications = pgTable("self_identifications", {
  id: rowId(),
  applicationId: uuid("application_id")
    .notNull()
    .unique()
    .references(() => applications.id, { onDelete: "cascade" }),
  gender: text("gender").notNull().default(""),
  raceEthnicity: text("race_ethnicity").notNull().default(""),
  disabilityStatus: text("disability_status").notNull().default(""),
  veteranStatus: text("veteran_status").notNull().default(""),
  createdAt: createdAt(),
});

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

/**
 * The first answer to each idempotent submission (an `Idempotency-Key` header or the
 * application form's submission id), written in the submission's own transaction: a
 * retry with the same key and body gets that answer again, and nothing is stored twice.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    /** The endpoint, e.g. "POST /demo/book": one key may be used on two endpoints. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the validated request, to tell a retry from another request under the same key. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotent_requests_created_at_idx").on(table.createdAt),
  ],
);

// ---------------------------------------------------------------------------
// The back office (/admin): staff, their sessions, and what they change.

/** People at the company who sign in to /admin. An account without a password is an open invitation. */
export const staffAccounts = pgTable("staff_accounts", {
  id: rowId(),
  /** Stored lower-case: one person, one account, however they type it. */
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  role: text("role", { enum: staffRoles }).notNull(),
  /** scrypt, with its parameters and salt (server/staff/passwords.ts); null until set. */
  passwordHash: text("password_hash"),
  /**
   * The authenticator app's shared secret (base32), once confirmed with a code; null without one.
   * Kept as is: the server must read it to check a code, so encrypting it under a key stored beside
   * it would protect nothing (docs/security.md, "Second factors").
   */
  totpSecret: text("totp_secret"),
  /** The 30-second step of the last code accepted: that code, and any older one, is refused after. */
  totpLastStep: integer("totp_last_step"),
  /** The 09:00 e-mail of the day's calls, tasks and new unassigned items; they may turn it off. */
  dailyDigest: boolean("daily_digest").notNull().default(true),
  /** The India date of the last digest sent, so a day gets one at most. */
  lastDigestDate: text("last_digest_date").$type<IsoDate>(),
  /** A disabled account cannot sign in and its sessions are gone; its audit entries stay. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /**
   * When the invitation was taken up (a password set, or a first sign-in by single sign-on): until
   * then the account is given no leads, follow-ups or calls (server/kernel/lists/active-accounts.ts).
   */
  joinedAt: timestamp("joined_at", { withTimezone: true }),
  /** The code in their personal referral link (`/career/apply/<job>?ref=<code>`): 128 random bits. */
  referralCode: text("referral_code")
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  createdAt: createdAt(),
});

/**
 * Browsers an account signed in from, each known by the device cookie it was last given
 * (server/staff/known-devices.ts): only the nonce's hash is kept. A new cookie replaces its
 * browser's row; a password set by link or a reset of the second factors removes them all.
 */
export const staffKnownDevices = pgTable(
  "staff_known_devices",
  {
    id: rowId(),
    accountId: partOf("account_id", () => staffAccounts.id),
    nonceHash: text("nonce_hash").notNull().unique(),
    /** To name the browser on the account page ("Chrome on Android"); cut to 300 characters. */
    userAgent: text("user_agent").notNull(),
    /** When this browser first signed in to the account, across its cookie's renewals. */
    knownSince: timestamp("known_since", { withTimezone: true }).notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_known_devices_account_idx").on(table.accountId)],
);

/** One-time links to set a password (an invitation, or a reset an admin sends). Only the token's hash is kept. */
export const staffPasswordTokens = pgTable("staff_password_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: partOf("account_id", () => staffAccounts.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Signed-in browsers. The cookie holds a random token; the table only its SHA-256. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Names the session on the account page, where its owner can end it; never a credential. */
    id: uuid("id").notNull().unique().defaultRandom(),
    method: text("method", { enum: signInMethods }).notNull().default("password"),
    /** What the session must still do before it opens the back office; null: nothing. */
    pendingStep: text("pending_step", { enum: sessionSteps }),
    /** An authenticator secret shown for setting up, until a code from it confirms it. */
    totpEnrolmentSecret: text("totp_enrolment_secret"),
    /** The challenge of a passkey registration this session started. */
    passkeyChallenge: text("passkey_challenge"),
    accountId: partOf("account_id", () => staffAccounts.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    clientIp: text("client_ip"),
  },
  (table) => [index("staff_sessions_account_idx").on(table.accountId)],
);

/** Single-use codes for when the authenticator app is lost. Only each code's SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    accountId: partOf("account_id", () => staffAccounts.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.codeHash] })],
);

/** WebAuthn credentials (passkeys) staff registered; each signs in alone, as both factors. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential ID, base64url, as the authenticator made it. */
    id: text("id").primaryKey(),
    accountId: partOf("account_id", () => staffAccounts.id),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    signCount: integer("sign_count").notNull().default(0),
    transports: jsonb("transports")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What its owner calls it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("staff_passkeys_account_idx").on(table.accountId)],
);

/**
 * A sign-in under way with a party outside the server: a passkey's challenge, or single sign-on's
 * state, nonce and PKCE verifier. The browser holds a random token in a short-lived cookie; the
 * table its SHA-256. Each is used once, and dropped after a few minutes either way. A first-run
 * link (server/staff/first-run.ts) is one too: its token is in the link the server prints.
 */
export const staffSignInCeremonies = pgTable(
  "staff_sign_in_ceremonies",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind", { enum: ["passkey", "single-sign-on", "first-run"] }).notNull(),
    payload: jsonb("payload").$type<Record<string, string>>().notNull(),
    /** Where the back office goes after signing in. */
    next: text("next").notNull().default("/admin"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_sign_in_ceremonies_expires_idx").on(table.expiresAt)],
);

/** Failed sign-ins, counted per account name and per client address to slow down guessing. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: rowId(),
    /** "account:<email>" or "address:<ip>". */
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sign_in_failures_key_at_idx").on(table.key, table.at)],
);

/** Every change made in the back office: who, when, what. Rows are only ever added. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: rowId(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Null for the command line. */
    actorId: uuid("actor_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still says who after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    /** e.g. "enquiry.status", "booking.cancel", "staff.invite". */
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    /** One sentence a person reads in the log. */
    summary: text("summary").notNull(),
    details: jsonb("details")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at, table.id),
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId, table.at),
    // When each contact was won (server/analytics/attribution/won-deals.ts): read in one pass, not per contact.
    index("audit_log_contact_won_idx")
      .on(table.subjectId, table.at)
      .where(
        sql`${table.subjectType} = 'contact' and ${table.action} = 'contact.stage' and ${table.details}->>'to' = 'won'`,
      ),
  ],
);

/** What sales writes about an enquiry for each other; the visitor never sees it. */
export const enquiryNotes = teamNotesTable(
  "enquiry",
  "enquiryId",
  partOf("enquiry_id", () => enquiries.id),
);

/** Time the demo calendar does not offer: holidays, a closed afternoon. [startsAt, endsAt). */
export const blockedTimes = pgTable(
  "blocked_times",
  {
    id: rowId(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    reason: text("reason").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("blocked_times_range_idx").on(table.endsAt, table.startsAt)],
);

/** What the hiring team writes about an application for each other; the candidate never sees it. */
export const applicationNotes = teamNotesTable(
  "application",
  "applicationId",
  partOf("application_id", () => applications.id),
);

/**
 * A job's hiring team (decision 041): any staff account, as its hiring manager or an interviewer. Being
 * on it opens nothing by itself; an interviewer sees a candidate once asked to interview them.
 */
export const hiringTeamMembers = pgTable(
  "hiring_team_members",
  {
    id: rowId(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade", onUpdate: "cascade" }),
    accountId: partOf("account_id", () => staffAccounts.id),
    role: text("role", { enum: hiringTeamRoles }).notNull(),
    /** Whether the job's offers need their approval. */
    approvesOffers: boolean("approves_offers").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [unique("hiring_team_members_job_account_unique").on(table.jobId, table.accountId)],
);

/**
 * An offer to a candidate (decision 041): what it says, the approvals it needs (the job's rule when it
 * was made) and where it stands; the letter goes only once approved. It goes with the application.
 */
export const offers = pgTable("offers", {
  id: rowId(),
  applicationId: partOf("application_id", () => applications.id),
  /** Yearly, in rupees. */
  salary: integer("salary").notNull(),
  startDate: text("start_date").$type<IsoDate>().notNull(),
  notes: text("notes").notNull().default(""),
  approvalsNeeded: integer("approvals_needed").notNull(),
  status: text("status", { enum: offerStatuses }).notNull().default("pending"),
  createdBy: uuid("created_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
});

/** Each approver's answer to an offer: none yet, approve or decline, with a note. */
export const offerApprovals = pgTable(
  "offer_approvals",
  {
    id: rowId(),
    offerId: partOf("offer_id", () => offers.id),
    accountId: partOf("account_id", () => staffAccounts.id),
    decision: text("decision", { enum: offerDecisions }),
    note: text("note").notNull().default(""),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique("offer_approvals_offer_account_unique").on(table.offerId, table.accountId),
    index("offer_approvals_account_idx").on(table.accountId),
  ],
);

/** A job's interview plan: its stages in order, each with its kit (the attributes to judge and the questions). */
export const interviewStages = pgTable(
  "interview_stages",
  {
    id: rowId(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade", onUpdate: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    attributes: jsonb("attributes").$type<string[]>().notNull(),
    questions: jsonb("questions").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("interview_stages_job_idx").on(table.jobId, table.position)],
);

/**
 * One stage of the plan for one candidate. It goes with the application (erasure, retention); a
 * stage that has interviews cannot be removed from the plan.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: rowId(),
    applicationId: partOf("application_id", () => applications.id),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => interviewStages.id),
    /** How long the interview lasts, set when the candidate is invited to choose a time. */
    durationMinutes: integer("duration_minutes"),
    /** When the candidate was e-mailed the link to choose a time (the last time, if sent again). */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    /** The time the candidate chose, [startsAt, endsAt); none until chosen or after they cancel. */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    meetingUrl: text("meeting_url"),
    /** The invites' SEQUENCE: each change sent to calendars counts one up. */
    sequence: integer("sequence").notNull().default(0),
    /** When the current time was chosen: reminders due before then are not sent. */
    slotChosenAt: timestamp("slot_chosen_at", { withTimezone: true }),
    /** The latest reminder queued for the current time; choosing another clears it. */
    lastReminder: text("last_reminder", { enum: bookingReminders }),
    createdAt: createdAt(),
  },
  (table) => [
    unique("interviews_application_stage_unique").on(table.applicationId, table.stageId),
    // Whose time is taken when: scheduling reads the interviews around a date.
    index("interviews_starts_idx").on(table.startsAt),
  ],
);

/**
 * The links that let a candidate choose, move or cancel their interview's time: kept as hashes, one
 * per invitation e-mail. A link stops working when the interview starts.
 */
export const interviewLinks = pgTable(
  "interview_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    interviewId: partOf("interview_id", () => interviews.id),
    createdAt: createdAt(),
  },
  (table) => [index("interview_links_interview_idx").on(table.interviewId)],
);

/**
 * Every stage an application entered after "new", and when: the recruiting reports' time in each
 * stage and pass-through rates. It goes with the application.
 */
export const applicationStageChanges = pgTable(
  "application_stage_changes",
  {
    id: rowId(),
    applicationId: partOf("application_id", () => applications.id),
    stage: text("stage", { enum: applicationStages }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("application_stage_changes_application_idx").on(table.applicationId, table.changedAt)],
);

/** Recruiters' labels on applications ("strong frontend", "relocating"); every list filters by them. */
export const applicationTags = pgTable(
  "application_tags",
  {
    applicationId: partOf("application_id", () => applications.id),
    tag: text("tag").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId, table.tag] }),
    index("application_tags_tag_idx").on(table.tag),
  ],
);

/**
 * An interviewer asked to interview, with their scorecard: a draft until `submittedAt`. Ratings keep
 * each attribute's text beside its rating, so a later change to the kit changes no scorecard.
 */
export const interviewPanelists = pgTable(
  "interview_panelists",
  {
    id: rowId(),
    interviewId: partOf("interview_id", () => interviews.id),
    accountId: partOf("account_id", () => staffAccounts.id),
    ratings: jsonb("ratings")
      .$type<{ attribute: string; rating: string | null; note: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    overall: text("overall", { enum: ratings }),
    summary: text("summary").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The one reminder an interviewer late with their scorecard gets. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique("interview_panelists_interview_account_unique").on(table.interviewId, table.accountId),
    index("interview_panelists_account_idx").on(table.accountId),
  ],
);

/** Settings staff change in the back office (the retention period, the rejection e-mail), one JSON value a key. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").notNull(),
});

/**
 * Saved careers searches whose new jobs are e-mailed (docs/decisions/015-job-alerts.md).
 * A subscription is pending until the link in its confirmation e-mail is used, and deleted if
 * that does not happen within a week. Only the link's hash is kept.
 */
export const jobAlertSubscriptions = pgTable(
  "job_alert_subscriptions",
  {
    id: rowId(),
    email: text("email").notNull(),
    keyword: text("keyword").notNull().default(""),
    /** A location filter of the careers search (domain/careers/job-search.ts). */
    location: text("location").notNull(),
    status: text("status", { enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    /** SHA-256 of the confirmation link's token; kept after confirming, so the link then says "on". */
    confirmTokenHash: text("confirm_token_hash").notNull().unique(),
    ...noticeShown(),
    createdAt: createdAt(),
    /** Jobs that open after this are the subscription's news. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    // Erasure on request, the cap on confirmation e-mails and the alert run find subscriptions by address.
    index("job_alert_subscriptions_email_idx").on(sql`lower(${table.email})`),
    // One confirmed subscription per address and search: confirming the same search again joins it.
    uniqueIndex("job_alert_subscriptions_confirmed_search_idx")
      .on(sql`lower(${table.email})`, sql`lower(${table.keyword})`, table.location)
      .where(sql`${table.status} = 'confirmed'`),
    index("job_alert_subscriptions_pending_created_idx")
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * An address with confirmed job alerts: what the alert run locks, so that an address gets at
 * most one alert e-mail a day, whatever number of searches it follows. Written on the first
 * confirmation; deleted on unsubscribing, which ends every search of the address.
 */
export const jobAlertRecipients = pgTable("job_alert_recipients", {
  id: rowId(),
  /** Lower-case: one person, however they typed it. */
  email: text("email").notNull().unique(),
  /** The last alert e-mail queued to the address: the next waits until a day after it. */
  lastAlertAt: timestamp("last_alert_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Each alert e-mail queued: the jobs it listed (so none is sent to the address twice) and the
 * hash of its unsubscribe link, which works for as long as the address has alerts.
 */
export const jobAlertEmails = pgTable(
  "job_alert_emails",
  {
    id: rowId(),
    recipientId: partOf("recipient_id", () => jobAlertRecipients.id),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    jobIds: text("job_ids").array().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("job_alert_emails_recipient_idx").on(table.recipientId)],
);

/**
 * The form submissions a client address has made in the current window (FORM_RATE_LIMIT), here so
 * that every instance counts the same spends when REDIS_URL is not set. One row per form and
 * address, rewritten in place by one upsert per spend; rows whose window ended are deleted.
 */
export const formQuotas = pgTable(
  "form_quotas",
  {
    /** "<form> <client address>". */
    key: text("key").primaryKey(),
    spent: integer("spent").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("form_quotas_window_ends_at_idx").on(table.windowEndsAt)],
);

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

/** A pair the desk said are two people: the duplicates list no longer offers it. */
export const contactDuplicateDismissals = pgTable(
  "contact_duplicate_dismissals",
  {
    id: rowId(),
    contactId: partOf("contact_id", () => contacts.id),
    otherContactId: uuid("other_contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    dismissedBy: text("dismissed_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_duplicate_dismissals_contact_idx").on(table.contactId)],
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

/**
 * Blog posts as editors write them (decision 031; server/content/). The seed loads the posts that
 * were app/content/blog.ts. Visitors see a published post from `publish_at` on, compared with
 * the server's clock; a draft never.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: rowId(),
    /** Its address, /blog/<slug>; an earlier one stays in blog_post_slugs and answers 301. */
    slug: text("slug").notNull(),
    status: text("status", { enum: storedPostStatuses }).notNull(),
    title: text("title").notNull(),
    /** The card's and the feed's text. */
    summary: text("summary").notNull(),
    /** Markdown, rendered without raw HTML (server/jobs/job-markdown.ts). */
    body: text("body").notNull(),
    category: text("category", { enum: blogCategories }).notNull(),
    author: text("author").notNull(),
    authorImage: text("author_image").notNull(),
    image: text("image").notNull(),
    readTime: text("read_time").notNull(),
    featured: boolean("featured").notNull().default(false),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    socialImage: text("social_image").notNull().default(""),
    /** When visitors first see it (null for a draft never published). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /**
     * When its text was last saved (written, edited or restored); later than `publishAt`, visitors
     * read a text changed since it was published. Null: not saved since the seed put it in.
     */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("blog_posts_slug").on(table.slug),
    index("blog_posts_visible").on(table.status, table.publishAt),
  ],
);

/** Addresses a post had before: /blog/<old> answers 301 to its address today. */
export const blogPostSlugs = pgTable("blog_post_slugs", {
  slug: text("slug").primaryKey(),
  postId: partOf("post_id", () => blogPosts.id),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/** Every saved version of a post, whole: who, when and what; any one can be restored. */
export const blogPostRevisions = revisionsTable(
  "blog_post_revisions",
  partOf("post_id", () => blogPosts.id),
  jsonb("content").$type<BlogPostContent>().notNull(),
);

/**
 * Images editors upload for posts (docs/decisions/033-editor-images.md). The files (every size in
 * every format) are in the file store under `<id>-<width>.<format>`; the row says what was made.
 * No visitor's data: the picture, its description and which staff account uploaded it.
 */
export const editorImages = pgTable("editor_images", {
  id: rowId(),
  /** What a screen reader says instead; a post's Markdown may give its own. */
  alt: text("alt").notNull(),
  /** The original's size in pixels, upright (after its EXIF orientation). */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The uploaded file's size in bytes. */
  bytes: integer("bytes").notNull(),
  /** The widths made, narrowest first, each in every format of `formats`. */
  widths: integer("widths").array().notNull(),
  formats: text("formats", { enum: imageFormats }).array().notNull(),
  /**
   * Whether its social card was made: the 1200 × 630 JPEG link previews show, `<id>-1200x630.jpg`.
   * Images uploaded before cards were (migration 0050) are shared as their widest JPEG.
   */
  socialCard: boolean("social_card").notNull().default(false),
  uploadedBy: uuid("uploaded_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * The columns an editor's list of entries ends with (FAQ entries, testimonials): its place in the list,
 * whether and from when it shows, and when and by whom it was saved.
 */
const listedEntry = () => ({
  /** Smaller first; moving an entry swaps it with its neighbour. */
  position: integer("position").notNull(),
  published: boolean("published").notNull(),
  /** A published entry shows from this instant on (null: at once); an editor's schedule. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Who saved it last, as written (staff e-mail address, or "command line"). */
  updatedBy: text("updated_by").notNull(),
});

/** The /faq page's questions (decision 034): plain text, shown in `position` order when published. */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: rowId(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    ...listedEntry(),
  },
  (table) => [index("faq_entries_position").on(table.position)],
);

/**
 * Clients' testimonials (decision 034), on the home page's carousel or the testimonials page. What is
 * shown of the customer is what they agreed to: `consent_note` says what and how, `consent_date`
 * when (for those the site showed before the back office kept them, the day they were seeded), and
 * the notice columns which privacy notice they were sent before agreeing (null before notices).
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: rowId(),
    placement: text("placement", { enum: testimonialPlacements }).notNull(),
    /** Plain text; `**` marks the bold part (domain/content/testimonials.ts). */
    quote: text("quote").notNull(),
    shownName: text("shown_name").notNull(),
    /** Role and company as agreed; empty when the customer agreed to their name only. */
    shownRole: text("shown_role").notNull(),
    avatar: text("avatar").notNull(),
    consentNote: text("consent_note").notNull(),
    consentDate: text("consent_date").$type<IsoDate>().notNull(),
    ...noticeShown(),
    ...listedEntry(),
  },
  (table) => [index("testimonials_placement_position").on(table.placement, table.position)],
);

/** Every saved version of an FAQ entry's text: who, when and what; any one can be restored. */
export const faqEntryRevisions = revisionsTable(
  "faq_entry_revisions",
  partOf("entry_id", () => faqEntries.id),
  jsonb("content").$type<FaqEntryText>().notNull(),
);

/** Every saved version of a testimonial's text: who, when and what; any one can be restored. */
export const testimonialRevisions = revisionsTable(
  "testimonial_revisions",
  partOf("testimonial_id", () => testimonials.id),
  jsonb("content").$type<TestimonialText>().notNull(),
);

/**
 * The site's structured pages editors change (docs/decisions/035-site-documents.md): a
 * service's case study, a portfolio project, the company text, the team. `published` is what
 * visitors see (null: not on the site); `draft` holds saved changes not yet published.
 */
export const siteDocuments = pgTable(
  "site_documents",
  {
    id: rowId(),
    kind: text("kind", { enum: documentKinds }).notNull(),
    /** The service's or project's address; "company" and "team" for the About pages. */
    slug: text("slug").notNull(),
    /** Smaller first among its kind: the home page's service tabs, the portfolio's projects. */
    position: integer("position").notNull(),
    published: jsonb("published").$type<Record<string, unknown>>(),
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    /** When what visitors see was last published: their date of its last change. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When visitors first saw it (null: never published); kept when it is published again. */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    /**
     * A text an editor scheduled: from `scheduled_at` on, visitors see it instead of `published`
     * (read by the clock, as a scheduled post; the next write to the row makes it `published`).
     */
    scheduled: jsonb("scheduled").$type<Record<string, unknown>>(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who saved it last, as written (staff e-mail address, "seed" or "command line"). */
    updatedBy: text("updated_by").notNull(),
  },
  (table) => [uniqueIndex("site_documents_kind_slug").on(table.kind, table.slug)],
);

/** Every saved version of a document, whole: who, when and what; any one can be restored. */
export const siteDocumentRevisions = revisionsTable(
  "site_document_revisions",
  partOf("document_id", () => siteDocuments.id),
  jsonb("content").$type<Record<string, unknown>>().notNull(),
);

/**
 * What each editor has typed into a text's form and not saved (decision 043,
 * domain/content/editor-drafts.ts): one per editor and text, replaced as they type, dropped when
 * they save or discard it. `subject` is the text's id ("new" for a post not yet saved);
 * `base` the text's last change when they opened it ("" for a new post).
 */
export const editorDrafts = pgTable(
  "editor_drafts",
  {
    id: rowId(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: draftKinds }).notNull(),
    subject: text("subject").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    base: text("base").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("editor_drafts_staff_subject").on(table.staffId, table.kind, table.subject),
    index("editor_drafts_subject").on(table.kind, table.subject, table.savedAt),
  ],
);

/**
 * The salt of the India day's visitor keys (decision 048): made at the day's first page
 * view, deleted once the day is over, so no key can be made again or traced back after it.
 */
export const analyticsSalts = pgTable("analytics_salts", {
  /** The India day, "2026-11-26". */
  day: text("day").$type<IsoDate>().primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * A visit: page views of one visitor key with less than 30 minutes between them. No person's
 * data: the key is a hash of the day's salt, the host, the address and the user agent, and
 * nothing of those is kept. Deleted 30 days after it began, with its page views.
 */
export const analyticsVisits = pgTable(
  "analytics_visits",
  {
    id: rowId(),
    visitorKey: text("visitor_key").notNull(),
    /** The key's first visit of its day: visitors over a range are the sum of these. */
    firstOfDay: boolean("first_of_day").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    entryPath: text("entry_path").notNull(),
    exitPath: text("exit_path").notNull(),
    pageViews: integer("page_views").notNull().default(1),
    /** The referring site's host name, when another site sent the visit. */
    referrerHost: text("referrer_host"),
    searchEngine: text("search_engine"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    device: text("device", { enum: deviceClasses }).notNull(),
    /** ISO country code from GEOIP_DATABASE when it is set; else null. */
    country: text("country"),
    /** The leads the visit ended in. */
    enquiries: integer("enquiries").notNull().default(0),
    bookings: integer("bookings").notNull().default(0),
    applications: integer("applications").notNull().default(0),
  },
  (table) => [
    index("analytics_visits_visitor_idx").on(table.visitorKey, table.lastSeenAt),
    index("analytics_visits_started_idx").on(table.startedAt),
  ],
);

/** One page view of a visit; its duration is the time to the next view, or the time seen before the page was left. */
export const analyticsPageViews = pgTable(
  "analytics_page_views",
  {
    id: rowId(),
    visitId: partOf("visit_id", () => analyticsVisits.id),
    at: timestamp("at", { withTimezone: true }).notNull(),
    path: text("path").notNull(),
    durationMs: integer("duration_ms"),
  },
  (table) => [
    index("analytics_page_views_visit_idx").on(table.visitId, table.at),
    index("analytics_page_views_at_idx").on(table.at),
  ],
);

/**
 * A lead whose record is gone, kept as an anonymous count (decision 073): an enquiry (not spam) or
 * a call booked, erased on request or deleted at the end of its retention period. Its day, its kind,
 * the service of a call and the visit it came from (the first touch without the UTM term and
 * content, which may name a person) stay, so every report counts it as it did before; nothing of the
 * person does. `person` is one key per erasure, so the dashboard counts the erased once as people.
 * Kept as long as the analytics totals (server/privacy/retention.ts).
 */
export const anonymousLeads = pgTable(
  "anonymous_leads",
  {
    id: rowId(),
    kind: text("kind", { enum: ["enquiry", "booking"] }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    touch: jsonb("touch").$type<FirstTouch>(),
    /** The call's service ("" for an enquiry, which names none). */
    service: text("service").notNull().default(""),
    person: uuid("person"),
  },
  (table) => [index("anonymous_leads_sent_idx").on(table.sentAt)],
);

/** What a roll-up adds up of visits, hourly and daily alike. */
const visitSums = () => ({
  visits: integer("visits").notNull(),
  visitors: integer("visitors").notNull(),
  pageViews: integer("page_views").notNull(),
  /** Visits of one page view. */
  bounces: integer("bounces").notNull(),
  /** The visits' lengths added up, in seconds. */
  durationS: bigint("duration_s", { mode: "number" }).notNull(),
  enquiries: integer("enquiries").notNull(),
  bookings: integer("bookings").notNull(),
  applications: integer("applications").notNull(),
  /**
   * Visits that ended in a lead at all, and in a lead of each kind: a rate of visits divides these,
   * never the leads, of which one visit may send several (decision 073).
   */
  leadVisits: integer("lead_visits").notNull().default(0),
  enquiryVisits: integer("enquiry_visits").notNull().default(0),
  bookingVisits: integer("booking_visits").notNull().default(0),
  applicationVisits: integer("application_visits").notNull().default(0),
});

/** What a roll-up adds up of a page's views, hourly and daily alike. */
const pageSums = () => ({
  views: integer("views").notNull(),
  /** Visits that began here, and that ended here. */
  entries: integer("entries").notNull(),
  exits: integer("exits").notNull(),
  /** The durations known, added up, and how many views had one. */
  timeMs: bigint("time_ms", { mode: "number" }).notNull(),
  timedViews: integer("timed_views").notNull(),
});

/**
 * Visits rolled up per India hour (the hour they began) and per what the reports group by; ""
 * stands for none. Rebuilt from the raw tables for each hour marked in analytics_dirty_hours.
 * Kept as long as the analytics retention setting says.
 */
export const analyticsHourlyVisits = pgTable(
  "analytics_hourly_visits",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    entryPath: text("entry_path").notNull(),
    /** domain/analytics/analytics.ts sourceName(): the UTM source, search engine, referring site or "direct". */
    source: text("source").notNull(),
    referrerHost: text("referrer_host").notNull(),
    searchEngine: text("search_engine").notNull(),
    utmSource: text("utm_source").notNull(),
    utmMedium: text("utm_medium").notNull(),
    utmCampaign: text("utm_campaign").notNull(),
    device: text("device", { enum: deviceClasses }).notNull(),
    country: text("country").notNull(),
    ...visitSums(),
  },
  (table) => [index("analytics_hourly_visits_hour_idx").on(table.hour)],
);

/** Page views rolled up per India hour and path. */
export const analyticsHourlyPages = pgTable(
  "analytics_hourly_pages",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    path: text("path").notNull(),
    ...pageSums(),
  },
  (table) => [index("analytics_hourly_pages_hour_idx").on(table.hour)],
);

/** Hours whose roll-ups are out of date: a page view or a lead arrived for a visit that began in them. */
export const analyticsDirtyHours = pgTable("analytics_dirty_hours", {
  hour: timestamp("hour", { withTimezone: true }).primaryKey(),
});

/**
 * The hourly visit roll-ups of a finished India day added up once more, per what the analytics
 * page groups by (`kind`: total, source, campaign, entry, device, country), so that a year is
 * read from a few hundred rows a day rather than thousands. `name` is the
 * source, campaign, entry page, device or country ("" for the total); a campaign's `source` and
 * `medium` are its UTM source and medium ("" for the others). Built from the hourly roll-ups by
 * server/analytics/reports/daily-roll-ups.ts; a day with no hourly rows left loses its own.
 */
export const analyticsDailyVisits = pgTable(
  "analytics_daily_visits",
  {
    /** The India day, "2026-11-26". */
    day: text("day").$type<IsoDate>().notNull(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    source: text("source").notNull(),
    medium: text("medium").notNull(),
    ...visitSums(),
  },
  (table) => [index("analytics_daily_visits_day_idx").on(table.day)],
);

/** The hourly page roll-ups of a finished India day, per path. */
export const analyticsDailyPages = pgTable(
  "analytics_daily_pages",
  {
    day: text("day").$type<IsoDate>().notNull(),
    path: text("path").notNull(),
    ...pageSums(),
  },
  (table) => [index("analytics_daily_pages_day_idx").on(table.day)],
);

/** The India days whose daily roll-ups are built: each is built once, by the first instance to claim it. */
export const analyticsDailyBuilt = pgTable("analytics_daily_built", {
  day: text("day").$type<IsoDate>().primaryKey(),
});

/**
 * The four-step application per India day, job, channel and step (decision 066):
 * how many applicants' pages reached the step, went on from it, or were left on it, and the seconds
 * seen on it. Counts only, from the application page's own beacon: no visitor key, no person. Kept
 * as long as the analytics totals (server/privacy/retention.ts).
 */
export const applicationStepDays = pgTable(
  "application_step_days",
  {
    day: text("day").$type<IsoDate>().notNull(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: careersChannels }).notNull(),
    /** 1 to 4, as the applicant reads it. */
    step: integer("step").notNull(),
    reached: integer("reached").notNull().default(0),
    completed: integer("completed").notNull().default(0),
    /** Pages left (closed, or another page opened) while on the step. */
    abandoned: integer("abandoned").notNull().default(0),
    /** The seconds seen on the step by those who completed it or left on it, added up. */
    seconds: bigint("seconds", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.jobId, table.channel, table.step] }),
    index("application_step_days_job_idx").on(table.jobId, table.day),
  ],
);

/**
 * The steps already counted for each page of the application form (decision 072): its form id
 * (from the token the page was given) and what was counted ("1 reached", "1 completed", "left"), so
 * a token sent again counts nothing. Kept a little longer than a token lasts, then deleted by the
 * retention task; nothing in it names a person or a job.
 */
export const applicationStepSpends = pgTable(
  "application_step_spends",
  {
    form: text("form").notNull(),
    spend: text("spend").notNull(),
    spentAt: timestamp("spent_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.form, table.spend] }),
    index("application_step_spends_at_idx").on(table.spentAt),
  ],
);

export * from "./schema/newsletter";
