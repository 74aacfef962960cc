import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";

import { hiringTeamRoles } from "../../../domain/applications/interviews";
import { jobStatuses, salaryPeriods } from "../../../domain/jobs/job-posts";

import { createdAt, updatedAt, rowId, partOf, noticeShown } from "../columns";
import { staffAccounts } from "./staff";

// The jobs area's tables: the openings and their earlier addresses, each one's hiring team and interview
// plan, and the job alerts (docs/decisions/015-job-alerts.md).

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
    /** A location filter of the careers search (domain/jobs/job-search.ts). */
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
