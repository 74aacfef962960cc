import { describe, expect, it } from "vitest";
import { z } from "zod";

import { BookingRequestSchema } from "../bookings/booking-request";
import { ContactSubmissionSchema } from "../enquiries/contact-enquiry";
import { fieldErrors } from "./field-errors";
import { ApplicationSchema } from "../applications/job-application";

/** zod's own wording, written for developers. */
const developerWords = /Invalid input|expected|received|undefined|Too (big|small)|NaN/;

describe("the messages a visitor can be shown", () => {
  it.each([
    ["the contact form", ContactSubmissionSchema],
    ["the booking form", BookingRequestSchema],
    ["the application", ApplicationSchema],
  ])("%s answers sentences for wrong types, missing fields and oversized values", (_form, schema) => {
    const wrongTypes = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, { nested: [1, 2] }]));
    const oversized = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, "x".repeat(20_000)]));
    for (const input of [wrongTypes, oversized, {}, null, [], 42]) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const message of Object.values(fieldErrors(result.error!))) {
        expect(message).not.toMatch(developerWords);
        expect(message).toMatch(/^[A-Z"].*[.?!"]$|is (required|invalid)$/);
      }
    }
  });

  it("words a missing list in the application as a sentence", () => {
    const result = ApplicationSchema.safeParse({ education: "not a list" });
    expect(fieldErrors(result.error!).education).toBe("This must be a list.");
  });
});

describe("how zod checks", () => {
  it("compiles its object checks on the server, where no Content Security Policy forbids it", () => {
    expect(z.config().jitless).toBe(false);
  });
});
