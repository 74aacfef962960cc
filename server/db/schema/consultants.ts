import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { defaultCallPriority, fullWeight, serviceSlugs } from "../../../domain/consultants/call-routing";
import { meetingKinds } from "../../../domain/consultants/consultant-calls";
import type { DayHours, WeeklyHours } from "../../../domain/consultants/consultant-schedule";
import type { IsoDate } from "../../../domain/time/india-dates";

import { createdAt, updatedAt, rowId, partOf } from "../columns";
import { staffAccounts } from "./staff";

// The consultants area's tables: who takes demo calls, their hours, the calendars they connected and what was
// read from them, and the calls waiting to be written to their calendars.

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
 * cancelled, handed over or erased (see bookings): no path that changes a call can forget it. The
 * row holds no personal data: the writer reads the call when it writes, and a call gone or no
 * longer theirs is removed from their calendar.
 *
 * The SQL function `queue_calendar_event_write(booking, consultant, reference)` (migration 0030) adds
 * the row, or makes one waiting due at once again, when the consultant has a calls calendar; the
 * trigger calls it, and so does this area when a consultant chooses a calls calendar
 * (server/consultants/caldav-admin.ts). The writer (server/bookings/caldav-booking-writes.ts) takes each
 * row through server/consultants/calendar-event-writes.ts.
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
