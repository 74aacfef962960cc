import { format } from "date-fns";

import { calendarDay, isIsoDate } from "../time/india-dates";
import type { EducationInput, WorkExperienceInput } from "./job-application";

/**
 * A candidate's answers as people read them: on the application's review step, on its page
 * in the back office and in the CSV export.
 */

/** "not_sure" reads "Not sure": answers capitalised, underscores as spaces (careers specification, section 2). */
export const displayAnswer = (answer: string) => {
  const spaced = answer.replace(/_/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** "(2016 – 2020)", "(from 2016)", or nothing when neither end was given. */
function period(start = "", end = ""): string {
  if (start && end) return `(${start} – ${end})`;
  if (start) return `(from ${start})`;
  return end ? `(until ${end})` : "";
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(" ");

/** "B.Tech in Computer Science from MITS Gwalior (2016 – 2020)"; parts left blank are left out, a blank entry is "". */
export function educationLine({ degree = "", fieldOfStudy = "", school = "", startYear, endYear }: EducationInput) {
  const title = degree && fieldOfStudy ? `${degree} in ${fieldOfStudy}` : degree || fieldOfStudy;
  const where = title && school ? `${title} from ${school}` : title || school;
  return where ? joined(where, period(startYear, endYear)) : "";
}

/** The form's month, "2019-04", as people write it: "Apr 2019"; "Present", or anything else, as it came. */
function monthWords(month = "") {
  const firstDay = `${month}-01`;
  return isIsoDate(firstDay) ? format(calendarDay(firstDay), "MMM yyyy") : month;
}

/** "Engineer at Infosys (Jul 2020 – Present)"; parts left blank are left out, a blank entry is "". */
export function experienceLine({ jobTitle = "", company = "", startDate, endDate }: WorkExperienceInput) {
  const what = jobTitle && company ? `${jobTitle} at ${company}` : jobTitle || company;
  return what ? joined(what, period(monthWords(startDate), monthWords(endDate))) : "";
}
