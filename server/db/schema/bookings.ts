import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

import { bookingReminders } from "../../../domain/bookings/booking";
import { callOutcomes } from "../../../domain/consultants/consultant-calls";
import type { FirstTouch } from "../../../domain/contacts/contacts";

import { createdAt, rowId, partOf, noticeShown } from "../columns";
import { nameText, trigramIndex } from "../search-text";
import { consultants } from "./consultants";
import { contacts } from "./contacts";

// The bookings area's tables: the demo calls, the links that let a visitor change their own, and blocked time.

/**
 * Demo calls. A slot is held by at most one confirmed booking, enforced here rather than by a
 * read-then-write check.
 *
 * A trigger, `bookings_calendar_event_writes` (migration 0030): after a call is inserted or deleted, or
 * its status, time, consultant, meeting address, sequence or the visitor's details change, it queues a
 * write of the call to its consultant's calendar, for the consultant it had and the one it has
 * (`queue_calendar_event_writes()`, through the consultants' `queue_calendar_event_write`, see
 * calendarEventWrites). A trigger rather than code: every path that changes a call (booking, moving,
 * cancelling, handing over, reassigning, a visitor's correction, erasure, retention) queues the write in
 * the change's own transaction, and none can forget it.
 */
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
