import type { z } from "zod";

import type { BookingDomain, IsoDate } from "./booking";
import { BookingRequestSchema } from "./booking-request";
import { company } from "./company";

/**
 * How often a visitor may move their call with its links. Each move mails the visitor and sales;
 * past this a person at the company finds the time with them.
 */
export const visitorMovesAllowed = 3;

/** What the page and a refused move say once the call has been moved as often as a link allows. */
export const noMoreMovesMessage =
  `Your call has been moved ${visitorMovesAllowed} times, the most a link allows, so it cannot be moved again here. ` +
  `To change it, please e-mail ${company.salesEmail} or call ${company.phone.display} (${company.hours}), quoting your reference.`;

/** What the visitor's own page shows of their call (/demo/manage/:token). */
export type ManagedBooking = {
  reference: string;
  firstName: string;
  domain: BookingDomain;
  status: "confirmed" | "cancelled";
  /** ISO instant; the page shows it in India time. */
  startsAt: string;
  /** The slot as the booking widget names it: the date in India and the slot label. */
  date: IsoDate;
  time: string;
  /** How many more times the visitor may move the call with a link (visitorMovesAllowed at first). */
  movesLeft: number;
};

/** A new time for the call, validated like the booking's own date and time. */
export const RescheduleRequestSchema = BookingRequestSchema.pick({ date: true, time: true });
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

/**
 * Why a change was refused, so the page can offer the calendar again after a slot was taken;
 * "busy": the visitor's quota of changes is spent for now.
 */
export type ManageRefusal = "gone" | "rule" | "taken" | "busy";

export type ManageOutcome =
  { ok: true; value: ManagedBooking } | { ok: false; message: string; refusal: ManageRefusal };

/**
 * What the manage page may do with a link's token. Every call answers `undefined` or a
 * "gone" refusal for a wrong token, or one whose call has started, without telling which.
 * A change spends a quota of the booking's and one of `clientIp`'s.
 */
export type BookingManager = {
  find(token: string): Promise<ManagedBooking | undefined>;
  cancel(token: string, clientIp: string): Promise<ManageOutcome>;
  reschedule(token: string, to: RescheduleRequest, clientIp: string): Promise<ManageOutcome>;
};

/** Where a visitor's manage link points; the token follows. */
export const manageBookingPath = "/demo/manage";
