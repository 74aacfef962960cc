import { pickColumns } from "../db/columns";
import { bookings } from "../db/schema";

/**
 * Who booked a call, what about and when, as the back office's pages and the consultant's
 * calendar event both read it: one list, so a column added for one is there for the other.
 */
export const callColumns = pickColumns(
  bookings,
  "reference",
  "firstName",
  "lastName",
  "email",
  "phone",
  "message",
  "domain",
  "startsAt",
  "endsAt",
);
