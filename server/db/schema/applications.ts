import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

import { bookingReminders } from "../../../domain/bookings/booking";
import { applicationSources } from "../../../domain/applications/application-sources";
import { ratings } from "../../../domain/applications/interviews";
import { offerDecisions, offerStatuses } from "../../../domain/applications/offers";
import { applicationStages } from "../../../domain/applications/recruiting";
import type { FirstTouch } from "../../../domain/contacts/contacts";
import type { IsoDate } from "../../../domain/time/india-dates";

import { createdAt, rowId, partOf, noticeShown } from "../columns";
import { trigramIndex } from "../search-text";
import { teamNotesTable } from "../team-notes-table";
import { contacts } from "./contacts";
import { jobs, interviewStages } from "./jobs";
import { staffAccounts } from "./staff";

// The applications area's tables: the candidates of the jobs, their self-identification (apart, so that
// hiring never reads it), the team's notes and labels, their stages, interviews and scorecards, offers and
// their approvals.

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
    /** Where it came from (domain/applications/application-sources.ts); a job board's name beside "job-board". */
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

/** What the hiring team writes about an application for each other; the candidate never sees it. */
export const applicationNotes = teamNotesTable(
  "application",
  "applicationId",
  partOf("application_id", () => applications.id),
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
