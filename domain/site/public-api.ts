import { z } from "zod";

import {
  bookingDomains,
  bookingTimeZone,
  callDurationMinutes,
  slotLabels,
  type BookingConfirmation,
} from "../bookings/booking";
import type { Job } from "../jobs/job-search";
import { salaryPeriods } from "../jobs/job-posts";
import { isIsoDate } from "../time/india-dates";
import "../forms/zod-setup";

// What the public JSON API answers on success (docs/design.md, "HTTP API"), as zod schemas: the
// OpenAPI description at /api/openapi.json is built from them and from the request schemas
// beside them in domain/, and the contract test checks the server's real answers against it.
// Each is held to the type the server builds its answer with (`satisfies`), and strict: a field
// the server adds or drops fails the contract test until the description says so too.

/**
 * A calendar date in India, YYYY-MM-DD. zod's own check describes it in the OpenAPI document;
 * isIsoDate, which agrees with it, makes what it reads an IsoDate.
 */
const isoDate = z.iso.date().refine(isIsoDate);
/** An instant, ISO 8601 in UTC, as Date.toISOString() writes it. */
const instant = z.iso.datetime();
const slotLabel = z
  .enum(slotLabels as [string, ...string[]])
  .meta({ description: 'A slot\'s start, "h:mm AM/PM" in India.' });

/** `{"success": true, "data": …}`: how every form's success and the calendar's answers are wrapped. */
export const succeeded = <Data extends z.ZodType>(data: Data) => z.strictObject({ success: z.literal(true), data });

export const SalarySchema = z.strictObject({
  min: z.number(),
  max: z.number(),
  period: z.enum(salaryPeriods),
});

/** GET /api/jobs answers a list of these, GET /api/jobs/{id} one. */
export const JobSchema = z.strictObject({
  id: z.string().meta({ description: "The job's address on the careers page: /career/apply/{id}." }),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: z.string().meta({ examples: ["Full-time"] }),
  description: z.string().meta({ description: "Markdown, as the recruiter wrote it." }),
  descriptionHtml: z.string().meta({ description: "The description as HTML made on the server, safe to show." }),
  summary: z.string().meta({ description: "The description as plain text, cut short." }),
  keywords: z.array(z.string()),
  postedAt: instant,
  validThrough: instant.nullable().meta({ description: "When applications stop being wanted; null: open-ended." }),
  salary: SalarySchema.nullable(),
}) satisfies z.ZodType<Job>;

/** GET /demo/slots/{date}. */
export const DaySlotsSchema = z.strictObject({
  date: isoDate,
  timeZone: z.literal(bookingTimeZone),
  durationMinutes: z.literal(callDurationMinutes),
  availableSlots: z.array(slotLabel),
});

/** GET /demo/dates (docs/decisions/009-bookable-dates-endpoint.md). */
export const BookableDatesSchema = z.strictObject({
  timeZone: z.literal(bookingTimeZone),
  bookableDates: z.array(isoDate),
});

/** POST /demo/book. */
export const BookingConfirmationSchema = z.strictObject({
  id: z.uuid(),
  reference: z.string().meta({ description: "What the visitor quotes, e.g. DEMO-7K3QX2.", examples: ["DEMO-7K3QX2"] }),
  date: isoDate,
  time: slotLabel,
  timeZone: z.literal(bookingTimeZone),
  domain: z.enum(bookingDomains),
  durationMinutes: z.literal(callDurationMinutes),
  startsAt: instant,
  endsAt: instant,
}) satisfies z.ZodType<BookingConfirmation>;

/** POST /contactus/submit. */
export const EnquiryReceivedSchema = z.strictObject({ id: z.uuid() });

/** POST /api/applications. */
export const ApplicationReceivedSchema = z.strictObject({
  id: z.uuid(),
  reference: z.string().meta({ description: "What the candidate quotes." }),
});

/** POST /api/job-alerts: nothing, whether a link went out or the address is known already. */
export const JobAlertRequestedSchema = z.strictObject({});

/** POST /api/newsletter/subscriptions: nothing, whether a link went out or the address is known already. */
export const NewsletterSubscriptionTakenSchema = z.strictObject({});

/** A one-click unsubscribe's POST (RFC 8058): /api/job-alerts/unsubscribe/{token}, /api/newsletter/unsubscribe/{token}. */
export const OneClickUnsubscribedSchema = z.strictObject({ unsubscribed: z.literal(true) });
