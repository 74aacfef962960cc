import { z } from "zod";

import { BookingRequestSchema } from "./booking-request";
import { company } from "../company/company";

/**
 * How often a visitor may move their call with its links. Each move mails the visitor and sales;
 * past this a person at the company finds the time with them.
 */
export const visitorMovesAllowed = 3;

/** What the page and a refused move say once the call has been moved as often as a link allows. */
export const noMoreMovesMessage =
  `Your call has been moved ${visitorMovesAllowed} times, the most a link allows, so it cannot be moved again here. ` +
  `To change it, please e-mail ${company.salesEmail} or call ${company.phone.display} (${company.hours}), quoting your reference.`;

/** A new time for the call, validated like the booking's own date and time. */
export const RescheduleRequestSchema = BookingRequestSchema.pick({ date: true, time: true });
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

/** Where a visitor's manage link points; the token follows. */
export const manageBookingPath = "/demo/manage";

/**
 * The notice sales may ask before a visitor moves or cancels their call through a link, in whole
 * hours: 0, the default, keeps changes open until the call starts. A week at most:
 * a longer one would close the link of a call booked a few days ahead before its visitor had any use of it.
 */
export const changeNoticeLimits = { max: 168, defaultHours: 0 } as const;

export const changeNoticeInvalidMessage = `Please enter a whole number of hours from 0 to ${changeNoticeLimits.max}.`;

/** A notice as stored and as the server takes it. */
export const changeNoticeHoursSchema = z
  .number()
  .int(changeNoticeInvalidMessage)
  .min(0, changeNoticeInvalidMessage)
  .max(changeNoticeLimits.max, `A notice can be at most ${changeNoticeLimits.max} hours (a week).`);

/** The back office's form: digits only, so "1e2" or "0x10" is not taken for a number. */
export const ChangeNoticeSchema = z.object({
  hours: z
    .string({ error: "Please enter a number of hours (0: until the call starts)." })
    .trim()
    .min(1, "Please enter a number of hours (0: until the call starts).")
    .regex(/^\d{1,4}$/, changeNoticeInvalidMessage)
    .transform(Number)
    .pipe(changeNoticeHoursSchema),
});

/** "1 hour", "24 hours". */
export const hoursOf = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);

/** What the manage page says while changes are open. */
export const changeNoticeRule = (hours: number) =>
  `You can move or cancel this call up to ${hoursOf(hours)} before it starts.`;

/** What the manage page says once the notice has begun, and what the server answers a change then. */
export const changeNoticePassedMessage = (hours: number) =>
  `Your call starts in less than ${hoursOf(hours)}, so it can no longer be moved or cancelled here. ` +
  "To change it, please reply to your confirmation e-mail.";

/** Whether the notice has begun: changes are taken up to `hours` before the start, that instant included. */
export const changesClosed = (startsAt: Date, now: Date, hours: number) =>
  hours > 0 && now.getTime() > startsAt.getTime() - hours * 3_600_000;
