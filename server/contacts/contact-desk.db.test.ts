import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StaffMember } from "../../domain/staff/staff";
import { createBooking } from "../bookings/bookings";
import type { Database } from "../db/db";
import { contacts } from "../db/schema";
import { recordEnquiry } from "../enquiries/enquiries";
import { joinedStaff } from "../../test-support/joined-staff";
import { bookingNow, sampleBooking, sampleEnquiry, testSiteUrl } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";
import { findBooking } from "../bookings/booking-admin";
import { findEnquiry } from "../enquiries/enquiry-inbox";
import { auditLog } from "../db/schema";
import { desc, eq } from "drizzle-orm";
import { contactCardDesk, contactDesk } from "./contact-desk";
import { isoDate } from "../../domain/time/india-dates";
import { recordPrivacyRequest } from "../privacy/requests/register";

/**
 * The sales desk's people: one contact per address in any case, owners given in turn,
 * and a timeline of what happened with them. `bookingNow` is Monday 23 November 2026, 9:00 AM IST.
 */
const now = bookingNow;
const mail = { salesEmail: "sales@test.example", publicSiteUrl: testSiteUrl, clientIp: "::1", now };

let database: Database;
let anika: StaffMember;
let bharat: StaffMember;
let admin: StaffMember;

const member = async (name: string, role: StaffMember["role"]): Promise<StaffMember> => {
  const email = `${name.toLowerCase()}@nexoratech.in`;
  const account = await joinedStaff(database.db, { email, name, role }, now);
  return { id: account.id, email, name, role };
};

const enquire = (email: string, message = sampleEnquiry.message) =>
  recordEnquiry(database.db, { ...sampleEnquiry, email, message, source: "contact" }, mail);

beforeAll(async () => {
  database = await openTestDatabase();
  anika = await member("Anika", "sales");
  bharat = await member("Bharat", "sales");
  admin = await member("Asha", "admin");
});
afterAll(() => database.close());

describe("contacts", () => {
  /** The sales desk's lists and one contact's card, as `member`'s pages have them. */
  const desk = (member: StaffMember) => ({
    ...contactDesk({ db: database.db, clock: () => now }, member),
    ...contactCardDesk({ db: database.db, clock: () => now }, member),
  });

  it("makes one contact of an address in any case, and gives new ones to sales in turn", async () => {
    await enquire("Ravi.Kumar@Example.in");
    await enquire("ravi.kumar@example.in", "A second question about hosting.");
    await enquire("meena.iyer@example.in");
    const rows = await database.db.select().from(contacts).orderBy(contacts.emailKey);
    expect(rows.map((row) => row.emailKey)).toEqual(["meena.iyer@example.in", "ravi.kumar@example.in"]);
    // Each sales person got one: nobody gets a second before everyone has had one.
    expect(new Set(rows.map((row) => row.ownerId))).toEqual(new Set([anika.id, bharat.id]));
  });

  it("leaves the privacy register's e-mails off a contact's timeline", async () => {
    await enquire("kiran.rao@example.in");
    const grievance = await recordPrivacyRequest(
      database.db,
      { kind: "grievance", email: "Kiran.Rao@example.in", summary: "Please stop calling me.", receivedAt: now },
      mail,
    );
    expect(grievance.emailIds).toHaveLength(1);
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.emailKey, "kiran.rao@example.in"));
    const titles = (await desk(admin).timeline(contact!.id)).map((entry) => entry.title);
    // The enquiry's acknowledgment stays; the grievance's ("We have your request PR-…") does not.
    expect(titles.filter((title) => title.startsWith("E-mail"))).toEqual([
      expect.stringMatching(/^E-mail waiting to go: We have received your message/),
    ]);
    expect(titles.join("\n")).not.toContain(grievance.reference);
  });

  it("keeps enquiries and calls from one address on one timeline, newest first, with every change", async () => {
    const email = "farah.khan@example.in";
    await enquire(email);
    const booked = await createBooking(database.db, { ...sampleBooking, email }, mail);
    const [contact] = (await desk(admin).list({ view: "everyone", q: "farah" })).rows;
    expect(contact).toMatchObject({ email, stage: "new", source: "direct" });

    await desk(admin).setStage(contact!.id, {
      stage: "won",
      expectedValue: 1_250_000,
      expectedCloseDate: isoDate("2026-12-15"),
      lostReason: null,
    });
    await desk(admin).addNote(contact!.id, "Signed the statement of work.");
    const timeline = await desk(admin).timeline(contact!.id);
    const titles = timeline.map((entry) => entry.title);
    expect(titles).toContain("Enquiry (Contact page)");
    expect(titles.some((title) => title.includes(booked.confirmation.reference))).toBe(true);
    expect(titles).toContain("Note");
    expect(titles.some((title) => title.startsWith("E-mail sent") || title.startsWith("E-mail waiting"))).toBe(true);
    expect(titles.some((title) => title.includes("moved from New to Won, ₹12,50,000"))).toBe(true);
    const times = timeline.map((entry) => entry.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("lets anyone on the sales desk give any contact on, or take it over, and nobody else", async () => {
    await enquire("owned.by.someone@example.in");
    const [contact] = (await desk(admin).list({ view: "everyone", q: "owned.by.someone" })).rows;
    const owner = contact!.ownerId === anika.id ? anika : bharat;
    const other = owner === anika ? bharat : anika;
    const editor = await member("Esha", "editor");
    expect(await desk(editor).assign(contact!.id, editor.id)).toEqual({
      ok: false,
      message: "Only the sales desk, the contact's owner and the consultant of their call work on this contact.",
    });
    expect(await desk(editor).find(contact!.id)).toBe("not yours");
    // Taken over by a colleague who does not own it.
    expect(await desk(other).assign(contact!.id, other.id)).toEqual({ ok: true, value: undefined });
    expect(await desk(admin).assign(contact!.id, null)).toEqual({ ok: true, value: undefined });
    const unassigned = await desk(other).list({ view: "unassigned" });
    expect(unassigned.rows.map((row) => row.id)).toContain(contact!.id);
    const changes = (await desk(admin).timeline(contact!.id)).filter((entry) => entry.kind === "change");
    // All at the test's one instant: their order among themselves is not the point.
    expect(changes.map((entry) => entry.title)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("has no owner now"),
        expect.stringContaining(`is now ${other.name}'s`),
        expect.stringContaining("next in turn"),
      ]),
    );
    expect(changes).toHaveLength(3);
  });

  it("counts each person's open leads and the ones nobody owns, leaving won deals out", async () => {
    const people = await desk(admin).assignments();
    const open = await database.db.select().from(contacts);
    const stillOpen = open.filter((contact) => contact.stage !== "won" && contact.stage !== "lost");
    expect(people.reduce((sum, person) => sum + person.openLeads, 0)).toBe(stillOpen.length);
    const nobody = people.find((person) => person.id === null);
    expect(nobody?.openLeads).toBe(stillOpen.filter((contact) => contact.ownerId === null).length);
    // Nobody comes last.
    expect(people.at(-1)?.id).toBeNull();
  });
});

describe("a contact who asked not to be contacted", () => {
  const desk = (member: StaffMember) => ({
    ...contactDesk({ db: database.db, clock: () => now }, member),
    ...contactCardDesk({ db: database.db, clock: () => now }, member),
  });

  it("is marked wherever they are shown and left out of the list for sending, which is audited", async () => {
    const asked = "no.more.mail@example.in";
    const enquiry = await enquire(asked);
    const booked = await createBooking(database.db, { ...sampleBooking, email: asked, time: "2:30 PM" }, mail);
    await enquire("still.welcome@example.in");
    const [contact] = (await desk(anika).list({ view: "everyone", q: asked })).rows;
    expect(contact!.doNotContact).toBe(false);

    expect(await desk(anika).setDoNotContact(contact!.id, true)).toEqual({ ok: true, value: undefined });
    expect(await desk(anika).setDoNotContact(contact!.id, true)).toEqual({
      ok: false,
      message: "This is already recorded.",
    });
    const card = await desk(admin).find(contact!.id);
    expect(card).toMatchObject({ doNotContact: true, doNotContactBy: "Anika", origin: { kind: "site" } });
    expect((await desk(admin).list({ view: "everyone", q: asked })).rows[0]!.doNotContact).toBe(true);
    expect((await desk(admin).board("everyone")).find((row) => row.id === contact!.id)?.doNotContact).toBe(true);
    expect((await findEnquiry(database.db, enquiry.id))?.doNotContact).toBe(true);
    expect((await findBooking(database.db, booked.confirmation.id))?.doNotContact).toBe(true);

    const { content, rowCount: listed, leftOut } = await desk(admin).sendingList({ view: "everyone", q: "example.in" });
    // Read as bytes, so that the byte order mark stays (a TextDecoder drops it).
    const list = { csv: Buffer.from(await new Response(content).arrayBuffer()).toString("utf8"), listed, leftOut };
    expect(list.csv).toContain("still.welcome@example.in");
    expect(list.csv).not.toContain(asked);
    expect(list.leftOut).toBe(1);
    // A byte order mark first, for Excel to read it as UTF-8.
    expect(list.csv.split("\r\n")[0]).toBe('\uFEFF"Name","E-mail","Company"');
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "contact.sending-list"))
      .orderBy(desc(auditLog.at));
    expect(entry?.details).toEqual({ listed: list.listed, leftOut: 1 });

    // Someone who may not work the contact cannot change it; its owner's colleague on the desk can.
    const editor = await member("Ishaan", "editor");
    expect((await desk(editor).setDoNotContact(contact!.id, false)).ok).toBe(false);
    expect(await desk(bharat).setDoNotContact(contact!.id, false)).toEqual({ ok: true, value: undefined });
    expect(await desk(admin).find(contact!.id)).toMatchObject({ doNotContact: false, doNotContactAt: null });
  });
});
