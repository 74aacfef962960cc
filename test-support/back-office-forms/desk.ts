import { eq, ne } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { expect } from "vitest";

import { indiaDateOf, shiftDate, type IsoDate } from "../../domain/time/india-dates";
import { movingFestivals } from "../../domain/bookings/india-holidays";
import { changeNoticeSetting } from "../../server/bookings/change-notice";
import { startTakingCalls } from "../../server/consultants/consultant-admin";
import type { Db } from "../../server/db/db";
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
} from "../../server/db/schema";
import { readSetting } from "../../server/kernel/runtime/settings";
import { commandLine } from "../../server/kernel/audit/audit";
import type { BackOfficeServer } from "../back-office-server";
import type { FormArea } from "../back-office-forms";
import { bookingNow } from "../sample-submissions";
import { nobody, noteRow, rowsOnPage, type RowOnPage } from "./form-rows";
import { mailFormRows, prepareMailForms, type MailFixtures } from "./mailboxes";
import { importFormRows, prepareImportForms, type ImportFixtures } from "./contact-imports";

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
  /** The e-mail forms: a Dovecot to connect, a thread to answer. */
  mail: MailFixtures;
  /** The contact imports, in each state a form acts on. */
  imports: ImportFixtures;
};

const accountId = async (db: Db, email: string) =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!.id;

const rowOf = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

/** The first day from `offset` days after the server's today that is not a Sunday, which nobody can block. */
function weekdayAfter(offset: number): IsoDate {
  let date = shiftDate(indiaDateOf(bookingNow), offset);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) date = shiftDate(date, 1);
  return date;
}

/** A form that changes one record: the row `idOf` names in `table` then holds `expected`. */
const savedRow =
  (
    table: PgTable & { id: AnyPgColumn },
    idOf: (f: Fixtures) => string,
    expected: (f: Fixtures) => Record<string, unknown>,
  ) =>
  async ({ database }: BackOfficeServer, f: Fixtures) => {
    expect(
      await rowOf(
        database.db
          .select()
          .from(table)
          .where(eq(table.id, idOf(f))),
      ),
    ).toMatchObject(expected(f));
  };

/** The follow-up's done box, ticked or cleared: the task is then done, or open again. */
const taskRow = (name: string, intent: "task-done" | "task-reopen", unknownTask: string): RowOnPage<Fixtures> => ({
  name,
  intent,
  invalid: { fields: () => ({ taskId: "a-task" }), message: unknownTask },
  valid: {
    fields: (f) => ({ taskId: f.taskId! }),
    async saved({ database }, f) {
      const task = await rowOf(database.db.select().from(contactTasks).where(eq(contactTasks.id, f.taskId!)));
      if (intent === "task-done") expect(task.doneAt).not.toBeNull();
      else expect(task.doneAt).toBeNull();
    },
  },
});

const onContactPage = {
  route: "/admin/contacts/:id",
  role: "sales",
  path: (f: Fixtures) => `/admin/contacts/${f.contactId}`,
} as const;
const onOverview = { route: "/admin?index", role: "sales", path: () => "/admin?index" } as const;
const unknownTaskHere = "This task is not one this page knows. Please reload the page.";

const onPage = rowsOnPage<Fixtures>;

export const deskForms: FormArea<Fixtures> = {
  area: "the sales and bookings desks",
  // The sales mailbox's rows connect to a Dovecot on this machine.
  server: { serversOnThisMachine: true },
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
      mail: await prepareMailForms(db, enquiry!.contactId!),
      imports: await prepareImportForms(server, bookingNow),
    };
  },
  async finish({ mail }) {
    await mail.dovecot.stop();
  },
  rows: [
    ...mailFormRows,
    ...importFormRows,
    ...onPage(onOverview, [
      {
        name: "a consultant's outcome of a call that has started",
        intent: "outcome",
        invalid: {
          fields: (f) => ({ bookingId: f.pastCallId, outcome: "maybe" }),
          message: "Please choose what became of the call.",
        },
        valid: {
          fields: (f) => ({ bookingId: f.pastCallId, outcome: "no-show" }),
          saved: savedRow(
            bookings,
            (f) => f.pastCallId,
            () => ({ outcome: "no-show" }),
          ),
        },
      },
    ]),
    ...onPage({ route: "/admin/bookings/:id", role: "sales", path: (f) => `/admin/bookings/${f.cancelledCallId}` }, [
      {
        name: "the outcome of a call that has started, said again on the call itself",
        path: (f) => `/admin/bookings/${f.pastCallId}`,
        intent: "outcome",
        invalid: { fields: () => ({ outcome: "maybe" }), message: "Please choose what became of the call." },
        valid: {
          fields: () => ({ outcome: "late-cancel" }),
          saved: savedRow(
            bookings,
            (f) => f.pastCallId,
            () => ({ outcome: "late-cancel" }),
          ),
        },
      },
      {
        name: "a call cancelled with a reason",
        // Before the call below is given away: both are at the same time, and this one frees its consultant.
        invalid: { fields: () => ({ reason: " " }), message: "Please say why the call is cancelled." },
        valid: {
          fields: () => ({ reason: "The consultant is unwell." }),
          saved: savedRow(
            bookings,
            (f) => f.cancelledCallId,
            () => ({ status: "cancelled" }),
          ),
        },
      },
      {
        name: "a call given to a colleague",
        path: (f) => `/admin/bookings/${f.reassignedCallId}`,
        intent: "reassign",
        invalid: { fields: () => ({ consultantId: "someone" }), message: "Please choose a consultant from the list." },
        valid: {
          fields: (f) => ({ consultantId: f.colleagueConsultantId }),
          saved: savedRow(
            bookings,
            (f) => f.reassignedCallId,
            (f) => ({ consultantId: f.colleagueConsultantId }),
          ),
        },
      },
    ]),
    ...onPage({ route: "/admin/blocked-time", role: "admin", path: () => "/admin/blocked-time" }, [
      {
        name: "whole days blocked",
        intent: "days",
        invalid: {
          fields: (f) => ({ fromDate: f.blockedDay, toDate: shiftDate(f.blockedDay, -1), reason: "Team offsite" }),
          message: "The last day cannot be before the first day.",
        },
        valid: {
          fields: (f) => ({ fromDate: f.blockedDay, toDate: f.blockedDay, reason: "Team offsite" }),
          async saved({ database }, f) {
            const [block] = await database.db
              .select()
              .from(blockedTimes)
              .where(eq(blockedTimes.reason, "Team offsite"));
            expect(block).toBeDefined();
            f.blockId = block!.id;
          },
        },
      },
      {
        name: "hours of a day blocked",
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
    ]),
    ...onPage(
      { route: "/admin/blocked-time", role: "admin", path: (f) => `/admin/blocked-time?holidays=${f.festivalYear}` },
      [
        {
          name: "a year's public holidays blocked",
          intent: "holidays",
          invalid: { fields: () => ({ holiday: "nonsense" }), message: "Please choose holidays from the list." },
          valid: {
            fields: (f) => ({ holiday: `${f.festivalYear}-01-26|Republic Day` }),
            async saved({ database }) {
              const [block] = await database.db
                .select()
                .from(blockedTimes)
                .where(eq(blockedTimes.reason, "Republic Day"));
              expect(block).toBeDefined();
            },
          },
        },
        {
          name: "a year's festival dates, which the site's table lacks",
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
      ],
    ),
    ...onPage({ route: "/admin/blocked-time", role: "sales", path: () => "/admin/blocked-time" }, [
      {
        name: "the notice for visitors' changes",
        intent: "change-notice",
        invalid: { fields: () => ({ hours: "169" }), message: "A notice can be at most 168 hours (a week)." },
        valid: {
          fields: () => ({ hours: "24" }),
          async saved({ database }) {
            expect(await readSetting(database.db, changeNoticeSetting)).toBe(24);
          },
        },
      },
    ]),
    ...onPage({ route: "/admin/contacts/board", role: "sales", path: () => "/admin/contacts/board" }, [
      {
        name: "a card moved on the pipeline board",
        intent: "move",
        invalid: {
          fields: (f) => ({ contactId: f.contactId, stage: "maybe" }),
          message: "Please choose a stage from the list.",
        },
        valid: {
          fields: (f) => ({ contactId: f.contactId, stage: "contacted" }),
          saved: savedRow(
            contacts,
            (f) => f.contactId,
            () => ({ stage: "contacted" }),
          ),
        },
      },
    ]),
    ...onPage(onContactPage, [
      noteRow<Fixtures>(
        "a note on a contact",
        { table: contactNotes, on: (f) => [contactNotes.contactId, f.contactId] },
        {
          blank: "  ",
          body: "Asked for a quote by Friday.",
        },
      ),
      {
        name: "a contact's deal",
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
          saved: savedRow(
            contacts,
            (f) => f.contactId,
            (f) => ({ stage: "proposal", expectedValue: 1_250_000, expectedCloseDate: shiftDate(f.blockedDay, 10) }),
          ),
        },
      },
      {
        name: "a follow-up on a contact",
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
      taskRow("a follow-up done, on the contact's page", "task-done", unknownTaskHere),
      taskRow("a follow-up open again", "task-reopen", unknownTaskHere),
    ]),
    ...onPage(onOverview, [
      taskRow("one's own follow-up done, from the overview", "task-done", "This task is not one this page knows."),
    ]),
    ...onPage(onContactPage, [
      {
        name: "a contact given to a colleague",
        intent: "owner",
        invalid: { fields: () => ({ ownerId: "someone" }), message: "Please choose someone from the list." },
        valid: {
          fields: (f) => ({ ownerId: f.adminId }),
          saved: savedRow(
            contacts,
            (f) => f.contactId,
            (f) => ({ ownerId: f.adminId }),
          ),
        },
      },
      {
        name: "a contact who asked not to be contacted",
        intent: "do-not-contact",
        invalid: { fields: () => ({ asked: "maybe" }), message: "Please reload the page and try again." },
        valid: {
          fields: () => ({ asked: "yes" }),
          async saved({ database }, f) {
            const contact = await rowOf(database.db.select().from(contacts).where(eq(contacts.id, f.contactId)));
            expect(contact.doNotContactAt).not.toBeNull();
            expect(contact.doNotContactBy).toBeTruthy();
          },
        },
      },
    ]),
    ...onPage({ route: "/admin/enquiries/:id", role: "sales", path: (f) => `/admin/enquiries/${f.enquiryId}` }, [
      {
        name: "an enquiry's status",
        intent: "status",
        invalid: { fields: () => ({ status: "pending" }), message: "Please choose new, replied or closed." },
        valid: {
          fields: () => ({ status: "closed" }),
          saved: savedRow(
            enquiries,
            (f) => f.enquiryId,
            () => ({ status: "closed" }),
          ),
        },
      },
      noteRow<Fixtures>(
        "a note on an enquiry",
        { table: enquiryNotes, on: (f) => [enquiryNotes.enquiryId, f.enquiryId] },
        {
          blank: "",
          body: "Called back; wants a quote.",
        },
      ),
      {
        name: "a reply to an enquiry",
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
    ]),
    ...onPage({ route: "/admin/enquiries/templates", role: "sales", path: () => "/admin/enquiries/templates" }, [
      {
        name: "a new reply template",
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
        intent: "save",
        invalid: {
          fields: (f) => ({ id: f.templateId!, name: "Quote follow-up", subject: "Your\nquote", body: "Hello," }),
          message: "The subject must be one line.",
        },
        valid: {
          fields: (f) => ({ id: f.templateId!, name: "Quote reminder", subject: "Your quote", body: "Hello again," }),
          saved: savedRow(
            replyTemplates,
            (f) => f.templateId!,
            () => ({ name: "Quote reminder", body: "Hello again," }),
          ),
        },
      },
      {
        name: "a reply template deleted",
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
    ]),
  ],
};
