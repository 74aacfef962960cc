import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { createBooking } from "./bookings/bookings";
import { bookings, consultants, contactNotes, contacts, staffAccounts } from "./db/schema";
import { startBackOfficeServer, type BackOfficeServer } from "../test-support/back-office-server";
// The back-office server's clock stands at bookingNow.
import { bookingNow, sampleBooking } from "../test-support/sample-submissions";

/**
 * Where two roles meet, through the real server: an editor whom sales has made
 * a consultant owns the call booked with them and its contact, and works both from the back office
 * (see, note, give away, cancel) though neither the bookings nor the contacts desk is theirs; they
 * see nothing beyond their own records, and change no owner or deal. The rows below complete the
 * authorisation table (back-office-authorisation.web.test.ts) for records owned outside the desks.
 *
 * Run `npm run build` first: this drives build/, exactly what production serves.
 */
let server: BackOfficeServer;
let editor: string;
let recruiter: string;
let call: { id: string; contactId: string };
let later: { id: string };
let sellers: { contactId: string };

const form = (cookie: string, url: string, fields: Record<string, string>) =>
  server.request({
    method: "POST",
    url,
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
const page = (cookie: string, url: string) => server.request({ method: "GET", url, headers: { cookie } });
/** The bodies of a contact's notes. */
const notesOf = async (contactId: string) =>
  (await server.database.db.select().from(contactNotes).where(eq(contactNotes.contactId, contactId))).map(
    (row) => row.body,
  );
/** The deal's form as the editor could send it, asking to win. */
const wonDeal = { intent: "stage", stage: "won", expectedValue: "", expectedCloseDate: "", lostReason: "" };

beforeAll(async () => {
  server = await startBackOfficeServer();
  const { db } = server.database;
  const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, "editor@test.example"));
  const sales = await server.signIn("sales");
  const started = await form(sales, "/admin/consultants", { intent: "start", staffAccountId: account!.id });
  expect(started.statusCode).toBe(302);
  const [own] = await db.select().from(consultants).where(eq(consultants.staffAccountId, account!.id));

  const day = shiftDate(indiaDateOf(bookingNow), 2);
  const book = async (time: string, email: string) =>
    (
      await createBooking(
        db,
        { ...sampleBooking, date: day, time, email },
        {
          salesEmail: "sales@test.example",
          publicSiteUrl: "http://127.0.0.1:3000",
          clientIp: "203.0.113.9",
          now: bookingNow,
          consultant: own!.id,
        },
      )
    ).confirmation.id;
  const id = await book("11:00 AM", "meera.call@example.in");
  later = { id: await book("3:00 PM", "ravi.call@example.in") };
  await book("1:00 PM", "asha.call@example.in");
  const [contact] = await db.select().from(contacts).where(eq(contacts.email, "meera.call@example.in"));
  expect(contact!.ownerId).toBe(account!.id);
  call = { id, contactId: contact!.id };
  // The rotation gives a contact the desk already knew to a seller, not to the call's consultant.
  const [asha] = await db.select().from(contacts).where(eq(contacts.email, "asha.call@example.in"));
  const [seller] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, "sales@test.example"));
  const given = await form(sales, `/admin/contacts/${asha!.id}`, { intent: "owner", ownerId: seller!.id });
  expect(given.statusCode).toBe(302);
  sellers = { contactId: asha!.id };
  editor = await server.signIn("editor");
  recruiter = await server.signIn("recruiter");
});
afterAll(() => server.close());

describe("an editor who takes calls", () => {
  it("opens their call and its contact, adds a note and a follow-up", async () => {
    const booking = await page(editor, `/admin/bookings/${call.id}`);
    expect(booking.statusCode).toBe(200);
    expect(booking.body).toContain("meera.call@example.in");
    const contact = await page(editor, `/admin/contacts/${call.contactId}`);
    expect(contact.statusCode).toBe(200);
    // The deal and the owner are the sales desk's: no form for them.
    expect(contact.body).not.toContain('name="intent" value="stage"');
    expect(contact.body).not.toContain('name="intent" value="owner"');

    const note = await form(editor, `/admin/contacts/${call.contactId}`, { intent: "note", body: "Wants a quote." });
    expect(note.statusCode).toBe(302);
    expect(await notesOf(call.contactId)).toEqual(["Wants a quote."]);
    const task = await form(editor, `/admin/contacts/${call.contactId}`, {
      intent: "task-add",
      title: "Send the quote",
      dueDate: shiftDate(indiaDateOf(bookingNow), 3),
      dueTime: "17:00",
    });
    expect(task.statusCode).toBe(302);
  });

  it("opens the contact of their call that a seller owns, adds a note, and changes no deal", async () => {
    const contact = await page(editor, `/admin/contacts/${sellers.contactId}`);
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain("asha.call@example.in");
    expect(contact.body).not.toContain('name="intent" value="stage"');
    const note = await form(editor, `/admin/contacts/${sellers.contactId}`, {
      intent: "note",
      body: "Call went well.",
    });
    expect(note.statusCode).toBe(302);
    expect(await notesOf(sellers.contactId)).toEqual(["Call went well."]);
    const stage = await form(editor, `/admin/contacts/${sellers.contactId}`, wonDeal);
    expect(stage.statusCode).toBe(400);
  });

  it("changes no owner and no deal of their own contact", async () => {
    const before = await server.snapshot();
    const stage = await form(editor, `/admin/contacts/${call.contactId}`, wonDeal);
    expect(stage.statusCode).toBe(400);
    expect(stage.body).toContain("Only the sales desk changes a contact&#x27;s owner or deal.");
    const owner = await form(editor, `/admin/contacts/${call.contactId}`, { intent: "owner", ownerId: "" });
    expect(owner.statusCode).toBe(400);
    expect(await server.snapshot()).toBe(before);
  });

  it("sees nothing beyond their own records", async () => {
    const before = await server.snapshot();
    const [other] = await server.database.db
      .select()
      .from(contacts)
      .where(eq(contacts.email, "priya.sharma@example.in"));
    for (const url of [`/admin/bookings/${server.records.bookingId}`, `/admin/contacts/${other!.id}`]) {
      expect((await page(editor, url)).statusCode).toBe(403);
    }
    expect(
      (await form(editor, `/admin/bookings/${server.records.bookingId}`, { reason: "Not mine to cancel." })).statusCode,
    ).toBe(403);
    expect((await form(editor, `/admin/contacts/${other!.id}`, { intent: "note", body: "Not mine." })).statusCode).toBe(
      403,
    );
    // Nor does a colleague without the desks see the editor's call.
    expect((await page(recruiter, `/admin/bookings/${call.id}`)).statusCode).toBe(403);
    expect((await page(recruiter, `/admin/contacts/${call.contactId}`)).statusCode).toBe(403);
    expect(await server.snapshot()).toBe(before);
  });

  it("cancels their own call", async () => {
    const cancelled = await form(editor, `/admin/bookings/${later.id}`, { reason: "The visitor asked by phone." });
    expect(cancelled.statusCode).toBe(302);
    const [row] = await server.database.db.select().from(bookings).where(eq(bookings.id, later.id));
    expect(row!.status).toBe("cancelled");
  });
});
