import { describe, expect, it } from "vitest";

import { ContactEnquirySchema, ContactSubmissionSchema } from "./contact-enquiry";
import { fieldErrors } from "../forms/field-errors";

const valid = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya.sharma@example.in",
  phone: "+91 98100 12345",
  message: "We need an inventory app for our three warehouses in Gurugram.",
};

const errorsOf = (input: unknown) => {
  const result = ContactEnquirySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("ContactEnquirySchema", () => {
  it("accepts a complete enquiry and trims it", () => {
    expect(ContactEnquirySchema.parse({ ...valid, firstName: "  Priya " })).toEqual(valid);
  });

  it("treats the phone as optional", () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(ContactEnquirySchema.parse(withoutPhone).phone).toBe("");
    expect(ContactEnquirySchema.parse({ ...valid, phone: "" }).phone).toBe("");
  });

  it.each([
    ["firstName", "", "Please enter your first name."],
    ["firstName", "   ", "Please enter your first name."],
    ["lastName", "", "Please enter your last name."],
    ["email", "", "Please enter your email address."],
    ["email", "priya@", "Please enter a valid email address."],
    ["message", "", "Please enter your message."],
    ["phone", "call me", "A phone number may contain only digits, spaces and + - ( )."],
    ["phone", 42, "Please enter a valid phone number."],
    ["phone", "9".repeat(31), "Your phone number can be at most 30 characters."],
    ["message", "a".repeat(5001), "Your message can be at most 5000 characters."],
  ])("rejects %s=%j with a clear message", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ["firstName", 100],
    ["lastName", 100],
    ["phone", 30],
    ["message", 5000],
  ])("bounds %s at %i characters", (field, max) => {
    const fill = field === "phone" ? "9" : "a";
    expect(errorsOf({ ...valid, [field]: fill.repeat(max) })).toEqual({});
    expect(Object.keys(errorsOf({ ...valid, [field]: fill.repeat(max + 1) }))).toEqual([field]);
  });

  it("bounds the e-mail address at 254 characters", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`;
    expect(at254).toHaveLength(254);
    expect(errorsOf({ ...valid, email: at254 })).toEqual({});
    expect(Object.keys(errorsOf({ ...valid, email: `x${at254}` }))).toEqual(["email"]);
  });

  it("rejects wrong types and missing fields", () => {
    expect(errorsOf({ ...valid, firstName: 42, message: null })).toEqual({
      firstName: "Please enter your first name.",
      message: "Please enter your message.",
    });
    expect(Object.keys(errorsOf({}))).toEqual(["firstName", "lastName", "email", "message"]);
  });
});

describe("ContactSubmissionSchema", () => {
  it("defaults the source to the contact page and accepts the known forms", () => {
    expect(ContactSubmissionSchema.parse(valid).source).toBe("contact");
    expect(ContactSubmissionSchema.parse({ ...valid, source: "testimonials" }).source).toBe("testimonials");
    expect(ContactSubmissionSchema.parse({ ...valid, source: "project:retail-erp" }).source).toBe("project:retail-erp");
  });

  it("rejects an unknown source", () => {
    expect(ContactSubmissionSchema.safeParse({ ...valid, source: "elsewhere" }).success).toBe(false);
  });
});
