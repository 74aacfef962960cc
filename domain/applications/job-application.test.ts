import { describe, expect, it } from "vitest";
import type { z } from "zod";

import {
  ApplicationSchema,
  CareerProfileSchema,
  ResumeSchema,
  RoleInformationSchema,
  applicationStepRules,
  minimumQualificationQuestions,
  qualificationMessage,
  resumeLimitBytes,
} from "./job-application";
import { emptyApplication } from "./empty-application";
import { fieldErrors } from "../forms/field-errors";

const profile = { fullName: "Aditi Rao", email: "aditi.rao@example.in", phone: "+91 90000 11111", city: "Gwalior" };
const answered = minimumQualificationQuestions.map((question) => ({ text: question, answer: "yes" as const }));
const role = {
  preferredLocation: "Remote (India)",
  minimumQualifications: answered,
  eligibleToWork: "yes",
  requiresSponsorship: "no",
};

/** What an empty step 1 and step 2 answer, word for word (careers specification, section 5). */
const profileMessages = {
  fullName: "Full Name is required",
  email: "Email is required",
  phone: "Phone Number is required",
  city: "City is required",
};
const roleMessages = {
  preferredLocation: "Preferred Location is required",
  ...Object.fromEntries(
    minimumQualificationQuestions.map((question, index) => [
      `minimumQualifications.${index}`,
      qualificationMessage(question),
    ]),
  ),
  eligibleToWork: "Please select if you are legally eligible to work.",
  requiresSponsorship: "Please select if you will require sponsorship.",
};

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("careers profile rules", () => {
  it("accepts a complete profile with India as the country", () => {
    expect(CareerProfileSchema.parse(profile)).toMatchObject({ ...profile, country: "India", education: [] });
  });

  it("answers every message of the specification word for word", () => {
    expect(errorsOf(CareerProfileSchema, {})).toEqual(profileMessages);
    expect(errorsOf(CareerProfileSchema, { ...profile, email: "aditi@" })).toEqual({ email: "Email is invalid" });
  });

  it("takes a phone number as people write it, and nothing else", () => {
    expect(errorsOf(CareerProfileSchema, { ...profile, phone: "call me" })).toEqual({
      phone: "Phone Number is invalid",
    });
    expect(errorsOf(CareerProfileSchema, { ...profile, phone: "9".repeat(31) })).toEqual({
      phone: "Phone Number can be at most 30 characters.",
    });
  });
});

describe("the resume", () => {
  const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

  it("is required, a PDF, DOC or DOCX file, and at most 10MB", () => {
    expect(errorsOf(ResumeSchema, undefined)).toEqual({ form: "Resume is required" });
    expect(errorsOf(ResumeSchema, file("cv.txt"))).toEqual({ form: "Resume must be a PDF, DOC or DOCX file" });
    expect(errorsOf(ResumeSchema, file("cv.pdf", resumeLimitBytes + 1))).toEqual({
      form: "Resume must be 10MB or smaller",
    });
  });

  it("accepts the three types whatever the case of their extension, up to exactly 10MB", () => {
    for (const name of ["CV.PDF", "cv.doc", "cv.Docx"]) expect(errorsOf(ResumeSchema, file(name))).toEqual({});
    expect(errorsOf(ResumeSchema, file("cv.pdf", resumeLimitBytes))).toEqual({});
  });
});

describe("role information rules", () => {
  it("needs a location, an answer to each question and both selections", () => {
    expect(errorsOf(RoleInformationSchema, { minimumQualifications: [] })).toEqual(roleMessages);
  });

  it("answers an unanswered choice, which the form holds as empty, with the same messages", () => {
    expect(errorsOf(RoleInformationSchema, { ...role, preferredLocation: "", requiresSponsorship: "" })).toEqual({
      preferredLocation: "Preferred Location is required",
      requiresSponsorship: "Please select if you will require sponsorship.",
    });
    // Which places a job offers is the job's (preferredLocationsFor): the server checks the choice against it.
    expect(errorsOf(RoleInformationSchema, { ...role, preferredLocation: "Noida" })).toEqual({});
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

describe("the form's steps", () => {
  const resume = new File(["%PDF-1.4"], "cv.pdf");

  it("check only their own fields", () => {
    expect(
      Object.keys(errorsOf(applicationStepRules.roleInformation, { ...profile, minimumQualifications: [] })),
    ).toEqual([
      "preferredLocation",
      ...minimumQualificationQuestions.map((_, index) => `minimumQualifications.${index}`),
      "eligibleToWork",
      "requiresSponsorship",
    ]);
    expect(errorsOf(applicationStepRules.careerProfile, { ...role, ...profile })).toEqual({
      resume: "Resume is required",
    });
    expect(errorsOf(applicationStepRules.voluntarySelfIdentification, {})).toEqual({});
  });

  it("ask, for the empty application on the review step, exactly what the specification requires", () => {
    expect(errorsOf(applicationStepRules.reviewAndSubmit, emptyApplication())).toEqual({
      ...profileMessages,
      ...roleMessages,
      resume: "Resume is required",
    });
  });

  it("check everything, the resume included, on the review step", () => {
    expect(errorsOf(applicationStepRules.reviewAndSubmit, { ...profile, ...role, resume })).toEqual({});
    expect(Object.keys(errorsOf(applicationStepRules.reviewAndSubmit, { ...profile, resume }))).toContain(
      "preferredLocation",
    );
  });
});
