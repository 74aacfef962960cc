import { addMinutes } from "date-fns";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StaffMember } from "../../domain/staff/staff";
import { contactKeyOf } from "../../domain/contacts/contacts";
import type { Database } from "../db/db";
import { contacts, enquiries } from "../db/schema";
import { createAnalytics } from "../analytics/analytics";
import { contactCardDesk, contactDesk } from "../contacts/contact-desk";
import { joinedStaff } from "../../test-support/joined-staff";
import { recordingLogger } from "../../test-support/recording-logger";
import { bookingNow, sampleEnquiry } from "../../test-support/sample-submissions";
import { buildTestApp, type TestApp } from "../../test-support/test-app";
import { openTestDatabase } from "../../test-support/test-database";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const host = "nexora.test";

/**
 * A form does not prove its sender owns the address it gives (decision 051): a stranger who writes
 * with someone else's address adds a lead to that person's contact, and nothing more. Each lead
 * keeps the visit it was sent from; the contact shows every
 * lead's source; a later enquiry under another name leaves the contact's name, and the desk sees both.
 */
describe("an enquiry sent with someone else's address", () => {
  let now = bookingNow;
  let database: Database;
  let subject: TestApp;
  let seller: StaffMember;
  beforeAll(async () => {
    database = await openTestDatabase();
    const analytics = createAnalytics({
      db: database.db,
      clock: () => now,
      log: recordingLogger().log,
      countryOf: () => undefined,
    });
    subject = await buildTestApp({ database, clock: () => now, analytics });
    const account = await joinedStaff(database.db, { email: "anika@nexoratech.in", name: "Anika", role: "sales" }, now);
    seller = { id: account.id, email: "anika@nexoratech.in", name: "Anika", role: "sales" };
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const from = (ip: string) => ({ remoteAddress: ip, headers: { host, "user-agent": chrome } });
  const view = (ip: string, path: string, extra: object = {}) =>
    subject.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      payload: { kind: "view", path, widthPx: 1280, ...extra },
      ...from(ip),
    });
  const enquire = (ip: string, payload: object) =>
    subject.app.inject({ method: "POST", url: "/contactus/submit", payload, ...from(ip) });

  it("adds a lead with the stranger's visit, and leaves the person's name, phone and own visit theirs", async () => {
    const victim = "kavya.menon@example.in";
    const stranger = "198.51.100.66";
    const person = "203.0.113.24";
    const forged = {
      utmSource: "attacker-src",
      utmCampaign: '=HYPERLINK("http://evil.example/","Open")',
    };
    now = bookingNow;
    expect((await view(stranger, "/services/cloud", forged)).statusCode).toBe(204);
    now = addMinutes(bookingNow, 1);
    expect((await view(stranger, "/made-up/page")).statusCode).toBe(204);
    const strangers = await enquire(stranger, {
      ...sampleEnquiry,
      firstName: "Mallory",
      lastName: "Stone",
      phone: "+91 90000 00066",
      email: victim,
    });
    expect(strangers.statusCode).toBe(201);

    now = addMinutes(bookingNow, 20);
    await view(person, "/services/erp", { utmSource: "Newsletter", utmCampaign: "erp-november" });
    now = addMinutes(bookingNow, 21);
    await view(person, "/contactUs");
    const own = await enquire(person, {
      ...sampleEnquiry,
      firstName: "Kavya",
      lastName: "Menon",
      phone: "+91 98100 55555",
      email: victim,
      message: "This is my real question about an ERP.",
    });
    expect(own.statusCode).toBe(201);

    const [contact] = await database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.emailKey, contactKeyOf(victim)));
    const card = await contactCardDesk({ db: database.db, clock: () => now }, seller).find(contact!.id);
    if (!card || card === "not yours") throw new Error("The seller should open the contact.");

    // Each lead keeps its own visit: source, campaign and pages seen.
    const strangersTouch = {
      ...forged,
      landingPage: "/services/cloud",
      pagesSeen: ["/services/cloud", "/made-up/page"],
    };
    const ownTouch = {
      utmSource: "Newsletter",
      utmCampaign: "erp-november",
      landingPage: "/services/erp",
      pagesSeen: ["/services/erp", "/contactUs"],
    };
    // The card lists each enquiry by the id the site answered it with, linked to its page.
    const leadOf = (answer: typeof own, fields: { at: Date; name: string; phone: string; firstTouch: object }) => {
      const id: string = answer.json().data.id;
      return { kind: "enquiry", id, ...fields, link: `/admin/enquiries/${id}` };
    };
    expect(card.leads).toEqual([
      leadOf(own, {
        at: addMinutes(bookingNow, 21),
        name: "Kavya Menon",
        phone: "+91 98100 55555",
        firstTouch: ownTouch,
      }),
      leadOf(strangers, {
        at: addMinutes(bookingNow, 1),
        name: "Mallory Stone",
        phone: "+91 90000 00066",
        firstTouch: strangersTouch,
      }),
    ]);
    const stored = await database.db.select({ id: enquiries.id, firstTouch: enquiries.firstTouch }).from(enquiries);
    expect(stored.find((row) => row.id === own.json().data.id)?.firstTouch).toEqual(ownTouch);

    // The contact shows the sources of all its leads, the first lead's first.
    expect(card.source).toBe("attacker-src, newsletter");
    const [listed] = (await contactDesk({ db: database.db, clock: () => now }, seller).list({ view: "everyone" })).rows;
    expect(listed).toMatchObject({ id: contact!.id, source: "attacker-src, newsletter" });

    // The later enquiry renamed nobody: the contact keeps the name and phone it had, and the desk
    // sees the other name it was written under.
    expect(card).toMatchObject({ firstName: "Mallory", lastName: "Stone", phone: "+91 90000 00066" });
    expect(card.otherNames).toEqual(["Kavya Menon"]);
  });

  it("names three sources of a contact's leads in the lists and counts the rest", async () => {
    const email = "many.sources@example.in";
    expect((await enquire("192.0.2.99", { ...sampleEnquiry, email })).statusCode).toBe(201);
    const [contact] = await database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.emailKey, contactKeyOf(email)));
    // Later leads from four campaigns, one of them twice: each source is named once.
    const sources = ["Alpha", "beta", "ALPHA", "gamma", "delta"];
    await database.db.insert(enquiries).values(
      sources.map((utmSource, index) => ({
        ...sampleEnquiry,
        email,
        source: "contact",
        contactId: contact!.id,
        firstTouch: { utmSource },
        createdAt: addMinutes(now, index + 1),
      })),
    );
    const { rows } = await contactDesk({ db: database.db, clock: () => now }, seller).list({
      view: "everyone",
      q: email,
    });
    expect(rows.map((row) => row.source)).toEqual(["direct, alpha, beta and 2 more"]);
  });
});
