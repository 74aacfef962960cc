import { describe, expect, it } from "vitest";

import {
  ApplicationSchema,
  applicationStepRules,
  minimumQualificationQuestions,
  qualificationMessage,
} from "./job-application";
import { emptyApplication, yearChoices } from "./job-application-fields";
import { fieldErrors } from "./field-errors";

describe("the empty application", () => {
  it("asks, on review, for exactly what the specification requires, in its words", () => {
    const result = applicationStepRules.reviewAndSubmit.safeParse(emptyApplication());
    expect(fieldErrors(result.error!)).toEqual({
      fullName: "Full Name is required",
      email: "Email is required",
      phone: "Phone Number is required",
      city: "City is required",
      preferredLocation: "Preferred Location is required",
      ...Object.fromEntries(
        minimumQualificationQuestions.map((question, index) => [
          `minimumQualifications.${index}`,
          qualificationMessage(question),
        ]),
      ),
      eligibleToWork: "Please select if you are legally eligible to work.",
      requiresSponsorship: "Please select if you will require sponsorship.",
      resume: "Resume is required",
    });
  });

  it("starts every field the schema fills in at the schema's own default", () => {
    const empty = emptyApplication();
    const filledIn = Object.entries(ApplicationSchema.shape).filter(([, rule]) => rule.safeParse(undefined).success);
    expect(filledIn.length).toBeGreaterThan(15);
    for (const [field, rule] of filledIn) {
      const start = empty[field as keyof typeof empty];
      // The form shows one blank entry of each list to fill in; the server's default is none.
      const expected = Array.isArray(start) ? [] : start;
      expect(rule.parse(undefined), field).toEqual(expected);
    }
  });

  it("gives each call its own lists", () => {
    const first = emptyApplication();
    first.education[0]!.school = "MITS Gwalior";
    expect(emptyApplication().education[0]!.school).toBe("");
  });
});

it("offers the last 70 years", () => {
  const years = yearChoices(new Date("2026-11-21T00:00:00Z"));
  expect(years).toHaveLength(70);
  expect(years[0]).toBe("2026");
  expect(years.at(-1)).toBe("1957");
});
