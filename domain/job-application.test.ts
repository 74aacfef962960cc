import { describe, expect, it } from "vitest";

import {
  ApplicationSchema,
  CareerProfileSchema,
  RoleInformationSchema,
  minimumQualificationQuestions,
  qualificationMessage,
  yearChoices,
} from "./job-application";
import { fieldErrors } from "./field-errors";

const profile = { fullName: "Aditi Rao", email: "aditi.rao@example.in", phone: "+91 90000 11111", city: "Gwalior" };
const answered = minimumQualificationQuestions.map((question) => ({ text: question, answer: "yes" as const }));
const role = {
  preferredLocation: "Remote (India)",
  minimumQualifications: answered,
  eligibleToWork: "yes",
  requiresSponsorship: "no",
};

const errorsOf = (schema: typeof CareerProfileSchema | typeof RoleInformationSchema, input: object) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("careers profile rules", () => {
  it("accepts a complete profile with India as the country", () => {
    expect(CareerProfileSchema.parse(profile)).toMatchObject({ ...profile, country: "India", education: [] });
  });

  it("answers every message of the specification word for word", () => {
    expect(errorsOf(CareerProfileSchema, {})).toEqual({
      fullName: "Full Name is required",
      email: "Email is required",
      phone: "Phone Number is required",
      city: "City is required",
    });
    expect(errorsOf(CareerProfileSchema, { ...profile, email: "aditi@" })).toEqual({ email: "Email is invalid" });
  });
});

describe("role information rules", () => {
  it("needs a location, an answer to each question and both selections", () => {
    expect(errorsOf(RoleInformationSchema, { minimumQualifications: [] })).toEqual({
      preferredLocation: "Preferred Location is required",
      ...Object.fromEntries(
        minimumQualificationQuestions.map((question, index) => [
          `minimumQualifications.${index}`,
          qualificationMessage(question),
        ]),
      ),
      eligibleToWork: "Please select if you are legally eligible to work.",
      requiresSponsorship: "Please select if you will require sponsorship.",
    });
  });

  it("quotes the first 30 characters of the question", () => {
    expect(qualificationMessage(minimumQualificationQuestions[0])).toBe(
      'Please answer for "Do you have a bachelor\'s degre..."',
    );
  });

  it("accepts yes, no and not_sure", () => {
    const mixed = answered.map((entry, index) => ({
      ...entry,
      answer: (["yes", "no", "not_sure"] as const)[index % 3]!,
    }));
    expect(errorsOf(RoleInformationSchema, { ...role, minimumQualifications: mixed })).toEqual({});
  });
});

describe("the whole application", () => {
  it("defaults the self-identification to not referred and nothing chosen", () => {
    expect(ApplicationSchema.parse({ ...profile, ...role })).toMatchObject({
      referred: "No",
      gender: "",
      heardAbout: "",
    });
  });

  it("rejects an option that is not offered", () => {
    expect(ApplicationSchema.safeParse({ ...profile, ...role, gender: "Robot" }).success).toBe(false);
  });
});

it("offers the last 70 years", () => {
  const years = yearChoices(new Date("2026-11-21T00:00:00Z"));
  expect(years).toHaveLength(70);
  expect(years[0]).toBe("2026");
  expect(years.at(-1)).toBe("1957");
});
