import { z } from "zod";

import { bookingDomains, defaultBookingDomain, isIsoDate, slotLabels } from "./booking";
import { emailAddress, optionalPersonName, personName, yourEmailMessages, yourNameMessages } from "./person-fields";
import "./zod-setup";

const phonePattern = /^[0-9 +\-()]{6,30}$/;

/** The booking form and POST /demo/book validate with this; the window and the slot are checked against `now` on the server. */
export const BookingRequestSchema = z.object({
  firstName: personName(100, yourNameMessages("first name", 100)),
  lastName: optionalPersonName(100, yourNameMessages("last name", 100)),
  email: emailAddress(yourEmailMessages),
  phone: z
    .string({ error: "Please enter your phone number." })
    .trim()
    .min(1, "Please enter your phone number.")
    .regex(phonePattern, "Please enter a valid phone number (digits, spaces and + - ( ) only)."),
  message: z.string().trim().max(2000, "Your message can be at most 2000 characters.").default(""),
  domain: z.enum(bookingDomains, { error: "Please choose one of the listed domains." }).default(defaultBookingDomain),
  date: z.string({ error: "Please choose a date." }).refine(isIsoDate, "Please choose a valid date."),
  time: z
    .string({ error: "Please choose a time." })
    .refine((label) => slotLabels.includes(label), "Please choose one of the offered times."),
});

export type BookingRequest = z.infer<typeof BookingRequestSchema>;
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;
