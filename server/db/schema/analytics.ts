import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { deviceClasses } from "../../../domain/analytics/analytics";
import { careersChannels } from "../../../domain/analytics/application-steps";
import type { FirstTouch } from "../../../domain/contacts/contacts";
import type { IsoDate } from "../../../domain/time/india-dates";

import { rowId, partOf } from "../columns";
import { jobs } from "./jobs";

// The analytics area's tables (decision 048): visits and their page views, which hold no person, their hourly
// and daily roll-ups, the anonymous count of leads whose record is gone (decision 073), and the application
// form's steps (decision 066).

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
