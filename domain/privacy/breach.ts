import { z } from "zod";

import { isIsoDate, isoDate, indiaDatesRange, indiaTimeOn, type IsoDate } from "../time/india-dates";
import "../forms/zod-setup";

/**
 * A personal data breach (DPDP Act s. 8(6) and the Rules of 2025, rule 7): what
 * an admin records, the kinds of records it may have touched, and the Board's 72-hour clock. Free
 * of I/O: the back office's form and the server read the same rules.
 */

/** The kinds of records the system holds, as an admin chooses what a breach touched. */
export const breachDataKinds = [
  "enquiries",
  "calls",
  "applications",
  "job-alerts",
  "newsletter",
  "contacts",
  "staff-notes",
] as const;
export type BreachDataKind = (typeof breachDataKinds)[number];

/** Each kind as the form and the notices name it. */
export const breachDataKindNames: Record<BreachDataKind, string> = {
  enquiries: "Enquiries sent through the site",
  calls: "Demo calls booked",
  applications: "Job applications and their resumes",
  "job-alerts": "Job alert subscriptions",
  newsletter: "Newsletter subscriptions",
  contacts: "Sales contacts and the e-mails with them",
  "staff-notes": "Staff's notes and interview scorecards",
};

/** The same kinds in the words a notice to the person uses: "your enquiries". */
export const breachDataKindsForPerson: Record<BreachDataKind, string> = {
  enquiries: "the enquiries you sent us",
  calls: "the demo calls you booked",
  applications: "your job applications and resumes",
  "job-alerts": "your job alert subscriptions",
  newsletter: "your newsletter subscription",
  contacts: "your contact details and e-mails with our sales team",
  "staff-notes": "our staff's notes about your requests",
};

/**
 * Which records of the period count: those made in it (a form's data intercepted while it was
 * open), or every record held at some time in it (a copy of the database taken then).
 */
export const breachScopes = ["created", "held"] as const;
export type BreachScope = (typeof breachScopes)[number];

export const breachScopeNames: Record<BreachScope, string> = {
  created: "Records made during the period",
  held: "Every record held during the period (made before its end)",
};

/** Rule 7(2): the report to the Board within 72 hours of becoming aware of the breach. */
export const boardReportHours = 72;

/** When the Board's report is due: 72 hours after the breach was found. */
export const boardReportDueAt = (foundAt: Date) => new Date(foundAt.getTime() + boardReportHours * 60 * 60 * 1000);

/** How the Board's clock stands at `now`: the time left, or how late it is. */
export function boardClock(foundAt: Date, now: Date): { dueAt: Date; overdue: boolean; minutes: number } {
  const dueAt = boardReportDueAt(foundAt);
  const left = Math.floor((dueAt.getTime() - now.getTime()) / 60_000);
  return { dueAt, overdue: left < 0, minutes: Math.abs(left) };
}

/** "2 h 5 min", "3 days 4 h": a clock's minutes as a person reads them. */
export function durationInWords(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} ${days === 1 ? "day" : "days"} ${hours} h`;
  return hours > 0 ? `${hours} h ${rest} min` : `${rest} min`;
}

/**
 * Years a breach's record (what happened, the count, the Board's report and who sent what) is kept
 * after it was found, and years its list of people (names and addresses) is kept after the notices
 * went: decision 063.
 */
export const breachKeepYears = 7;
export const breachPeopleKeepYears = 1;

/** The longest a breach's text field may be; the Board's report quotes them whole. */
export const breachTextLimit = 4000;

/** People shown on one page of a breach's list. */
export const breachPeoplePageSize = 50;

const text = (required: string, max = breachTextLimit) =>
  z.string({ error: required }).trim().min(1, required).max(max, `Please keep this to ${max} characters.`);

const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .refine((value) => value !== "", required)
    .refine(isIsoDate, "Please enter a date as YYYY-MM-DD.")
    .transform((value) => isoDate(value));

const clockTime = z
  .string({ error: "Please enter the time it was found." })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter the time as HH:MM (24-hour, India time).");

/** A kind's checkbox on the form: "kind-enquiries". */
export const breachKindField = <Kind extends BreachDataKind>(kind: Kind) => `kind-${kind}` as const;

type KindFields = { [Kind in BreachDataKind as `kind-${Kind}`]: z.ZodOptional<z.ZodString> };

/** One checkbox per kind, each its own field, as a back-office form's fields are one value each: ticked is "yes". */
const kindFields = Object.fromEntries(
  breachDataKinds.map((kind) => [breachKindField(kind), z.string().optional()]),
) as KindFields;

/** The form that records a breach; dates and time in India. Its kinds' checkboxes become `kinds`. */
export const BreachRecordSchema = z
  .object({
    foundDate: day("Please enter the day it was found."),
    foundTime: clockTime,
    whatHappened: text("Please say what happened."),
    location: text("Please say where it happened: which system, place or supplier.", 500),
    ...kindFields,
    scope: z.enum(breachScopes, { error: "Please choose which records of the period count." }),
    periodFrom: day("Please enter the first day the breach covers."),
    periodTo: day("Please enter the last day the breach covers."),
    measures: text("Please say what was done, and is being done, about it."),
    consequences: text("Please say what the likely consequences are for the people affected."),
    contact: text("Please say whom people can contact about it.", 500),
    cause: z.string().trim().max(breachTextLimit, `Please keep this to ${breachTextLimit} characters.`).default(""),
  })
  .refine((breach) => breachDataKinds.some((kind) => breach[breachKindField(kind)] === "yes"), {
    path: ["kinds"],
    message: "Please choose at least one kind of record.",
  })
  .refine((breach) => breach.periodFrom <= breach.periodTo, {
    path: ["periodTo"],
    message: "The last day cannot be before the first.",
  })
  .transform(({ foundDate, foundTime, whatHappened, location, scope, periodFrom, periodTo, ...rest }) => ({
    foundDate,
    foundTime,
    whatHappened,
    location,
    kinds: breachDataKinds.filter((kind) => rest[breachKindField(kind)] === "yes"),
    scope,
    periodFrom,
    periodTo,
    measures: rest.measures,
    consequences: rest.consequences,
    contact: rest.contact,
    cause: rest.cause,
  }));
export type BreachRecord = z.infer<typeof BreachRecordSchema>;

/** The instant a breach was found, from the form's day and time in India. */
export function foundAtOf(record: Pick<BreachRecord, "foundDate" | "foundTime">): Date {
  const [hours, minutes] = record.foundTime.split(":").map(Number);
  return new Date(indiaTimeOn(record.foundDate, hours, minutes).getTime());
}

/** The period as instants: [the first day's midnight, the midnight after the last day). */
export const periodOf = (record: { periodFrom: IsoDate; periodTo: IsoDate }) =>
  indiaDatesRange(record.periodFrom, record.periodTo);
