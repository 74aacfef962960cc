import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Messages sent through the contact forms (contact page, project case studies, testimonials page). */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    /** Where the form was: "contact", "testimonials" or "project:<id>". */
    source: text("source").notNull(),
    /** A filled honeypot: kept for review, never mailed. */
    isSpam: boolean("is_spam").notNull().default(false),
    clientIp: text("client_ip"),
    createdAt: createdAt(),
  },
  (table) => [index("enquiries_created_at_idx").on(table.createdAt)],
);

/** Demo calls. A slot is held by at most one confirmed booking, enforced here rather than by a read-then-write check. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
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
    clientIp: text("client_ip"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("bookings_confirmed_slot_idx")
      .on(table.startsAt)
      .where(sql`${table.status} = 'confirmed'`),
  ],
);

export const jobs = pgTable("jobs", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  department: text("department").notNull(),
  location: text("location").notNull(),
  type: text("type").notNull(),
  description: text("description").notNull(),
  keywords: text("keywords")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isOpen: boolean("is_open").notNull().default(true),
  postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
  validThrough: timestamp("valid_through", { withTimezone: true }),
});

/** Job applications. The voluntary self-identification lives in its own table so hiring never reads it. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull().unique(),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id),
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
    /** Content-derived key of the stored file under DATA_DIR/resumes/, never the client's file name. */
    resumeKey: text("resume_key").notNull(),
    resumeFileName: text("resume_file_name").notNull(),
    resumeMediaType: text("resume_media_type").notNull(),
    resumeBytes: integer("resume_bytes").notNull(),
    clientIp: text("client_ip"),
    createdAt: createdAt(),
  },
  (table) => [index("applications_job_id_idx").on(table.jobId)],
);

export const selfIdentifications = pgTable("self_identifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  applicationId: uuid("application_id")
    .notNull()
    .unique()
    .references(() => applications.id, { onDelete: "cascade" }),
  referred: text("referred").notNull().default("no"),
  referrerName: text("referrer_name").notNull().default(""),
  gender: text("gender").notNull().default(""),
  raceEthnicity: text("race_ethnicity").notNull().default(""),
  disabilityStatus: text("disability_status").notNull().default(""),
  veteranStatus: text("veteran_status").notNull().default(""),
  heardAbout: text("heard_about").notNull().default(""),
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
    id: uuid("id").primaryKey().defaultRandom(),
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
    attachments: jsonb("attachments")
      .$type<OutboxAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_emails_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
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
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index("idempotent_requests_created_at_idx").on(table.createdAt)],
);
