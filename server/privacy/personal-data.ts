import { asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";

import type { DataField, DataGroup, DataRecord, PersonalData } from "../../contracts/own-data";
import { describeSearch } from "../../domain/jobs/job-alerts";
import type { FirstTouch } from "../../domain/contacts/contacts";
import { howLongWeKeep } from "../../domain/privacy/how-long-we-keep";
import { ownDataWords, type OwnDataWords } from "../../domain/own-data/own-data-words";
import { howYouCame } from "../../domain/own-data/own-request-words";
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
import { ownNewsletterRows } from "../newsletter/subscriber-records";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { findPerson } from "./person-records";
import { readingLanguageOf } from "./reading-language";
import { privacyGroups } from "./nomination/own-view-groups";
import { privacyRequestGroup } from "./requests/own-view-group";
import { retentionMonthsSetting } from "./retention";
import { pickColumns } from "../db/columns";
import type { NoticeLanguage } from "../../domain/privacy/notice-languages";

/**
 * Whether a person's own view shows the text of staff's notes and interview scorecards about them,
 * or only that they exist and when (docs/decisions/060-notes-in-a-persons-own-view.md). Off
 * unless an admin turns it on.
 */
export const showStaffNotesSetting: Setting<boolean> = {
  // The settings table keeps it under the page's earlier name: a stored key does not change with the code's.
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

const field = (label: string, value: string | null | undefined): DataField[] => (value ? [{ label, value }] : []);

/** The privacy notice shown with a submission (decision 061), or that none was recorded. */
const noticeShown =
  ({ phrases }: OwnDataWords) =>
  (row: { noticeVersion: string | null; noticeLanguage: string | null }) =>
    row.noticeVersion
      ? phrases.noticeVersion(
          row.noticeVersion,
          phrases.languageNames[row.noticeLanguage ?? ""] ?? row.noticeLanguage ?? phrases.languageNotRecorded,
        )
      : phrases.noticeNotRecorded;

/** The visit a lead came from: where from in the person's words, then what the visit recorded. */
function visitFields({ labels, phrases }: OwnDataWords, touch: FirstTouch | null): DataField[] {
  if (!touch || Object.keys(touch).length === 0) return [{ label: labels.visit, value: phrases.noVisit }];
  return [
    { label: labels.howYouCame, value: howYouCame(touch) },
    ...field(labels.searchEngine, touch.searchEngine),
    ...field(labels.cameFrom, touch.referrer),
    ...field(labels.campaignSource, touch.utmSource),
    ...field(labels.medium, touch.utmMedium),
    ...field(labels.campaign, touch.utmCampaign),
    ...field(labels.term, touch.utmTerm),
    ...field(labels.content, touch.utmContent),
    ...field(labels.landingPage, touch.landingPage),
    ...field(labels.pagesSeen, touch.pagesSeen?.join(" → ")),
  ];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
/** An id no row has: an empty list is given as it, so every query below keeps one shape. */
const noRow = ["00000000-0000-0000-0000-000000000000"];
const orNone = (list: string[]) => (list.length > 0 ? list : noRow);

/**
 * Everything held about the person with this address, across every address they proved theirs
 * (findPerson's own records, which their own actions and erasure take too), grouped as the page
 * and the download show it, in the language of the notice they last read unless one is asked for.
 */
export async function gatherPersonalData(
  db: DbOrTransaction,
  email: string,
  {
    processors,
    now,
    language: asked,
  }: { processors: DataProcessors; now: Date; language?: NoticeLanguage | undefined },
): Promise<PersonalData> {
  const person = await findPerson(db, email, { lock: false, own: true });
  const language = asked ?? (await readingLanguageOf(db, person.keys));
  const words = ownDataWords[language];
  const { groups: g, labels: l, phrases } = words;
  const when = (instant: Date) => phrases.indiaTime(indiaDateTime(instant));
  const notice = noticeShown(words);
  const contactIds = orNone(ids(person.contactRows));
  const applicationIds = orNone(ids(person.applicationRows));
  const enquiryIds = orNone(ids(person.enquiryRows));
  const bookingIds = orNone(ids(person.bookingRows));
  const showNotes = await readSetting(db, showStaffNotesSetting);
  const keptFor = howLongWeKeep({ applicationMonths: await readSetting(db, retentionMonthsSetting) }, language);

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
  const newsletterRows = await ownNewsletterRows(db, ids(person.newsletterRows));
  const topicsOf = (row: { topics: string[] }) =>
    row.topics.length === 0 ? phrases.everyTopic : row.topics.join(", ");
  const emailRows = await db
    .select({ direction: contactEmails.direction, subject: contactEmails.subject, sentAt: contactEmails.sentAt })
    .from(contactEmails)
    .where(inArray(contactEmails.contactId, contactIds))
    .orderBy(asc(contactEmails.sentAt));
  const noteColumns = { createdAt: contactNotes.createdAt, body: contactNotes.body };
  const notes = [
    ...(await db.select(noteColumns).from(contactNotes).where(inArray(contactNotes.contactId, contactIds))).map(
      (note) => ({ ...note, about: phrases.aboutContact }),
    ),
    ...(
      await db
        .select({ createdAt: enquiryNotes.createdAt, body: enquiryNotes.body })
        .from(enquiryNotes)
        .where(inArray(enquiryNotes.enquiryId, enquiryIds))
    ).map((note) => ({ ...note, about: phrases.aboutEnquiry })),
    ...(
      await db
        .select({ createdAt: applicationNotes.createdAt, body: applicationNotes.body })
        .from(applicationNotes)
        .where(inArray(applicationNotes.applicationId, applicationIds))
    ).map((note) => ({ ...note, about: phrases.aboutApplication })),
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

  const mail = processors.mailRelay ? [phrases.mailRelay] : [];
  const named = (first: string, last: string) => `${first} ${last}`.trim();

  const groups: DataGroup[] = [
    {
      key: "contact",
      ...g.contact,
      processedBy: mail,
      keptFor: keptFor.contact,
      records: contactRows.map((contact) => ({
        title: named(contact.firstName, contact.lastName) || contact.email,
        fields: [
          { label: l.name, value: named(contact.firstName, contact.lastName) },
          ...field(l.phone, contact.phone),
          ...field(l.city, contact.city),
          ...field(l.company, contact.company),
          {
            label: l.addresses,
            value: [
              contact.email,
              ...otherAddresses.filter((row) => row.contactId === contact.id).map((row) => row.email),
            ].join(", "),
          },
          { label: l.recordedSince, value: when(contact.createdAt) },
          ...field(l.askedNotToBeContacted, contact.doNotContactAt && when(contact.doNotContactAt)),
        ],
      })),
    },
    {
      key: "enquiries",
      ...g.enquiries,
      processedBy: mail,
      keptFor: keptFor.enquiries,
      records: enquiryRows.map((enquiry) => ({
        title: phrases.enquiryOf(when(enquiry.createdAt)),
        fields: [
          { label: l.sent, value: when(enquiry.createdAt) },
          { label: l.name, value: named(enquiry.firstName, enquiry.lastName) },
          { label: l.address, value: enquiry.email },
          ...field(l.phone, enquiry.phone),
          { label: l.message, value: enquiry.message },
        ],
      })),
    },
    {
      key: "calls",
      ...g.calls,
      processedBy: [...mail, ...(bookingRows.some((booking) => booking.inCalendar) ? [phrases.calendar] : [])],
      keptFor: keptFor.calls,
      records: bookingRows.map((booking) => ({
        title: phrases.callOn(when(booking.startsAt)),
        fields: [
          { label: l.when, value: when(booking.startsAt) },
          {
            label: l.status,
            value:
              booking.status === "cancelled"
                ? phrases.cancelled
                : booking.startsAt.getTime() > now.getTime()
                  ? phrases.bookedStatus
                  : phrases.passed,
          },
          { label: l.reference, value: booking.reference },
          { label: l.topic, value: booking.domain },
          { label: l.name, value: named(booking.firstName, booking.lastName) },
          { label: l.address, value: booking.email },
          { label: l.phone, value: booking.phone },
          ...field(l.message, booking.message),
          { label: l.booked, value: when(booking.createdAt) },
        ],
      })),
    },
    {
      key: "applications",
      ...g.applications,
      processedBy: [...mail, processors.fileStore === "s3" ? phrases.resumeOnS3 : phrases.resumeOnDisk],
      keptFor: keptFor.applications,
      records: applicationRows.map((application) => ({
        title: phrases.applied(application.jobTitle, when(application.createdAt)),
        fields: [
          { label: l.job, value: application.jobTitle },
          { label: l.applied, value: when(application.createdAt) },
          { label: l.stage, value: words.stages[application.stage] },
          { label: l.reference, value: application.reference },
          { label: l.name, value: application.fullName },
          { label: l.address, value: application.email },
          { label: l.phone, value: application.phone },
          { label: l.city, value: [application.city, application.country].filter(Boolean).join(", ") },
          { label: l.resume, value: application.resumeFileName },
        ],
      })),
    },
    {
      key: "jobAlerts",
      ...g.jobAlerts,
      processedBy: mail,
      keptFor: keptFor.jobAlerts,
      records: alertRows.map((alert) => ({
        title: describeSearch(alert),
        fields: [
          { label: l.search, value: describeSearch(alert) },
          { label: l.address, value: alert.email },
          { label: l.askedFor, value: when(alert.createdAt) },
          { label: l.confirmed, value: alert.confirmedAt ? when(alert.confirmedAt) : phrases.notConfirmed },
        ],
      })),
    },
    {
      key: "newsletter",
      ...g.newsletter,
      processedBy: mail,
      keptFor: keptFor.newsletter,
      records: newsletterRows.map((row) => ({
        title: phrases.newsletterOn(topicsOf(row)),
        fields: [
          { label: l.topics, value: topicsOf(row) },
          { label: l.address, value: row.email },
          { label: l.state, value: words.subscriberStates[row.state] },
          { label: l.askedFor, value: when(row.createdAt) },
          { label: l.confirmed, value: row.confirmedAt ? when(row.confirmedAt) : phrases.notConfirmed },
          // Confirmed with another service whose list an editor imported (decision 077): its source, as they named it.
          ...field(l.consentSource, row.consentSource),
          ...field(l.unsubscribed, row.unsubscribedAt && when(row.unsubscribedAt)),
          // How many newsletters reached the address (decision 079): a count, in any language.
          ...field(l.sent, row.newslettersSent > 0 ? String(row.newslettersSent) : undefined),
        ],
      })),
    },
    {
      key: "emails",
      ...g.emails,
      processedBy: [],
      records: emailRows.map((row) => ({
        title: row.subject || phrases.noSubject,
        fields: [
          { label: l.date, value: when(row.sentAt) },
          { label: l.subject, value: row.subject || phrases.noSubject },
          { label: l.direction, value: row.direction === "in" ? phrases.fromYou : phrases.toYou },
        ],
      })),
    },
    {
      key: "visits",
      ...g.visits,
      processedBy: [],
      records: [
        ...enquiryRows.map((row) => ({ title: phrases.enquiryOf(when(row.createdAt)), touch: row.firstTouch })),
        ...bookingRows.map((row) => ({ title: phrases.callBooked(when(row.createdAt)), touch: row.firstTouch })),
        ...applicationRows.map((row) => ({
          title: phrases.applicationFor(row.jobTitle, when(row.createdAt)),
          touch: row.firstTouch,
        })),
      ].map(({ title, touch }): DataRecord => ({ title, fields: visitFields(words, touch) })),
    },
    {
      key: "consents",
      ...g.consents,
      processedBy: [],
      records: [
        ...alertRows.map((alert) => ({
          title: phrases.jobAlertsFor(describeSearch(alert)),
          fields: [
            {
              label: l.consent,
              value: alert.confirmedAt ? phrases.confirmedAt(when(alert.confirmedAt)) : phrases.notConfirmed,
            },
            { label: l.privacyNotice, value: notice(alert) },
          ],
        })),
        ...newsletterRows.map((row) => ({
          title: phrases.newsletterOn(topicsOf(row)),
          fields: [
            {
              label: l.consent,
              value: row.confirmedAt ? phrases.confirmedAt(when(row.confirmedAt)) : phrases.notConfirmed,
            },
            ...field(l.consentSource, row.consentSource),
            ...field(l.unsubscribed, row.unsubscribedAt && when(row.unsubscribedAt)),
            { label: l.privacyNotice, value: notice(row) },
          ],
        })),
        ...enquiryRows.map((row) => ({
          title: phrases.enquiryOf(when(row.createdAt)),
          fields: [{ label: l.privacyNotice, value: notice(row) }],
        })),
        ...bookingRows.map((row) => ({
          title: phrases.callBooked(when(row.createdAt)),
          fields: [{ label: l.privacyNotice, value: notice(row) }],
        })),
        ...applicationRows.map((row) => ({
          title: phrases.applicationFor(row.jobTitle, when(row.createdAt)),
          fields: [{ label: l.privacyNotice, value: notice(row) }],
        })),
      ],
    },
    {
      key: "staffNotes",
      title: g.staffNotes.title,
      usedFor: showNotes ? g.staffNotes.usedFor : `${g.staffNotes.usedFor} ${phrases.notesHidden}`,
      processedBy: [],
      records: [
        ...notes.map((note) => ({
          title: phrases.noteOf(when(note.createdAt)),
          fields: [
            { label: l.written, value: when(note.createdAt) },
            { label: l.about, value: note.about },
            ...(showNotes ? [{ label: l.text, value: note.body }] : []),
          ],
        })),
        ...scorecards.map((card) => ({
          title: phrases.scorecardOf(when(card.submittedAt)),
          fields: [
            { label: l.written, value: when(card.submittedAt) },
            ...(showNotes ? [...field(l.overall, card.overall), ...field(l.summary, card.summary)] : []),
          ],
        })),
      ],
    },
    ...(await privacyGroups(db, person.keys, when, words)),
    await privacyRequestGroup(db, person.keys, when, words),
  ];
  return { addresses: person.keys, keptApart: person.keptApart, readAt: now.toISOString(), language, groups };
}
