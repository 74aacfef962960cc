import type { z } from "zod";

import { BookingRequestSchema } from "../../../domain/booking";

/** The part of a booking the visitor types; domain, date and time come from the other steps. */
export const BookingContactDetailsSchema = BookingRequestSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  message: true,
});

export type BookingContactDetailsInput = z.input<typeof BookingContactDetailsSchema>;
export type BookingContactDetails = z.infer<typeof BookingContactDetailsSchema>;

export const emptyContactDetails: BookingContactDetailsInput = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  message: "",
};
