import type { z } from "zod";

import { BookingRequestSchema } from "./booking-request";
import { company } from "../site/company";

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
