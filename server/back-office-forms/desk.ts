import { eq, ne } from "drizzle-orm";
import { expect } from "vitest";

import { indiaDateOf, shiftDate, type IsoDate } from "../../domain/time/india-dates";
import { movingFestivals } from "../../domain/bookings/india-holidays";
import { startTakingCalls } from "../consultants/consultant-admin";
import type { Db } from "../db/open-db";
import {
  blockedTimes,
  bookings,
  consultants,
  contactNotes,
  contactTasks,
  contacts,
  enquiries,
  enquiryNotes,
  outboxEmails,
  replyTemplates,
  settings,
  staffAccounts,
} from "../db/schema";
import { commandLine } from "../staff/audit";
import type { FormArea } from "../test-support/back-office-forms";
import { bookingNow } from "../test-support/sample-submissions";

/** The records the sales and bookings desks' forms change; the ids the rows create are kept as they go. */
type Fixtures = {
  enquiryId: string;
  contactId: string;
  adminId: string;
  salesId: string;
  /** A call that has started, for its outcome. */
  pastCallId: string;
  /** Two calls ahead: one to give to the other consultant (the team's, or an editor who takes calls), one to cancel. */
  reassignedCallId: string;
  cancelledCallId: string;
  colleagueConsultantId: string;
  /** Dates ahead that are no Sunday, to block. */
  blockedDay: IsoDate;
  blockedHoursDay: IsoDate;
  /** A year of the page's whose festival dates the site's table lacks. */
  festivalYear: number;
  taskId?: string;
  blockId?: string;
  templateId?: string;
};

const nobody = "00000000-0000-4000-8000-000000000000";

const accountId = async (db: Db, email: string) =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!.id;

const rowOf = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

/** The first day from `offset` days after the server's today that is not a Sunday, which nobody can block. */
function weekdayAfter(offset: number): IsoDate {
  let date = shiftDate(indiaDateOf(bookingNow), offset);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = shiftDate(date, 1);
  return date;
}

export const deskForms: FormArea<Fixtures> = {
  area: "the sales and bookings desks",
  async prepare(server) {
    const { db } = server.database;
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, server.records.enquiryId));
    const editor = await accountId(db, "editor@test.example");
    await startTakingCalls(db, commandLine, editor, bookingNow);
    const pastCallId = server.records.bookingId;
    // The call began an hour before the server's clock: its consultant can say what became of it.
    await db
      .update(bookings)
      .set({
        startsAt: new Date(bookingNow.getTime() - 60 * 60_000),
        endsAt: new Date(bookingNow.getTime() - 30 * 60_000),
      })
      .where(eq(bookings.id, pastCallId));
    // Whichever of the two consultants the call went to, the other takes it.
    const reassignedCallId = await server.bookCall();
    const call = await rowOf(db.select().from(bookings).where(eq(bookings.id, reassignedCallId)));
    const [other] = await db.select().from(consultants).where(ne(consultants.id, call.consultantId));
    const thisYear = Number(indiaDateOf(bookingNow).slice(0, 4));
    const festivalYear = [thisYear, thisYear + 1, thisYear + 2].find((year) => !movingFestivals[year]);
    if (festivalYear === undefined) throw new Error("The festival table knows every year the page offers.");
    return {
      enquiryId: server.records.enquiryId,
      contactId: enquiry!.contactId!,
      adminId: await accountId(db, "admin@test.example"),
      salesId: await accountId(db, "sales@test.example"),
      pastCallId,
      reassignedCallId,
      cancelledCallId: await server.bookCall(),
      colleagueConsultantId: other!.id,
      blockedDay: weekdayAfter(40),
      blockedHoursDay: weekdayAfter(50),
      festivalYear,
    };
  },
  rows: [
    {
      name: "a consultant's outcome of a call that has started",
      route: "/admin?index",
      role: "sales",
      path: () => "/admin?index",
      intent: "outcome",
      invalid: {
        fields: (f) => ({ bookingId: f.pastCallId, outcome: "maybe" }),
        message: "Please choose what became of the call.",
      },
      valid: {
        fields: (f) => ({ bookingId: f.pastCallId, outcome: "no-show" }),
        async saved({ database }, f) {
          expect(await rowOf(database.db.select().from(bookings).where(eq(bookings.id, f.pastCallId)))).toMatchObject({
            outcome: "no-show",
          });
        },
      },
    },
    {
      name: "a call cancelled with a reason",
      // Before the call below is given away: both are at the same time, and this one frees its consultant.
      route: "/admin/bookings/:id",
      role: "sales",
      path: (f) => `/admin/bookings/${f.cancelledCallId}`,
      invalid: { fields: () => ({ reason: " " }), message: "Please say why the call is cancelled." },
      valid: {
        fields: () => ({ reason: "The consultant is unwell." }),
        async saved({ database }, f) {
          const call = await rowOf(database.db.select().from(bookings).where(eq(bookings.id, f.cancelledCallId)));
          expect(call.status).toBe("cancelled");
        },
      },
    },
    {
      name: "a call given to a colleague",
      route: "/admin/bookings/:id",
      role: "sales",
      path: (f) => `/admin/bookings/${f.reassignedCallId}`,
      intent: "reassign",
      invalid: { fields: () => ({ consultantId: "someone" }), message: "Please choose a consultant from the list." },
      valid: {
        fields: (f) => ({ consultantId: f.colleagueConsultantId }),
        async saved({ database }, f) {
          const call = await rowOf(database.db.select().from(bookings).where(eq(bookings.id, f.reassignedCallId)));
          expect(call.consultantId).toBe(f.colleagueConsultantId);
        },
      },
    },
    {
      name: "whole days blocked",
      route: "/admin/blocked-time",
      role: "admin",
      path: () => "/admin/blocked-time",
      intent: "days",
      invalid: {
        fields: (f) => ({ fromDate: f.blockedDay, toDate: shiftDate(f.blockedDay, -1), reason: "Team offsite" }),
        message: "The last day cannot be before the first day.",
      },
      valid: {
        fields: (f) => ({ fromDate: f.blockedDay, toDate: f.blockedDay, reason: "Team offsite" }),
        async saved({ database }, f) {
          const [block] = await database.db.select().from(blockedTimes).where(eq(blockedTimes.reason, "Team offsite"));
          expect(block).toBeDefined();
          f.blockId = block!.id;
        },
      },
    },
    {
      name: "hours of a day blocked",
      route: "/admin/blocked-time",
      role: "admin",
      path: () => "/admin/blocked-time",
      intent: "hours",
      invalid: {
        fields: (f) => ({ date: f.blockedHoursDay, fromTime: "14:00", toTime: "11:00", reason: "Office move" }),
        message: "The end time must be after the start time.",
      },
      valid: {
        fields: (f) => ({ date: f.blockedHoursDay, fromTime: "11:00", toTime: "14:00", reason: "Office move" }),
        async saved({ database }) {
          const [block] = await database.db.select().from(blockedTimes).where(eq(blockedTimes.reason, "Office move"));
          expect(block!.endsAt.getTime() - block!.startsAt.getTime()).toBe(3 * 60 * 60_000);
        },
      },
    },
    {
      name: "a block removed",
      route: "/admin/blocked-time",
      role: "admin",
      path: () => "/admin/blocked-time",
      // The button's intent names its block: "remove:<id>".
      intent: "remove:",
      invalid: { fields: () => ({ intent: `remove:${nobody}` }), message: "This block no longer exists." },
      valid: {
        fields: (f) => ({ intent: `remove:${f.blockId}` }),
        async saved({ database }, f) {
          expect(await database.db.select().from(blockedTimes).where(eq(blockedTimes.id, f.blockId!))).toEqual([]);
        },
      },
    },
    {
      name: "a year's public holidays blocked",
      route: "/admin/blocked-time",
      role: "admin",
      path: (f) => `/admin/blocked-time?holidays=${f.festivalYear}`,
      intent: "holidays",
      invalid: { fields: () => ({ holiday: "nonsense" }), message: "Please choose holidays from the list." },
      valid: {
        fields: (f) => ({ holiday: `${f.festivalYear}-01-26|Republic Day` }),
        async saved({ database }) {
          const [block] = await database.db.select().from(blockedTimes).where(eq(blockedTimes.reason, "Republic Day"));
          expect(block).toBeDefined();
        },
      },
    },
    {
      name: "a year's festival dates, which the site's table lacks",
      route: "/admin/blocked-time",
      role: "admin",
      path: (f) => `/admin/blocked-time?holidays=${f.festivalYear}`,
      intent: "festivals",
      invalid: {
        fields: (f) => ({
          year: String(f.festivalYear),
          Holi: `${f.festivalYear}-03-11`,
          Dussehra: `${f.festivalYear}-09-27`,
          Diwali: `${f.festivalYear - 1}-10-17`,
        }),
        message: "Please choose a date in",
      },
      valid: {
        fields: (f) => ({
          year: String(f.festivalYear),
          Holi: `${f.festivalYear}-03-11`,
          Dussehra: `${f.festivalYear}-09-27`,
          Diwali: `${f.festivalYear}-10-17`,
        }),
        async saved({ database }, f) {
          const [setting] = await database.db
            .select()
            .from(settings)
            .where(eq(settings.key, `festivalDates.${f.festivalYear}`));
          expect(setting!.value).toMatchObject({ Diwali: `${f.festivalYear}-10-17` });
        },
      },
    },
    {
      name: "a card moved on the pipeline board",
      route: "/admin/contacts/board",
      role: "sales",
      path: () => "/admin/contacts/board",
      intent: "move",
      invalid: {
        fields: (f) => ({ contactId: f.contactId, stage: "maybe" }),
        message: "Please choose a stage from the list.",
      },
      valid: {
        fields: (f) => ({ contactId: f.contactId, stage: "contacted" }),
        async saved({ database }, f) {
          expect(await rowOf(database.db.select().from(contacts).where(eq(contacts.id, f.contactId)))).toMatchObject({
            stage: "contacted",
          });
        },
      },
    },
    {
      name: "a note on a contact",
      route: "/admin/contacts/:id",
      role: "sales",
      path: (f) => `/admin/contacts/${f.contactId}`,
      intent: "note",
      invalid: { fields: () => ({ body: "  " }), message: "Please write the note." },
      valid: {
        fields: () => ({ body: "Asked for a quote by Friday." }),
        async saved({ database }, f) {
          const notes = await database.db.select().from(contactNotes).where(eq(contactNotes.contactId, f.contactId));
          expect(notes.map((note) => note.body)).toEqual(["Asked for a quote by Friday."]);
        },
      },
    },
    {
      name: "a contact's deal",
      route: "/admin/contacts/:id",
      role: "sales",
      path: (f) => `/admin/contacts/${f.contactId}`,
      intent: "stage",
      invalid: {
        fields: () => ({ stage: "lost", expectedValue: "", expectedCloseDate: "", lostReason: "" }),
        message: "Please say why the lead was lost.",
      },
      valid: {
        fields: (f) => ({
          stage: "proposal",
          expectedValue: "12,50,000",
          expectedCloseDate: shiftDate(f.blockedDay, 10),
          lostReason: "",
        }),
        async saved({ database }, f) {
          expect(await rowOf(database.db.select().from(contacts).where(eq(contacts.id, f.contactId)))).toMatchObject({
            stage: "proposal",
            expectedValue: 1_250_000,
            expectedCloseDate: shiftDate(f.blockedDay, 10),
          });
        },
      },
    },
    {
      name: "a follow-up on a contact",
      route: "/admin/contacts/:id",
      role: "sales",
      path: (f) => `/admin/contacts/${f.contactId}`,
      intent: "task-add",
      invalid: {
        fields: (f) => ({ title: " ", dueDate: f.blockedDay, dueTime: "10:00", assigneeId: "" }),
        message: "Please say what is to be done.",
      },
      valid: {
        fields: (f) => ({ title: "Send the quote", dueDate: f.blockedDay, dueTime: "10:00", assigneeId: f.salesId }),
        async saved({ database }, f) {
          const [task] = await database.db.select().from(contactTasks).where(eq(contactTasks.contactId, f.contactId));
          expect(task).toMatchObject({ title: "Send the quote", assigneeId: f.salesId, doneAt: null });
          f.taskId = task!.id;
        },
      },
    },
    {
      name: "a follow-up done, on the contact's page",
      route: "/admin/contacts/:id",
      role: "sales",
      path: (f) => `/admin/contacts/${f.contactId}`,
      intent: "task-done",
      invalid: {
        fields: () => ({ taskId: "a-task" }),
        message: "This task is not one this page knows. Please reload the page.",
      },
      valid: {
        fields: (f) => ({ taskId: f.taskId! }),
        async saved({ database }, f) {
          const task = await rowOf(database.db.select().from(contactTasks).where(eq(contactTasks.id, f.taskId!)));
          expect(task.doneAt).not.toBeNull();
        },
      },
    },
    {
      name: "a follow-up open again",
      route: "/admin/contacts/:id",
      role: "sales",
      path: (f) => `/admin/contacts/${f.contactId}`,
      intent: "task-reopen",
      invalid: {
        fields: () => ({ taskId: "a-task" }),
        message: "This task is not one this page knows. Please reload the page.",
      },
      valid: {
        fields: (f) => ({ taskId: f.taskId! }),
        async saved({ database }, f) {
          const task = await rowOf(database.db.select().from(contactTasks).where(eq(contactTasks.id, f.taskId!)));
          expect(task.doneAt).toBeNull();
        },
      },
    },
    {
      name: "one's own follow-up done, from the overview",
      route: "/admin?index",
      role: "sales",
      path: () => "/admin?index",
      intent: "task-done",
      invalid: { fields: () => ({ taskId: "a-task" }), message: "This task is not one this page knows." },
      valid: {
        fields: (f) => ({ taskId: f.taskId! }),
        async saved({ database }, f) {
          const task = await rowOf(database.db.select().from(contactTasks).where(eq(contactTasks.id, f.taskId!)));
          expect(task.doneAt).not.toBeNull();
        },
      },
    },
    {
      name: "a contact given to a colleague",
      route: "/admin/contacts/:id",
      role: "sales",
      path: (f) => `/admin/contacts/${f.contactId}`,
      intent: "owner",
      invalid: { fields: () => ({ ownerId: "someone" }), message: "Please choose someone from the list." },
      valid: {
        fields: (f) => ({ ownerId: f.adminId }),
        async saved({ database }, f) {
          expect(await rowOf(database.db.select().from(contacts).where(eq(contacts.id, f.contactId)))).toMatchObject({
            ownerId: f.adminId,
          });
        },
      },
    },
    {
      name: "an enquiry's status",
      route: "/admin/enquiries/:id",
      role: "sales",
      path: (f) => `/admin/enquiries/${f.enquiryId}`,
      intent: "status",
      invalid: { fields: () => ({ status: "pending" }), message: "Please choose new, replied or closed." },
      valid: {
        fields: () => ({ status: "closed" }),
        async saved({ database }, f) {
          expect(await rowOf(database.db.select().from(enquiries).where(eq(enquiries.id, f.enquiryId)))).toMatchObject({
            status: "closed",
          });
        },
      },
    },
    {
      name: "a note on an enquiry",
      route: "/admin/enquiries/:id",
      role: "sales",
      path: (f) => `/admin/enquiries/${f.enquiryId}`,
      intent: "note",
      invalid: { fields: () => ({ body: "" }), message: "Please write the note." },
      valid: {
        fields: () => ({ body: "Called back; wants a quote." }),
        async saved({ database }, f) {
          const notes = await database.db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, f.enquiryId));
          expect(notes.map((note) => note.body)).toEqual(["Called back; wants a quote."]);
        },
      },
    },
    {
      name: "a reply to an enquiry",
      route: "/admin/enquiries/:id",
      role: "sales",
      path: (f) => `/admin/enquiries/${f.enquiryId}`,
      intent: "reply",
      invalid: { fields: () => ({ subject: "", body: "Hello Priya," }), message: "Please write the subject." },
      valid: {
        fields: () => ({ subject: "Your inventory app", body: "Hello Priya,\n\nThank you for writing to us." }),
        async saved({ database }) {
          const [mail] = await database.db
            .select()
            .from(outboxEmails)
            .where(eq(outboxEmails.subject, "Your inventory app"));
          expect(mail!.textBody).toContain("Thank you for writing to us.");
        },
      },
    },
    {
      name: "a new reply template",
      route: "/admin/enquiries/templates",
      role: "sales",
      path: () => "/admin/enquiries/templates",
      intent: "create",
      invalid: {
        fields: () => ({ name: "", subject: "Thanks", body: "Hello {firstName}," }),
        message: "Please write the name.",
      },
      valid: {
        fields: () => ({ name: "Quote follow-up", subject: "Your quote", body: "Hello {firstName}," }),
        async saved({ database }, f) {
          const [template] = await database.db
            .select()
            .from(replyTemplates)
            .where(eq(replyTemplates.name, "Quote follow-up"));
          expect(template).toMatchObject({ subject: "Your quote" });
          f.templateId = template!.id;
        },
      },
    },
    {
      name: "a reply template changed",
      route: "/admin/enquiries/templates",
      role: "sales",
      path: () => "/admin/enquiries/templates",
      intent: "save",
      invalid: {
        fields: (f) => ({ id: f.templateId!, name: "Quote follow-up", subject: "Your\nquote", body: "Hello," }),
        message: "The subject must be one line.",
      },
      valid: {
        fields: (f) => ({ id: f.templateId!, name: "Quote reminder", subject: "Your quote", body: "Hello again," }),
        async saved({ database }, f) {
          expect(
            await rowOf(database.db.select().from(replyTemplates).where(eq(replyTemplates.id, f.templateId!))),
          ).toMatchObject({ name: "Quote reminder", body: "Hello again," });
        },
      },
    },
    {
      name: "a reply template deleted",
      route: "/admin/enquiries/templates",
      role: "sales",
      path: () => "/admin/enquiries/templates",
      intent: "delete",
      invalid: { fields: () => ({ id: nobody }), message: "This template does not exist (any more)." },
      valid: {
        fields: (f) => ({ id: f.templateId! }),
        async saved({ database }, f) {
          expect(await database.db.select().from(replyTemplates).where(eq(replyTemplates.id, f.templateId!))).toEqual(
            [],
          );
        },
      },
    },
  ],
};
