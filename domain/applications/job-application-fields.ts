/**
 * The job application's steps, questions, options and starting values, kept apart
 * from its schema so the page can lay out the form without loading zod (see
 * job-application.ts). Careers specification, sections 2, 3 and 9.
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

export const countryOptions = ["India"] as const;
// The specification wrote "New Delhi, Maharashtra, India"; New Delhi is in Delhi.
export const preferredLocations = [
  "Bengaluru, Karnataka, India",
  "Gwalior, Madhya Pradesh, India",
  "New Delhi, Delhi, India",
  "Remote (India)",
] as const;
export type PreferredLocation = (typeof preferredLocations)[number];

/** A place's city as written, for comparing: "New Delhi, Delhi, India" and "new delhi" are one; "Remote (India)" is "remote". */
export const cityOf = (place: string) =>
  place
    .split(",")[0]!
    .replace(/\(.*\)/, "")
    .trim()
    .toLowerCase();

/**
 * The locations an application to a job offers: the usual four, and first the job's own place as
 * its recruiter wrote it where none of the four is its city, so a Noida job's candidates are not
 * offered only Bengaluru, Gwalior, New Delhi and Remote (decision 055).
 */
export function preferredLocationsFor(jobLocation: string): string[] {
  const place = jobLocation.trim();
  const offered = preferredLocations.some((location) => cityOf(location) === cityOf(place));
  return offered || place === "" ? [...preferredLocations] : [place, ...preferredLocations];
}

/**
 * Options as an earlier version wrote them, and what they are now: drizzle/0009 rewrites the stored
 * applications, and a draft saved in a browser before the change comes back with today's wording.
 */
export const renamedPreferredLocations: Readonly<Record<string, PreferredLocation>> = {
  "New Delhi, Maharashtra, India": "New Delhi, Delhi, India",
};

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

/** The two answers the specification fills in before the applicant does (section 9); the schema defaults to them too. */
export const defaultCountry = countryOptions[0];
export const defaultReferred = "No" satisfies (typeof referredOptions)[number];

/** Year choices: the last 70 years, newest first (careers specification, section 5). */
export function yearChoices(now: Date): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 70 }, (_, index) => String(year - index));
}
