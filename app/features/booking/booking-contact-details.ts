import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

import { BookingRequestSchema } from "~domain/bookings/booking-request";

/** The part of a booking the visitor types; domain, date and time come from the other steps. */
const BookingContactDetailsSchema = BookingRequestSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  message: true,
});

export type BookingContactDetailsInput = z.input<typeof BookingContactDetailsSchema>;
export type BookingContactDetails = z.infer<typeof BookingContactDetailsSchema>;

/** Loaded on demand by the booking form (see lazyResolver). */
export const bookingContactDetailsResolver = zodResolver(BookingContactDetailsSchema);
