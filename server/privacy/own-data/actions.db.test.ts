import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { contactKeyOf } from "../../../domain/contacts/contacts";
import type { OwnAction } from "../../../domain/own-data/actions";
import {
  applicationNotes,
  applications,
  auditLog,
  bookings,
  contactNotes,
  contacts,
  enquiries,
  jobAlertSubscriptions,
  outboxEmails,
  privacyAccessLinks,
  privacyRequests,
} from "../../db/schema";
import { sampleApplication, submitSampleApplication } from "../../../test-support/sample-application";
import { mergeAddressInto, recordEnquiryFrom } from "../../../test-support/sample-contact";
import { databaseSeededBeforeEach } from "../../../test-support/seeded-database";
import { bookingNow, sampleBooking } from "../../../test-support/sample-submissions";
import { unlimitedQuota } from "../../../test-support/unlimited-quota";
import { createBooking } from "../../bookings/bookings";
import type { QuotaAnswer } from "../../plugins/rate-limit";
import { tokenHash } from "../../kernel/secrets/tokens";
import { diskFileStore, type FileStore } from "../../kernel/storage/file-store";
import { proveOnePerson } from "../person-records";
import { recordPrivacyRequest } from "../requests/register";
import { mergeContacts } from "../../contacts/duplicates/merge";
import { insertStaffMember } from "../../../test-support/staff-actor";
import { ownDataPageServices } from "./page-services";

const now = bookingNow;
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };

/**
 * Kavya enquired and booked from her work address and applied from her own; sales merged the two,
 * and she opened a link from each in one browser, which proved both hers.
 */
const work = "Kavya.Menon@Work.example.in";
const own = "kavya.m@example.in";
const secret = "kavya-session-secret-0123456789abcdefghijklmnopq";

describe("a person acts on their own data", () => {
  let resumes: FileStore;
  let dataDir: string;
  let quotaAnswer: QuotaAnswer;
  const queued: string[] = [];

  const database = databaseSeededBeforeEach(
    "applications, enquiries, bookings, outbox_emails, contacts, privacy_access_links, privacy_requests, proven_addresses, contact_merges, job_alert_subscriptions, audit_log, settings, jobs",
    now,
  );

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-own-actions-"));
    resumes = diskFileStore(path.join(dataDir, "resumes"));
    quotaAnswer = { allowed: true };
    queued.length = 0;
    return () => fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const pages = () =>
    ownDataPageServices({
      db: database.db,
      clock: () => now,
      ...mail,
      careersEmail: "careers@test.example",
      onEmailsQueued: (ids) => queued.push(...ids),
      resumes,
      quotas: { quota: () => (quotaAnswer.allowed ? unlimitedQuota : async () => quotaAnswer) },
      dataProcessors: { mailRelay: true, fileStore: "disk" },
    });

  /** Her enquiry (her contact), a coming call, her application under the other address, a job alert, and her session. */
  async function kavya() {
    await recordEnquiryFrom(
      database.db,
      { firstName: "Kavya", lastName: "Menon", email: work, phone: "+91 98100 11111" },
      { now },
    );
    const contactId = await mergeAddressInto(database.db, work, own, now);
    await proveOnePerson(database.db, [work, own], now);
    const { confirmation: call } = await createBooking(
      database.db,
      { ...sampleBooking, firstName: "Kavya", lastName: "Menon", email: work, phone: "+91 98100 11111" },
      { ...mail, clientIp: "203.0.113.9", now },
    );
    const application = await submitSampleApplication(database.db, resumes, {
      application: sampleApplication({ fullName: "Kavya Menon", email: own, phone: "+91 98100 11111" }),
      now,
    });
    await database.db.insert(jobAlertSubscriptions).values({
      email: own,
      location: "All Locations",
      status: "confirmed",
      confirmTokenHash: tokenHash("kavya-alert"),
      createdAt: now,
      confirmedAt: now,
    });
    await openSession(own, secret);
    return { contactId, call, application };
  }

  /** A session opened by a link to `email`, as the browser's cookie holds it. */
  const openSession = (email: string, sessionSecret: string) =>
    database.db.insert(privacyAccessLinks).values({
      tokenHash: tokenHash(`link-${sessionSecret}`),
      emailKey: contactKeyOf(email),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      openedAt: now,
      sessionHash: tokenHash(sessionSecret),
      sessionExpiresAt: new Date(now.getTime() + 30 * 60_000),
    });

  const act = (action: OwnAction) => pages().act(secret, action, "203.0.113.9");
  const requests = () => database.db.select().from(privacyRequests).orderBy(privacyRequests.receivedAt);

  it("offers each action with what it would take, prefilled with the details held", async () => {
    const { call, application } = await kavya();
    const actions = await pages().actions(secret);
    expect(actions).toEqual({
      details: { firstName: "Kavya", lastName: "Menon", phone: "+91 98100 11111", city: "" },
      jobAlerts: 1,
      newsletter: false,
      doNotContact: "can-ask",
      upcomingCalls: [{ id: call.id, title: expect.stringContaining(call.reference) }],
      applicationsInProcess: [{ id: application.id, title: expect.stringContaining(application.reference) }],
      erasure: {
        erases: true,
        kept: [
          {
            what: expect.stringContaining(application.reference),
            until: expect.stringContaining("until a decision is made"),
          },
        ],
        staffDecide: false,
      },
    });
  });

  it("corrects the current records, leaves the enquiry as sent, shows staff what it was, and records the request", async () => {
    const { contactId, call, application } = await kavya();
    const outcome = await act({
      intent: "correct",
      firstName: "Kavya",
      lastName: "Nair",
      phone: "+91 90000 22222",
      city: "Kochi",
    });
    expect(outcome).toEqual({ ok: true, value: { reference: expect.stringMatching(/^PR-/), partly: false } });

    const [contact] = await database.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact).toMatchObject({ lastName: "Nair", phone: "+91 90000 22222", city: "Kochi" });
    const [applied] = await database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(applied).toMatchObject({ fullName: "Kavya Nair", phone: "+91 90000 22222", city: "Kochi" });
    const [booked] = await database.db.select().from(bookings).where(eq(bookings.id, call.id));
    expect(booked).toMatchObject({ lastName: "Nair", phone: "+91 90000 22222" });
    const [enquiry] = await database.db.select().from(enquiries);
    expect(enquiry).toMatchObject({ lastName: "Menon", phone: "+91 98100 11111" });

    // Staff see the change and what it was: a note on the contact and on the application, and the audit entries.
    const [contactNote] = await database.db.select().from(contactNotes).where(eq(contactNotes.contactId, contactId));
    expect(contactNote!.body).toContain('phone was "+91 98100 11111", now "+91 90000 22222"');
    expect(contactNote!.authorEmail).toBe("the person (privacy request)");
    const [applicationNote] = await database.db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, application.id));
    expect(applicationNote!.body).toContain('name was "Kavya Menon", now "Kavya Nair"');
    const corrections = await database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like '%.corrected'`);
    expect(corrections.map((entry) => entry.subjectType).sort()).toEqual(["application", "booking", "contact"]);
    for (const entry of corrections) expect(entry.summary).not.toContain("90000");

    const [request] = await requests();
    expect(request).toMatchObject({ kind: "correction", state: "done", emailKey: own, handledBy: "self-service" });
    expect(request!.reference).toBe(outcome?.ok && outcome.value.reference);
    const [confirmation] = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, own), eq(outboxEmails.kind, "privacy.request-outcome")));
    expect(confirmation!.textBody).toContain(request!.reference);
    expect(confirmation!.textBody).toContain(
      `your contact record, your application for Senior React Engineer (${application.reference}) and your call of`,
    );
    expect(confirmation!.textBody).toContain("Your enquiries keep the details you sent them with");
    expect(queued).toContain(confirmation!.id);

    // The same details again change nothing and record nothing.
    expect(
      await act({ intent: "correct", firstName: "Kavya", lastName: "Nair", phone: "+91 90000 22222", city: "Kochi" }),
    ).toEqual({ ok: false, message: "These are the details we already hold, so nothing was changed." });
    expect(await requests()).toHaveLength(1);
  });

  it("switches off job alerts and records the withdrawal; a second time there are none", async () => {
    await kavya();
    expect((await act({ intent: "stop-job-alerts" }))?.ok).toBe(true);
    expect(await database.db.select().from(jobAlertSubscriptions)).toEqual([]);
    expect(await act({ intent: "stop-job-alerts" })).toEqual({
      ok: false,
      message: "You have no job alerts to switch off.",
    });
    expect((await requests()).map((row) => [row.kind, row.state])).toEqual([["withdrawal", "done"]]);
  });

  it("marks the contact not to be contacted, by the person, on the contact's timeline", async () => {
    const { contactId } = await kavya();
    expect((await act({ intent: "do-not-contact" }))?.ok).toBe(true);
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact!.doNotContactAt).toEqual(now);
    expect(contact!.doNotContactBy).toBe("the person, on the page of their own data");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "contact.do-not-contact"));
    expect(entry).toMatchObject({ subjectId: contactId, actorEmail: "the person (privacy request)" });
    expect((await act({ intent: "do-not-contact" }))?.ok).toBe(false);
    expect((await requests()).map((row) => row.kind)).toEqual(["objection"]);
  });

  it("cancels their coming call through the manage link's code, and refuses a call not theirs", async () => {
    const { call } = await kavya();
    const { confirmation: other } = await createBooking(
      database.db,
      { ...sampleBooking, time: "12:00 PM" },
      { ...mail, clientIp: "203.0.113.10", now },
    );
    expect(await act({ intent: "cancel-call", bookingId: other.id })).toEqual({
      ok: false,
      message: "This call is not one of yours any more, or it can no longer be changed. Nothing was changed.",
    });
    expect((await act({ intent: "cancel-call", bookingId: call.id }))?.ok).toBe(true);
    const rows = await database.db.select({ id: bookings.id, status: bookings.status }).from(bookings);
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: call.id, status: "cancelled" },
        { id: other.id, status: "confirmed" },
      ]),
    );
    const kinds = (await database.db.select({ kind: outboxEmails.kind }).from(outboxEmails)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(["booking.cancellation", "privacy.request-outcome"]));
    expect((await requests()).map((row) => row.kind)).toEqual(["withdrawal"]);
  });

  it("withdraws an application in process as the board's rejection for withdrawing", async () => {
    const { application } = await kavya();
    expect((await act({ intent: "withdraw-application", applicationId: application.id }))?.ok).toBe(true);
    const [row] = await database.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row).toMatchObject({ stage: "rejected", rejectionReason: "Withdrew their application" });
    expect((await act({ intent: "withdraw-application", applicationId: application.id }))?.ok).toBe(false);
    expect((await requests()).map((row) => row.kind)).toEqual(["withdrawal"]);
  });

  it("erases what can go, keeps an application in process for staff, then erases the rest once it is withdrawn", async () => {
    const { application } = await kavya();
    const partly = await act({ intent: "erase" });
    expect(partly).toEqual({ ok: true, value: { reference: expect.stringMatching(/^PR-/), partly: true } });
    expect(await database.db.select().from(contacts)).toEqual([]);
    expect(await database.db.select().from(enquiries)).toEqual([]);
    expect(await database.db.select().from(bookings)).toEqual([]);
    expect((await database.db.select({ id: applications.id }).from(applications)).map((row) => row.id)).toEqual([
      application.id,
    ]);
    const [open] = await requests();
    expect(open).toMatchObject({ kind: "erasure", state: "received" });
    expect(JSON.stringify(open!.details)).toContain(application.reference);
    expect(open!.summary).toBe(
      `Erase everything you hold about me. Kept for now: The application for Senior React Engineer (${application.reference}), until a decision is made on it.`,
    );

    // The session still reads: what remains, and the actions left.
    const data = await pages().read(secret);
    expect(data!.groups.find((group) => group.key === "applications")!.records).toHaveLength(1);
    expect(data!.groups.find((group) => group.key === "contact")!.records).toHaveLength(0);
    // Under her other address too, though the contact that joined them is gone: both addresses are named.
    await openSession(work, "kavya-work-session-0123456789abcdefghijklmnop");
    const fromWork = await pages().read("kavya-work-session-0123456789abcdefghijklmnop");
    expect(fromWork!.addresses.sort()).toEqual([contactKeyOf(own), contactKeyOf(work)].sort());
    expect(fromWork!.groups.find((group) => group.key === "applications")!.records).toHaveLength(1);
    expect((await pages().actions("kavya-work-session-0123456789abcdefghijklmnop"))!.applicationsInProcess).toEqual([
      { id: application.id, title: expect.stringContaining(application.reference) },
    ]);

    expect((await act({ intent: "withdraw-application", applicationId: application.id }))?.ok).toBe(true);
    expect(await act({ intent: "erase" })).toEqual({
      ok: true,
      value: { reference: expect.stringMatching(/^PR-/), partly: false },
    });
    expect(await database.db.select().from(applications)).toEqual([]);
    const after = await pages().read(secret);
    // Nothing is held but the register's requests, kept to prove they were answered.
    expect(after!.groups.filter((group) => group.records.length > 0).map((group) => group.key)).toEqual([
      "privacyRequests",
    ]);
    expect(await act({ intent: "erase" })).toEqual({ ok: false, message: "We hold nothing about you to erase." });
    expect((await requests()).map((row) => [row.kind, row.state])).toEqual([
      ["erasure", "received"],
      ["withdrawal", "done"],
      ["erasure", "done"],
    ]);
  });

  it("names in the correction's e-mail only the records it corrected", async () => {
    await recordEnquiryFrom(database.db, { firstName: "Kavya", lastName: "Menon", email: work }, { now });
    await database.db.delete(enquiries);
    await openSession(work, secret);
    expect((await act({ intent: "correct", firstName: "Kavya", lastName: "Nair", phone: "", city: "" }))?.ok).toBe(
      true,
    );
    const [confirmation] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "privacy.request-outcome"));
    expect(confirmation!.textBody).toContain("We have corrected your name and phone on your contact record.");
    expect(confirmation!.textBody).not.toMatch(/application|calls|enquiries/);
  });

  it("confirms only a request this session made: a made-up, another person's or an earlier reference shows nothing", async () => {
    await kavya();
    const earlier = await database.db.transaction((tx) =>
      recordPrivacyRequest(
        tx,
        { kind: "erasure", email: own, summary: "Erase me.", receivedAt: new Date(now.getTime() - 60_000) },
        mail,
      ),
    );
    const done = await act({ intent: "do-not-contact" });
    const reference = done?.ok ? done.value.reference : "";
    expect(await pages().madeInSession(secret, reference)).toEqual({ kind: "objection", open: false });
    expect(await pages().madeInSession(secret, "PR-ABCDEF")).toBeUndefined();
    expect(await pages().madeInSession(secret, earlier.reference)).toBeUndefined();
    const stranger = "stranger-session-0123456789abcdefghijklmnopqrs";
    await openSession("someone.else@example.net", stranger);
    expect(await pages().madeInSession(stranger, reference)).toBeUndefined();
    expect(await pages().madeInSession("not-a-session", reference)).toBeUndefined();
  });

  it("lets a won client whose records all wait for staff ask for the erasure, which lands open in the register", async () => {
    await recordEnquiryFrom(database.db, { firstName: "Kavya", lastName: "Menon", email: work }, { now });
    await database.db
      .update(contacts)
      .set({ stage: "won" })
      .where(eq(contacts.emailKey, contactKeyOf(work)));
    await openSession(work, secret);
    const { erasure } = (await pages().actions(secret))!;
    expect(erasure).toMatchObject({ erases: false, staffDecide: true });
    expect(await act({ intent: "erase" })).toEqual({
      ok: true,
      value: { reference: expect.stringMatching(/^PR-/), partly: true },
    });
    const [request] = await requests();
    expect(request).toMatchObject({ kind: "erasure", state: "received" });
    expect(await database.db.select({ id: contacts.id }).from(contacts)).toHaveLength(1);
    const [acknowledged] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "privacy.request-received"));
    expect(acknowledged!.textBody).toContain("Kept for now: The record of a client");
    expect(acknowledged!.replyToAddress).toBe("privacy@nexoratech.in");
  });

  it("keeps a merged stranger's address apart: their link neither shows nor takes what is under hers", async () => {
    // A stranger sent an enquiry with Kavya's name and phone; sales merged it into her contact.
    const stranger = "not.kavya@example.net";
    const { call } = await kavya();
    await recordEnquiryFrom(
      database.db,
      { firstName: "Kavya", lastName: "Menon", email: stranger, phone: "+91 98100 11111" },
      { now },
    );
    const contactOf = async (email: string) =>
      (
        await database.db
          .select()
          .from(contacts)
          .where(eq(contacts.emailKey, contactKeyOf(email)))
      )[0]!.id;
    const sales = await insertStaffMember(database.db, now, {
      email: "neha@test.example",
      name: "Neha",
      role: "sales",
    });
    const survivorId = await contactOf(work);
    const otherContactId = await contactOf(stranger);
    await database.db.transaction((tx) =>
      mergeContacts(tx, sales, { contactId: survivorId, otherContactId }, survivorId, now),
    );
    const strangersSession = "stranger-session-0123456789abcdefghijklmnopqrs";
    await openSession(stranger, strangersSession);

    const seen = await pages().read(strangersSession);
    expect(seen!.addresses).toEqual([stranger]);
    expect(seen!.keptApart).toBe(true);
    expect(JSON.stringify(seen)).not.toContain(call.reference);
    expect(seen!.groups.find((group) => group.key === "contact")!.records).toEqual([]);
    expect(seen!.groups.find((group) => group.key === "enquiries")!.records).toHaveLength(1);
    const offered = await pages().actions(strangersSession);
    expect(offered!.upcomingCalls).toEqual([]);
    const cancel = await pages().act(strangersSession, { intent: "cancel-call", bookingId: call.id }, "198.51.100.7");
    expect(cancel?.ok).toBe(false);
    const [booking] = await database.db.select().from(bookings).where(eq(bookings.id, call.id));
    expect(booking!.status).toBe("confirmed");
  });

  it("proves two addresses one person's when the second's link is opened in the browser holding the first's session", async () => {
    await recordEnquiryFrom(database.db, { firstName: "Kavya", lastName: "Menon", email: work }, { now });
    await mergeAddressInto(database.db, work, own, now);
    await openSession(own, secret);
    expect((await pages().read(secret))!.keptApart).toBe(true);
    const token = "kavya-work-link-token-0123456789abcdefghijklmnop";
    await database.db.insert(privacyAccessLinks).values({
      tokenHash: tokenHash(token),
      emailKey: contactKeyOf(work),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 30 * 60_000),
    });
    const opened = await pages().openLink(token, "203.0.113.9", secret);
    expect(opened.ok).toBe(true);
    const both = await pages().read((opened as { value: { secret: string } }).value.secret);
    expect(both!.keptApart).toBe(false);
    expect(both!.addresses.sort()).toEqual([contactKeyOf(own), contactKeyOf(work)].sort());
    expect(both!.groups.find((group) => group.key === "contact")!.records).toHaveLength(1);
    // And from then on, whichever address's link opens the page.
    expect((await pages().read(secret))!.groups.find((group) => group.key === "contact")!.records).toHaveLength(1);
  });

  it("does nothing without a live session, or once the client's quota is spent", async () => {
    const { contactId } = await kavya();
    expect(await pages().act("not-a-session", { intent: "do-not-contact" }, "203.0.113.9")).toBeUndefined();
    expect(await pages().actions("not-a-session")).toBeUndefined();
    quotaAnswer = { allowed: false, retryAfterMs: 60_000 };
    expect(await act({ intent: "do-not-contact" })).toMatchObject({ ok: false, busy: true });
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact!.doNotContactAt).toBeNull();
    expect(await requests()).toEqual([]);
  });
});
