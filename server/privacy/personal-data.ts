import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";

import type { DataField, DataGroup, DataRecord, PersonalData } from "../../contracts/your-data";
import { describeSearch } from "../../domain/careers/job-alerts";
import type { ApplicationStage } from "../../domain/careers/recruiting";
import type { FirstTouch } from "../../domain/contacts/contacts";
import { howLongWeKeep } from "../../domain/privacy/how-long-we-keep";
import { howYouCame } from "../../domain/privacy-data/your-words";
import { indiaDateTime } from "../../domain/time/india-dates";
import type { DbOrTransaction } from "../db/db";
import {
  applicationNotes,
  applications,
  bookings,
  consultantCalDav,
  contactAddresses,
  contactEmails,
  contactNotes,
  contacts,
  enquiries,
  enquiryNotes,
  interviewPanelists,
  interviews,
  jobAlertSubscriptions,
  jobs,
} from "../db/schema";
import { callColumns } from "../bookings/booking-columns";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { findPerson } from "./person-records";
import { privacyGroups } from "./nomination/own-view-groups";
import { privacyRequestGroup } from "./requests/own-view-group";
import { retentionMonthsSetting } from "./retention";
import { pickColumns } from "../db/columns";

/**
 * Whether a person's own view shows the text of staff's notes and interview scorecards about them,
 * or only that they exist and when (docs/decisions/060-notes-in-a-persons-own-view.md). Off
 * unless an admin turns it on.
 */
export const showStaffNotesSetting: Setting<boolean> = {
  key: "yourDataShowsStaffNotes",
  schema: z.boolean(),
  fallback: false,
};

/** Who else handles the data, as this server is configured: said only when it is true. */
export type DataProcessors = {
  /** SMTP_URL is set: e-mails go out through that mail relay. */
  mailRelay: boolean;
  /** Where resumes are stored: this server's disk, or an S3-compatible bucket. */
  fileStore: "disk" | "s3";
};

const mailRelay = "The mail relay the company sends its e-mails through delivers the e-mails about it to you.";

const stageInWords: Record<ApplicationStage, string> = {
  new: "Received, not yet reviewed",
  screening: "Being reviewed",
  interview: "At the interview stage",
  offer: "An offer has been made",
  hired: "Hired",
  rejected: "Not taken further",
};

const languageNames: Record<string, string> = { en: "English", hi: "Hindi" };

const when = (instant: Date) => `${indiaDateTime(instant)} (India time)`;

const field = (label: string, value: string | null | undefined): DataField[] => (value ? [{ label, value }] : []);

/** The privacy notice shown with a submission (issue 61, item 1), or that none was recorded. */
const noticeShown = (row: { noticeVersion: string | null; noticeLanguage: string | null }) =>
  row.noticeVersion
    ? `Version ${row.noticeVersion}, in ${languageNames[row.noticeLanguage ?? ""] ?? row.noticeLanguage ?? "a language not recorded"}`
    : "Not recorded";

/** The visit a lead came from: where from in the person's words, then what the visit recorded. */
function visitFields(touch: FirstTouch | null): DataField[] {
  if (!touch || Object.keys(touch).length === 0)
    return [{ label: "Visit", value: "None known: you came directly, or before visits were kept." }];
  return [
    { label: "How you came", value: howYouCame(touch) },
    ...field("Search engine", touch.searchEngine),
    ...field("Came from", touch.referrer),
    ...field("Campaign source", touch.utmSource),
    ...field("Medium", touch.utmMedium),
    ...field("Campaign", touch.utmCampaign),
    ...field("Term", touch.utmTerm),
    ...field("Content", touch.utmContent),
    ...field("Landing page", touch.landingPage),
    ...field("Pages seen, in order", touch.pagesSeen?.join(" → ")),
  ];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
/** An id no row has: an empty list is given as it, so every query below keeps one shape. */
const noRow = ["00000000-0000-0000-0000-000000000000"];
const orNone = (list: string[]) => (list.length > 0 ? list : noRow);

/**
 * Everything held about the person with this address, across every address they proved theirs
 * (findPerson's own records, which their own actions and erasure take too), grouped as the page
 * and the download show it.
 */
export async function gatherPersonalData(
  db: DbOrTransaction,
  email: string,
  { processors, now }: { processors: DataProcessors; now: Date },
): Promise<PersonalData> {
  const person = await findPerson(db, email, { lock: false, own: true });
  const contactIds = orNone(ids(person.contactRows));
  const applicationIds = orNone(ids(person.applicationRows));
  const enquiryIds = orNone(ids(person.enquiryRows));
  const bookingIds = orNone(ids(person.bookingRows));
  const showNotes = await readSetting(db, showStaffNotesSetting);
  const keptFor = howLongWeKeep({ applicationMonths: await readSetting(db, retentionMonthsSetting) });

  const contactRows = await db
    .select(
      pickColumns(
        contacts,
        "id",
        "email",
        "firstName",
        "lastName",
        "phone",
        "city",
        "company",
        "createdAt",
        "doNotContactAt",
      ),
    )
    .from(contacts)
    .where(inArray(contacts.id, contactIds))
    .orderBy(asc(contacts.createdAt));
  const otherAddresses = await db
    .select({ contactId: contactAddresses.contactId, email: contactAddresses.email })
    .from(contactAddresses)
    .where(inArray(contactAddresses.contactId, contactIds))
    .orderBy(asc(contactAddresses.createdAt));
  const enquiryRows = await db
    .select()
    .from(enquiries)
    .where(inArray(enquiries.id, enquiryIds))
    .orderBy(asc(enquiries.createdAt));
  const bookingRows = await db
    .select({
      id: bookings.id,
      ...callColumns,
      ...pickColumns(bookings, "status", "firstTouch", "noticeVersion", "noticeLanguage", "createdAt"),
      // Their call goes into the consultant's own calendar when the consultant connected one for calls.
      inCalendar: consultantCalDav.callsCalendarUrl,
    })
    .from(bookings)
    .leftJoin(consultantCalDav, eq(consultantCalDav.consultantId, bookings.consultantId))
    .where(inArray(bookings.id, bookingIds))
    .orderBy(asc(bookings.startsAt));
  const applicationRows = await db
    .select({
      ...pickColumns(
        applications,
        "id",
        "reference",
        "fullName",
        "email",
        "phone",
        "city",
        "country",
        "stage",
        "resumeFileName",
        "firstTouch",
        "noticeVersion",
        "noticeLanguage",
        "createdAt",
      ),
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.id, applicationIds))
    .orderBy(asc(applications.createdAt));
  const alertRows = await db
    .select()
    .from(jobAlertSubscriptions)
    .where(inArray(jobAlertSubscriptions.id, orNone(ids(person.jobAlertRows))))
    .orderBy(asc(jobAlertSubscriptions.createdAt));
  const emailRows = await db
    .select({ direction: contactEmails.direction, subject: contactEmails.subject, sentAt: contactEmails.sentAt })
    .from(contactEmails)
    .where(inArray(contactEmails.contactId, contactIds))
    .orderBy(asc(contactEmails.sentAt));
  const noteColumns = { createdAt: contactNotes.createdAt, body: contactNotes.body };
  const notes = [
    ...(await db.select(noteColumns).from(contactNotes).where(inArray(contactNotes.contactId, contactIds))).map(
      (note) => ({ ...note, about: "Your contact record" }),
    ),
    ...(
      await db
        .select({ createdAt: enquiryNotes.createdAt, body: enquiryNotes.body })
        .from(enquiryNotes)
        .where(inArray(enquiryNotes.enquiryId, enquiryIds))
    ).map((note) => ({ ...note, about: "An enquiry" })),
    ...(
      await db
        .select({ createdAt: applicationNotes.createdAt, body: applicationNotes.body })
        .from(applicationNotes)
        .where(inArray(applicationNotes.applicationId, applicationIds))
    ).map((note) => ({ ...note, about: "An application" })),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  // Only submitted scorecards: a draft is an interviewer's unfinished thought, not yet a record.
  const scorecards = (
    await db
      .select({
        submittedAt: interviewPanelists.submittedAt,
        overall: interviewPanelists.overall,
        summary: interviewPanelists.summary,
      })
      .from(interviewPanelists)
      .innerJoin(interviews, eq(interviews.id, interviewPanelists.interviewId))
      .where(inArray(interviews.applicationId, applicationIds))
  )
    .filter((row): row is typeof row & { submittedAt: Date } => row.submittedAt !== null)
    .sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());

  const mail = processors.mailRelay ? [mailRelay] : [];
  const named = (first: string, last: string) => `${first} ${last}`.trim();

  const groups: DataGroup[] = [
    {
      key: "contact",
      title: "Your contact record",
      usedFor:
        "The sales team keeps one record of you, whichever address you wrote from, to answer you and to see what you asked before.",
      processedBy: mail,
      keptFor: keptFor.contact,
      records: contactRows.map((contact) => ({
        title: named(contact.firstName, contact.lastName) || contact.email,
        fields: [
          { label: "Name", value: named(contact.firstName, contact.lastName) },
          ...field("Phone", contact.phone),
          ...field("City", contact.city),
          ...field("Company", contact.company),
          {
            label: "Addresses",
            value: [
              contact.email,
              ...otherAddresses.filter((row) => row.contactId === contact.id).map((row) => row.email),
            ].join(", "),
          },
          { label: "Recorded since", value: when(contact.createdAt) },
          ...field("Asked not to be contacted", contact.doNotContactAt && when(contact.doNotContactAt)),
        ],
      })),
    },
    {
      key: "enquiries",
      title: "Enquiries",
      usedFor: "To answer the message you sent through the site.",
      processedBy: mail,
      keptFor: keptFor.enquiries,
      records: enquiryRows.map((enquiry) => ({
        title: `Enquiry of ${when(enquiry.createdAt)}`,
        fields: [
          { label: "Sent", value: when(enquiry.createdAt) },
          { label: "Name", value: named(enquiry.firstName, enquiry.lastName) },
          { label: "Address", value: enquiry.email },
          ...field("Phone", enquiry.phone),
          { label: "Message", value: enquiry.message },
        ],
      })),
    },
    {
      key: "calls",
      title: "Demo calls",
      usedFor: "To hold the call you booked, remind you of it and let you move or cancel it.",
      processedBy: [
        ...mail,
        ...(bookingRows.some((booking) => booking.inCalendar)
          ? [
              "The calendar service of the consultant who takes your call holds the call (time, your name and contact details).",
            ]
          : []),
      ],
      keptFor: keptFor.calls,
      records: bookingRows.map((booking) => ({
        title: `Call on ${when(booking.startsAt)}`,
        fields: [
          { label: "When", value: when(booking.startsAt) },
          {
            label: "Status",
            value:
              booking.status === "cancelled"
                ? "Cancelled"
                : booking.startsAt.getTime() > now.getTime()
                  ? "Booked"
                  : "Its time has passed",
          },
          { label: "Reference", value: booking.reference },
          { label: "Topic", value: booking.domain },
          { label: "Name", value: named(booking.firstName, booking.lastName) },
          { label: "Address", value: booking.email },
          { label: "Phone", value: booking.phone },
          ...field("Message", booking.message),
          { label: "Booked", value: when(booking.createdAt) },
        ],
      })),
    },
    {
      key: "applications",
      title: "Job applications",
      usedFor: "To consider you for the job you applied for, and to tell you where your application stands.",
      processedBy: [
        ...mail,
        processors.fileStore === "s3"
          ? "Your resume is stored with the company's object storage provider (an S3-compatible file store)."
          : "Your resume is stored on the company's own server.",
      ],
      keptFor: keptFor.applications,
      records: applicationRows.map((application) => ({
        title: `${application.jobTitle}, applied ${when(application.createdAt)}`,
        fields: [
          { label: "Job", value: application.jobTitle },
          { label: "Applied", value: when(application.createdAt) },
          { label: "Stage", value: stageInWords[application.stage] },
          { label: "Reference", value: application.reference },
          { label: "Name", value: application.fullName },
          { label: "Address", value: application.email },
          { label: "Phone", value: application.phone },
          { label: "City", value: [application.city, application.country].filter(Boolean).join(", ") },
          { label: "Resume", value: application.resumeFileName },
        ],
      })),
    },
    {
      key: "jobAlerts",
      title: "Job alerts",
      usedFor: "To e-mail you new jobs that match the search you saved.",
      processedBy: mail,
      keptFor: keptFor.jobAlerts,
      records: alertRows.map((alert) => ({
        title: describeSearch(alert),
        fields: [
          { label: "Search", value: describeSearch(alert) },
          { label: "Address", value: alert.email },
          { label: "Asked for", value: when(alert.createdAt) },
          { label: "Confirmed", value: alert.confirmedAt ? when(alert.confirmedAt) : "Not confirmed" },
        ],
      })),
    },
    {
      key: "emails",
      title: "E-mails with the sales team",
      usedFor:
        "The e-mails between you and the sales team, read from the company's mailboxes onto your contact record so that whoever answers you sees the conversation.",
      processedBy: [],
      records: emailRows.map((row) => ({
        title: row.subject || "(no subject)",
        fields: [
          { label: "Date", value: when(row.sentAt) },
          { label: "Subject", value: row.subject || "(no subject)" },
          { label: "Direction", value: row.direction === "in" ? "From you" : "To you" },
        ],
      })),
    },
    {
      key: "visits",
      title: "The visits your requests came from",
      usedFor:
        "The site counts its own visits without cookies; for each request you sent, the visit it came from tells the company which pages and campaigns bring people.",
      processedBy: [],
      records: [
        ...enquiryRows.map((row) => ({ title: `Enquiry of ${when(row.createdAt)}`, touch: row.firstTouch })),
        ...bookingRows.map((row) => ({ title: `Call booked ${when(row.createdAt)}`, touch: row.firstTouch })),
        ...applicationRows.map((row) => ({
          title: `Application for ${row.jobTitle}, ${when(row.createdAt)}`,
          touch: row.firstTouch,
        })),
      ].map(({ title, touch }): DataRecord => ({ title, fields: visitFields(touch) })),
    },
    {
      key: "consents",
      title: "Consents and the notices you were shown",
      usedFor:
        "The proof of what you agreed to and which privacy notice you read when you sent each form, in the language you read it in.",
      processedBy: [],
      records: [
        ...alertRows.map((alert) => ({
          title: `Job alerts: ${describeSearch(alert)}`,
          fields: [
            { label: "Consent", value: alert.confirmedAt ? `Confirmed ${when(alert.confirmedAt)}` : "Not confirmed" },
            { label: "Privacy notice", value: noticeShown(alert) },
          ],
        })),
        ...enquiryRows.map((row) => ({
          title: `Enquiry of ${when(row.createdAt)}`,
          fields: [{ label: "Privacy notice", value: noticeShown(row) }],
        })),
        ...bookingRows.map((row) => ({
          title: `Call booked ${when(row.createdAt)}`,
          fields: [{ label: "Privacy notice", value: noticeShown(row) }],
        })),
        ...applicationRows.map((row) => ({
          title: `Application for ${row.jobTitle}, ${when(row.createdAt)}`,
          fields: [{ label: "Privacy notice", value: noticeShown(row) }],
        })),
      ],
    },
    {
      key: "staffNotes",
      title: "Notes and interview scorecards by staff",
      usedFor: showNotes
        ? "What staff wrote for each other about your requests, to work on them together."
        : "What staff wrote for each other about your requests, to work on them together. They are listed by date; their text is not shown here.",
      processedBy: [],
      records: [
        ...notes.map((note) => ({
          title: `Note of ${when(note.createdAt)}`,
          fields: [
            { label: "Written", value: when(note.createdAt) },
            { label: "About", value: note.about },
            ...(showNotes ? [{ label: "Text", value: note.body }] : []),
          ],
        })),
        ...scorecards.map((card) => ({
          title: `Interview scorecard of ${when(card.submittedAt)}`,
          fields: [
            { label: "Written", value: when(card.submittedAt) },
            ...(showNotes ? [...field("Overall", card.overall), ...field("Summary", card.summary)] : []),
          ],
        })),
      ],
    },
    ...(await privacyGroups(db, person.keys, when)),
    await privacyRequestGroup(db, person.keys, when),
  ];
  return { addresses: person.keys, keptApart: person.keptApart, readAt: now.toISOString(), groups };
}
