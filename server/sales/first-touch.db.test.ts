import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactKeyOf } from "../../domain/sales/sales";
import { bookings, contacts, enquiries } from "../db/schema";
import { bookingNow, sampleBooking, sampleEnquiry } from "../test-support/sample-submissions";
import { buildTestApp, type TestApp } from "../test-support/test-app";

/** Where visitors came from (issue 33, item 5): the forms send the visit's first touch with what they send. */
describe("a visit's first touch", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => bookingNow });
  });
  afterAll(() => subject.app.close());

  const post = (url: string, payload: object) => subject.app.inject({ method: "POST", url, payload });
  const enquiry = (email: string, firstTouch?: unknown) =>
    post("/contactus/submit", { ...sampleEnquiry, email, firstTouch });
  const booking = (email: string, firstTouch: unknown, time = sampleBooking.time) =>
    post("/demo/book", { ...sampleBooking, email, time, firstTouch });

  const storedEnquiry = async (id: string) =>
    (await subject.database.db.select().from(enquiries).where(eq(enquiries.id, id)))[0];
  const storedBooking = async (id: string) =>
    (await subject.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const contactTouch = async (email: string) =>
    (
      await subject.database.db
        .select({ firstTouch: contacts.firstTouch })
        .from(contacts)
        .where(eq(contacts.emailKey, contactKeyOf(email)))
    )[0]?.firstTouch;

  const newsletter = {
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: "diwali",
    landingPage: "/",
  };
  const search = { referrer: "www.google.com", landingPage: "/services/cloud" };

  it("is kept with the enquiry and its contact, and a later enquiry's touch does not replace the contact's", async () => {
    const email = "first.touch@example.in";
    const first = await enquiry(email, newsletter);
    expect(first.statusCode).toBe(201);
    expect((await storedEnquiry(first.json().data.id))?.firstTouch).toEqual(newsletter);
    expect(await contactTouch(email)).toEqual(newsletter);

    // The same person (in another case) comes back from a search and writes again.
    const second = await enquiry(email.toUpperCase(), search);
    expect(second.statusCode).toBe(201);
    expect((await storedEnquiry(second.json().data.id))?.firstTouch).toEqual(search);
    expect(await contactTouch(email)).toEqual(newsletter);
  });

  it("comes to a contact made without one from their next enquiry that has one", async () => {
    const email = "no.touch.first@example.in";
    const first = await enquiry(email);
    expect((await storedEnquiry(first.json().data.id))?.firstTouch).toBeNull();
    expect(await contactTouch(email)).toBeNull();
    await enquiry(email, search);
    expect(await contactTouch(email)).toEqual(search);
  });

  it("is kept with the booking and its contact, and a contact's earlier first touch stays", async () => {
    const newVisitor = "booking.touch@example.in";
    const booked = await booking(newVisitor, newsletter);
    expect(booked.statusCode).toBe(201);
    expect((await storedBooking(booked.json().data.id))?.firstTouch).toEqual(newsletter);
    expect(await contactTouch(newVisitor)).toEqual(newsletter);

    const enquirer = "wrote.then.booked@example.in";
    await enquiry(enquirer, search);
    const later = await booking(enquirer, { utmSource: "linkedin", landingPage: "/demo" }, "12:00 PM");
    expect(later.statusCode).toBe(201);
    expect((await storedBooking(later.json().data.id))?.firstTouch).toEqual({
      utmSource: "linkedin",
      landingPage: "/demo",
    });
    expect(await contactTouch(enquirer)).toEqual(search);
  });

  it("is trimmed, and empty texts are left out", async () => {
    const response = await enquiry("trimmed.touch@example.in", {
      utmSource: "  newsletter ",
      utmTerm: " ",
      landingPage: "/",
    });
    expect((await storedEnquiry(response.json().data.id))?.firstTouch).toEqual({
      utmSource: "newsletter",
      landingPage: "/",
    });
  });

  it.each([
    ["a text", "newsletter"],
    ["a number in a field", { utmSource: 42, landingPage: "/" }],
    ["a full address as the referrer", { referrer: "https://www.google.com/search?q=x", landingPage: "/" }],
    ["a landing page that is not a path", { landingPage: "https://elsewhere.example/" }],
    ["an over-long campaign", { utmCampaign: "x".repeat(101) }],
    ["nothing in it", { utmSource: "", landingPage: "  " }],
    ["null", null],
  ])("is dropped when it is %s, and the enquiry is still taken", async (junk, firstTouch) => {
    const email = `junk.${junk.replaceAll(" ", "-")}@example.in`;
    const response = await enquiry(email, firstTouch);
    expect(response.statusCode).toBe(201);
    expect((await storedEnquiry(response.json().data.id))?.firstTouch).toBeNull();
    expect(await contactTouch(email)).toBeNull();
  });

  it("is dropped when malformed, and the booking is still taken", async () => {
    const email = "junk.booking.touch@example.in";
    const response = await booking(email, { utmSource: ["newsletter"], landingPage: 7 }, "2:00 PM");
    expect(response.statusCode).toBe(201);
    expect((await storedBooking(response.json().data.id))?.firstTouch).toBeNull();
    expect(await contactTouch(email)).toBeNull();
  });
});
