import { describe, expect, it } from "vitest";

import { fieldErrors } from "../forms/field-errors";
import { OwnActionSchema } from "./actions";

const errorsOf = (input: Record<string, string>) => {
  const parsed = OwnActionSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("the forms of a person's own data page", () => {
  it("takes a correction by the house's rules for names and phones, trimmed, and an empty phone or city", () => {
    expect(
      OwnActionSchema.parse({ intent: "correct", firstName: " Kavya ", lastName: "", phone: "", city: " Kochi " }),
    ).toEqual({ intent: "correct", firstName: "Kavya", lastName: "", phone: "", city: "Kochi" });
    expect(
      errorsOf({ intent: "correct", firstName: "", lastName: "<b>", phone: "call me", city: "x".repeat(101) }),
    ).toEqual({
      firstName: "Please enter your first name.",
      lastName: 'Your last name cannot contain < > @ , ; " or control characters.',
      phone: "A phone number may contain only digits, spaces and + - ( ).",
      city: "Your city can be at most 100 characters.",
    });
    expect(errorsOf({ intent: "correct", firstName: "Kavya", phone: "12" })).toEqual({
      phone: "Please enter a valid phone number.",
    });
  });

  it("refuses an intent the page does not have, and a record id that is not one", () => {
    expect(errorsOf({ intent: "delete-everyone" })).toEqual({
      intent: "This is not something the page can do. Please use one of its buttons.",
    });
    expect(errorsOf({ intent: "cancel-call", bookingId: "1 or 1=1" })).toEqual({
      bookingId: "This call is not one of yours.",
    });
    expect(errorsOf({ intent: "withdraw-application" })).toEqual({
      applicationId: "This application is not one of yours.",
    });
  });
});
