import type { z } from "zod";

import type { BookingDomain, IsoDate } from "./booking";
import { BookingRequestSchema } from "./booking-request";

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
};

/** A new time for the call, validated like the booking's own date and time. */
export const RescheduleRequestSchema = BookingRequestSchema.pick({ date: true, time: true });
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

/** Why a change was refused, so the page can offer the calendar again after a slot was taken. */
export type ManageRefusal = "gone" | "rule" | "taken";

export type ManageOutcome =
  { ok: true; value: ManagedBooking } | { ok: false; message: string; refusal: ManageRefusal };

/**
 * What the manage page may do with a link's token. Every call answers `undefined` or a
 * "gone" refusal for a wrong token, or one whose call has started, without telling which.
 */
export type BookingManager = {
  find(token: string): Promise<ManagedBooking | undefined>;
  cancel(token: string): Promise<ManageOutcome>;
  reschedule(token: string, to: RescheduleRequest): Promise<ManageOutcome>;
};

/** Where a visitor's manage link points; the token follows. */
export const manageBookingPath = "/demo/manage";
