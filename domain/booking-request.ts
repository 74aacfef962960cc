import { z } from "zod";

import { bookingDomains, defaultBookingDomain, isIsoDate, slotLabels } from "./booking";
import "./zod-setup";

const phonePattern = /^[0-9 +\-()]{6,30}$/;

/** The booking form and POST /demo/book validate with this; the window and the slot are checked against `now` on the server. */
export const BookingRequestSchema = z.object({
  firstName: z
    .string({ error: "Please enter your first name." })
    .trim()
    .min(1, "Please enter your first name.")
    .max(100, "Your first name can be at most 100 characters."),
  lastName: z.string().trim().max(100, "Your last name can be at most 100 characters.").default(""),
  email: z
    .string({ error: "Please enter your email address." })
    .trim()
    .min(1, "Please enter your email address.")
    .max(254, "Your email address can be at most 254 characters.")
    .pipe(z.email("Please enter a valid email address.")),
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
