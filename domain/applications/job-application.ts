import { z } from "zod";

import {
  countryOptions,
  defaultCountry,
  defaultReferred,
  disabilityOptions,
  genderOptions,
  heardAboutOptions,
  minimumQualificationQuestions,
  preferredLocations,
  qualificationAnswers,
  raceEthnicityOptions,
  referredOptions,
  veteranOptions,
  yesNo,
  type ApplicationStepId,
} from "./job-application-fields";
import { emailAddress, optionalMessageText, personName, phoneNumber } from "../forms/person-fields";
import "../forms/zod-setup";

// The four-step job application (careers specification, sections 2-5 and 9). The form
// validates each step with these rules and the server validates the whole application
// with them again; every message is quoted from section 5. What the page needs before
// any rule runs (steps, options, the empty application) is in job-application-fields.ts.

// The server and its tests read the questions here, beside the rule that wants an answer to each.
export { minimumQualificationQuestions };

export const resumeLimitBytes = 10 * 1024 * 1024;
const resumeExtensions = [".pdf", ".doc", ".docx"] as const;

/** "Please answer for "{first 30 characters of question}..."" (careers specification, section 5). */
export const qualificationMessage = (question: string) => `Please answer for "${question.slice(0, 30)}..."`;

const text = (max = 200) => z.string().trim().max(max).default("");
type Options = readonly [string, ...string[]];
const optionOrEmpty = <T extends Options>(options: T) => z.union([z.enum(options), z.literal("")]).default("");

/** A choice the form starts unanswered: "" goes in, and only one of the options comes out. */
const requiredChoice = <T extends Options>(options: T, message: string) =>
  z.union([z.literal(""), z.enum(options)], message).pipe(z.enum(options, message));

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
    webAddress: "Full Name cannot contain a web address.",
    encodedWord: 'Full Name cannot contain "=?".',
  }),
  email: emailAddress({ required: "Email is required", tooLong: "Email is invalid", invalid: "Email is invalid" }),
  phone: phoneNumber(
    { max: 30 },
    {
      required: "Phone Number is required",
      tooLong: "Phone Number can be at most 30 characters.",
      invalid: "Phone Number is invalid",
    },
  ),
  country: z.enum(countryOptions, "Country is required").default(defaultCountry),
  city: z.string({ error: "City is required" }).trim().min(1, "City is required").max(100),
  currentAddress: text(500),
  preferredPronouns: text(50),
  coverLetter: optionalMessageText(10_000, { tooLong: "Cover Letter can be at most 10000 characters." }),
  education: z.array(EducationSchema).max(20).default([]),
  workExperience: z.array(WorkExperienceSchema).max(30).default([]),
  linkedin: text(500),
  portfolio: text(500),
  github: text(500),
  otherLink: text(500),
});

export const RoleInformationSchema = z.object({
  // One of the job's own choices (preferredLocationsFor), which the server checks against the job.
  preferredLocation: z
    .string("Preferred Location is required")
    .trim()
    .min(1, "Preferred Location is required")
    .max(100, "Preferred Location is required")
    .describe(
      `One of the places the job offers: ${preferredLocations.join("; ")}, and the job's own location where it is none of these.`,
    ),
  minimumQualifications: z
    .array(z.object({ text: z.string(), answer: z.union([z.enum(qualificationAnswers), z.literal("")]) }))
    .superRefine((answers, context) => {
      minimumQualificationQuestions.forEach((question, index) => {
        if (!answers[index]?.answer)
          context.addIssue({ code: "custom", path: [index], message: qualificationMessage(question) });
      });
    }),
  eligibleToWork: requiredChoice(yesNo, "Please select if you are legally eligible to work."),
  requiresSponsorship: requiredChoice(yesNo, "Please select if you will require sponsorship."),
});

export const SelfIdentificationSchema = z.object({
  referred: z.enum(referredOptions).default(defaultReferred),
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
export type EducationInput = z.input<typeof EducationSchema>;
export type WorkExperienceInput = z.input<typeof WorkExperienceSchema>;

const hasResumeExtension = (fileName: string) =>
  resumeExtensions.some((extension) => fileName.toLowerCase().endsWith(extension));

/**
 * The resume as the form holds it: nothing until the applicant chooses a file, then
 * the browser's file. The server reads the upload with its own limits and checks the
 * content's type, not only the name.
 */
export const ResumeSchema = z
  .file()
  .optional()
  .pipe(
    z
      .file("Resume is required")
      .refine((file) => hasResumeExtension(file.name), "Resume must be a PDF, DOC or DOCX file")
      .max(resumeLimitBytes, "Resume must be 10MB or smaller"),
  );

/** What the form checks before it opens the next step (section 4); the review step checks everything. */
export const applicationStepRules = {
  careerProfile: CareerProfileSchema.extend({ resume: ResumeSchema }),
  roleInformation: RoleInformationSchema,
  voluntarySelfIdentification: SelfIdentificationSchema,
  reviewAndSubmit: ApplicationSchema.extend({ resume: ResumeSchema }),
} satisfies Record<ApplicationStepId, z.ZodType>;

/** The application form's values: the draft and the resume. */
export type ApplicationFormInput = z.input<typeof applicationStepRules.reviewAndSubmit>;
