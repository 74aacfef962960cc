import { z } from "zod";

import { emailAddress, personName } from "./person-fields";
import "./zod-setup";

/**
 * The four-step job application (careers specification, sections 2-5 and 9).
 * The form validates each step with these rules and the server validates the
 * whole application with them again; every message is quoted from section 5.
 */
export const applicationSteps = [
  { id: "careerProfile", name: "Careers profile", time: "5-10 minutes" },
  { id: "roleInformation", name: "Role Information", time: "less than 1 minute" },
  { id: "voluntarySelfIdentification", name: "Voluntary self-identification", time: "less than 1 minute" },
  { id: "reviewAndSubmit", name: "Review & apply", time: undefined },
] as const;
export type ApplicationStepId = (typeof applicationSteps)[number]["id"];

export const minimumQualificationQuestions = [
  "Do you have a bachelor's degree or equivalent practical experience?",
  "Do you have at least 2 years of related professional experience?",
  "Do you have strong written and verbal communication skills?",
  "Are you comfortable collaborating closely with a team?",
  "Are you able to adapt quickly to new technologies?",
] as const;

export const qualificationAnswers = ["yes", "no", "not_sure"] as const;
export const yesNo = ["yes", "no"] as const;

export const preferredLocations = [
  "Bengaluru, Karnataka, India",
  "Gwalior, Madhya Pradesh, India",
  "New Delhi, Maharashtra, India",
  "Remote (India)",
] as const;

export const genderOptions = ["Female", "Male", "Non-binary", "Prefer not to say"] as const;
export const raceEthnicityOptions = [
  "Asian",
  "Black or African American",
  "Hispanic or Latino",
  "White",
  "Two or More Races",
  "Prefer not to say",
] as const;
export const disabilityOptions = [
  "Yes, I have a disability",
  "No, I do not have a disability",
  "Prefer not to say",
] as const;
export const veteranOptions = ["I am a veteran", "I am not a veteran", "Prefer not to say"] as const;
export const heardAboutOptions = ["Linkedin", "Job Board", "Social Sites"] as const;
export const referredOptions = ["Yes", "No"] as const;

export const resumeLimitBytes = 10 * 1024 * 1024;
export const resumeExtensions = [".pdf", ".doc", ".docx"] as const;

/** "Please answer for "{first 30 characters of question}..."" (careers specification, section 5). */
export const qualificationMessage = (question: string) => `Please answer for "${question.slice(0, 30)}..."`;

/** Year choices: the last 70 years, newest first (careers specification, section 5). */
export function yearChoices(now: Date): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 70 }, (_, index) => String(year - index));
}

const text = (max = 200) => z.string().trim().max(max).default("");
const optionOrEmpty = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options), z.literal("")]).default("");

export const EducationSchema = z.object({
  school: text(),
  degree: text(),
  fieldOfStudy: text(),
  startYear: text(4),
  endYear: text(7),
});

export const WorkExperienceSchema = z.object({
  company: text(),
  jobTitle: text(),
  startDate: text(7),
  endDate: text(7),
  description: text(2000),
});

export const CareerProfileSchema = z.object({
  fullName: personName(200, {
    required: "Full Name is required",
    tooLong: "Full Name can be at most 200 characters.",
    unsafe: 'Full Name cannot contain < > @ , ; " or control characters.',
  }),
  email: emailAddress({ required: "Email is required", tooLong: "Email is invalid", invalid: "Email is invalid" }),
  phone: z.string({ error: "Phone Number is required" }).trim().min(1, "Phone Number is required").max(30),
  country: z.literal("India", "Country is required").default("India"),
  city: z.string({ error: "City is required" }).trim().min(1, "City is required").max(100),
  currentAddress: text(500),
  preferredPronouns: text(50),
  coverLetter: text(10_000),
  education: z.array(EducationSchema).max(20).default([]),
  workExperience: z.array(WorkExperienceSchema).max(30).default([]),
  linkedin: text(500),
  portfolio: text(500),
  github: text(500),
  otherLink: text(500),
});

export const RoleInformationSchema = z.object({
  preferredLocation: z.enum(preferredLocations, "Preferred Location is required"),
  minimumQualifications: z
    .array(z.object({ text: z.string(), answer: z.union([z.enum(qualificationAnswers), z.literal("")]) }))
    .superRefine((answers, context) => {
      minimumQualificationQuestions.forEach((question, index) => {
        if (!answers[index]?.answer)
          context.addIssue({ code: "custom", path: [index], message: qualificationMessage(question) });
      });
    }),
  eligibleToWork: z.enum(yesNo, "Please select if you are legally eligible to work."),
  requiresSponsorship: z.enum(yesNo, "Please select if you will require sponsorship."),
});

export const SelfIdentificationSchema = z.object({
  referred: z.enum(referredOptions).default("No"),
  referrerName: text(200),
  disabilityStatus: optionOrEmpty(disabilityOptions),
  veteranStatus: optionOrEmpty(veteranOptions),
  gender: optionOrEmpty(genderOptions),
  raceEthnicity: optionOrEmpty(raceEthnicityOptions),
  heardAbout: optionOrEmpty(heardAboutOptions),
});

/** Everything but the file: what the server validates, and what Save keeps in the browser. */
export const ApplicationSchema = CareerProfileSchema.extend(RoleInformationSchema.shape).extend(
  SelfIdentificationSchema.shape,
);
export type Application = z.infer<typeof ApplicationSchema>;
export type ApplicationInput = z.input<typeof ApplicationSchema>;
