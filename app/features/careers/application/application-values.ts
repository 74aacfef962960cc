import {
  CareerProfileSchema,
  RoleInformationSchema,
  SelfIdentificationSchema,
  minimumQualificationQuestions,
  resumeExtensions,
  resumeLimitBytes,
  type ApplicationStepId,
} from "~domain/job-application";
import { fieldErrors } from "~domain/field-errors";

export type EducationEntry = {
  school: string;
  degree: string;
  fieldOfStudy: string;
  startYear: string;
  endYear: string;
};
export type ExperienceEntry = {
  company: string;
  jobTitle: string;
  startDate: string;
  endDate: string;
  description: string;
};

/** The application draft as the form holds it: every field a string, lists as arrays (careers specification, section 3). */
export type ApplicationValues = {
  fullName: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  currentAddress: string;
  preferredPronouns: string;
  coverLetter: string;
  education: EducationEntry[];
  workExperience: ExperienceEntry[];
  linkedin: string;
  portfolio: string;
  github: string;
  otherLink: string;
  preferredLocation: string;
  minimumQualifications: { text: string; answer: string }[];
  eligibleToWork: string;
  requiresSponsorship: string;
  referred: string;
  referrerName: string;
  disabilityStatus: string;
  veteranStatus: string;
  gender: string;
  raceEthnicity: string;
  heardAbout: string;
};

export const emptyEducation = (): EducationEntry => ({
  school: "",
  degree: "",
  fieldOfStudy: "",
  startYear: "",
  endYear: "",
});
export const emptyExperience = (): ExperienceEntry => ({
  company: "",
  jobTitle: "",
  startDate: "",
  endDate: "",
  description: "",
});

export const emptyApplication = (): ApplicationValues => ({
  fullName: "",
  email: "",
  phone: "",
  country: "India",
  city: "",
  currentAddress: "",
  preferredPronouns: "",
  coverLetter: "",
  education: [emptyEducation()],
  workExperience: [emptyExperience()],
  linkedin: "",
  portfolio: "",
  github: "",
  otherLink: "",
  preferredLocation: "",
  minimumQualifications: minimumQualificationQuestions.map((text) => ({ text, answer: "" })),
  eligibleToWork: "",
  requiresSponsorship: "",
  referred: "No",
  referrerName: "",
  disabilityStatus: "",
  veteranStatus: "",
  gender: "",
  raceEthnicity: "",
  heardAbout: "",
});

const stepSchemas = {
  careerProfile: CareerProfileSchema,
  roleInformation: RoleInformationSchema,
  voluntarySelfIdentification: SelfIdentificationSchema,
} as const;

/** The messages of one step, keyed by field ("minimumQualifications.2" for a question); the review step checks them all. */
export function validateStep(
  step: ApplicationStepId,
  values: ApplicationValues,
  resume: File | undefined,
): Record<string, string> {
  if (step === "reviewAndSubmit") {
    return {
      ...validateStep("careerProfile", values, resume),
      ...validateStep("roleInformation", values, resume),
      ...validateStep("voluntarySelfIdentification", values, resume),
    };
  }
  const result = stepSchemas[step].safeParse(values);
  const errors = result.success ? {} : fieldErrors(result.error);
  if (step === "careerProfile") {
    const resumeError = checkResume(resume);
    if (resumeError) errors.resume = resumeError;
  }
  return errors;
}

function checkResume(resume: File | undefined): string | undefined {
  if (!resume) return "Resume is required";
  const lower = resume.name.toLowerCase();
  if (!resumeExtensions.some((extension) => lower.endsWith(extension))) return "Resume must be a PDF, DOC or DOCX file";
  if (resume.size > resumeLimitBytes) return "Resume must be 10MB or smaller";
  return undefined;
}
