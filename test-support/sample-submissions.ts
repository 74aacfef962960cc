import type { BookingRequest } from "../domain/bookings/booking-request";
import { isoDate } from "../domain/time/india-dates";

/** Valid submissions the API tests start from, each changing only what it is about. */

/** Monday 23 November 2026, 9:00 in India: 24 November 11:30 AM is a bookable slot. */
export const bookingNow = new Date("2026-11-23T09:00:00+05:30");

/** Typed as the schema's output, so services take it as it is and routes as a payload. */
export const sampleBooking: BookingRequest = {
  firstName: "Meera",
  lastName: "Kapoor",
  email: "meera.kapoor@example.in",
  phone: "+91 98111 22334",
  message: "We want to move our billing system to the cloud.",
  domain: "Cloud services",
  date: isoDate("2026-11-24"),
  time: "11:30 AM",
};

export const sampleEnquiry = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya.sharma@example.in",
  phone: "+91 98100 12345",
  message: "We need an inventory app for our three warehouses in Gurugram.",
};

/** The site's public address in service tests: links in e-mails start with it. */
export const testSiteUrl = "http://site.test";
