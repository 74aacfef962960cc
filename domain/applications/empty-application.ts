import { defaultCountry, defaultReferred, minimumQualificationQuestions } from "./job-application-fields";
import type { ApplicationInput, EducationInput, WorkExperienceInput } from "./job-application";

/**
 * The values the application form starts from. They live apart from the questions and options
 * (job-application-fields.ts) because they are typed by the schema (job-application.ts), which is
 * built from those options: together, the two modules would need each other. Only types come from
 * the schema's module, so the page still lays out the form without loading zod.
 */

export const emptyEducation = (): Required<EducationInput> => ({
  school: "",
  degree: "",
  fieldOfStudy: "",
  startYear: "",
  endYear: "",
});

export const emptyWorkExperience = (): Required<WorkExperienceInput> => ({
  company: "",
  jobTitle: "",
  startDate: "",
  endDate: "",
  description: "",
});

/**
 * The application before the applicant has typed anything: every field present (the
 * form sends each one), one blank education and work entry to fill in, and each
 * qualification question waiting for its answer.
 */
export const emptyApplication = (): Required<ApplicationInput> => ({
  fullName: "",
  email: "",
  phone: "",
  country: defaultCountry,
  city: "",
  currentAddress: "",
  preferredPronouns: "",
  coverLetter: "",
  education: [emptyEducation()],
  workExperience: [emptyWorkExperience()],
  linkedin: "",
  portfolio: "",
  github: "",
  otherLink: "",
  preferredLocation: "",
  minimumQualifications: minimumQualificationQuestions.map((text) => ({ text, answer: "" })),
  eligibleToWork: "",
  requiresSponsorship: "",
  referred: defaultReferred,
  referrerName: "",
  disabilityStatus: "",
  veteranStatus: "",
  gender: "",
  raceEthnicity: "",
  heardAbout: "",
});
