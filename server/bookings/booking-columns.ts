import { bookings } from "../db/schema";

/**
 * Who booked a call, what about and when, as the back office's pages and the consultant's
 * calendar event both read it: one list, so a column added for one is there for the other.
 */
export const callColumns = {
  reference: bookings.reference,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  email: bookings.email,
  phone: bookings.phone,
  message: bookings.message,
  domain: bookings.domain,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
};
