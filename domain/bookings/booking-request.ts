import { z } from "zod";

import { bookingDomains, defaultBookingDomain, slotLabels } from "./booking";
import { isIsoDate } from "../time/india-dates";
import {
  emailAddress,
  optionalMessageText,
  optionalPersonName,
  personName,
  phoneNumber,
  yourEmailMessages,
  yourMessageTooLong,
  yourNameMessages,
} from "../forms/person-fields";
import { NoticeShownSchema } from "../privacy/notice-shown";
import "../forms/zod-setup";

/** The link name of a consultant's personal booking page, /demo/with/<name>. */
export const consultantPageName = z
  .string()
  .regex(/^[a-z\d]+(?:-[a-z\d]+)*$/, "This booking page is not known.")
  .max(60, "This booking page is not known.");

const invalidPhone = "Please enter a valid phone number (digits, spaces and + - ( ) only).";

/** The booking form and POST /demo/book validate with this; the window and the slot are checked against `now` on the server. */
export const BookingRequestSchema = z.object({
  firstName: personName(100, yourNameMessages("first name", 100)),
  lastName: optionalPersonName(100, yourNameMessages("last name", 100)),
  email: emailAddress(yourEmailMessages),
  phone: phoneNumber(
    { min: 6, max: 30 },
    { required: "Please enter your phone number.", tooLong: invalidPhone, invalid: invalidPhone },
  ),
  message: optionalMessageText(2000, { tooLong: yourMessageTooLong(2000) }),
  domain: z.enum(bookingDomains, { error: "Please choose one of the listed domains." }).default(defaultBookingDomain),
  date: z
    .string({ error: "Please choose a date." })
    .refine(isIsoDate, "Please choose a valid date.")
    .meta({ description: "The call's date in India, YYYY-MM-DD.", format: "date" }),
  time: z
    .string({ error: "Please choose a time." })
    .refine((label) => slotLabels.includes(label), "Please choose one of the offered times.")
    .meta({
      description: 'One of the slots GET /demo/slots/{date} offers, as written there ("10:00 AM" to "5:30 PM").',
    }),
  consultant: consultantPageName.optional().meta({
    description:
      "A consultant's personal booking page (its link name): the call is booked with them or not at all. Without it, the fairest free consultant takes it.",
  }),
  ...NoticeShownSchema.shape,
});

export type BookingRequest = z.infer<typeof BookingRequestSchema>;
export type BookingRequestInput = z.input<typeof BookingRequestSchema>;
