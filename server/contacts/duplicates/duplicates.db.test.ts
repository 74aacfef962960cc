import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { PairRef } from "../../../contracts/contact-duplicates";
import type { StaffMember } from "../../../domain/staff/staff";
import { createBooking } from "../../bookings/bookings";
import type { Database } from "../../db/db";
import * as tables from "../../db/schema";
import { seed } from "../../db/seed";
import { recordEnquiry } from "../../enquiries/enquiries";
import { canonicalMailbox } from "../../kernel/mailboxes/canonical-mailbox";
import { diskFileStore } from "../../kernel/storage/file-store";
import { erasePerson, previewErasure } from "../../privacy/erasure";
import { runRetention } from "../../privacy/retention";
import { joinedStaff } from "../../../test-support/joined-staff";
import { sampleApplication, submitSampleApplication } from "../../../test-support/sample-application";
import { bookingNow, sampleBooking, sampleEnquiry, testSiteUrl } from "../../../test-support/sample-submissions";
import { contactDesk } from "../contact-desk";
import { openTestDatabase } from "../../../test-support/test-database";
import { contactCardDesk } from "../contact-desk";
import { contactDuplicatesDesk } from "./duplicates-desk";
import { isoDate } from "../../../domain/time/india-dates";

/**
 * The duplicates finder (decision 046), a merge with everything moved and its undo within a
 * day, a second address landing on the survivor, applications linked to their person, and
 * erasure reaching every address. The clock starts at `bookingNow` and is moved by the tests.
 */
let now = bookingNow;
const hours = (count: number) => count * 60 * 60_000;
const clock = () => now;
const mail = () => ({ salesEmail: "sales@test.example", publicSiteUrl: testSiteUrl, clientIp: "::1", now });
const resumesFolder = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-duplicates-"));
const resumes = diskFileStore(resumesFolder);

let database: Database;
let seller: StaffMember;
let admin: StaffMember;

const member = async (name: string, role: StaffMember["role"]): Promise<StaffMember> => {
  const email = `${name.toLowerCase()}@nexoratech.in`;
  const account = await joinedStaff(database.db, { email, name, role }, now);
  return { id: account.id, email, name, role };
};

const desk = (who: StaffMember = seller) => contactDuplicatesDesk({ db: database.db, clock, files: resumes }, who);

/** An enquiry from `email`, a minute after the last: answers its contact's id. */
async function enquire(email: string, person: Partial<typeof sampleEnquiry> = {}) {
  now = new Date(now.getTime() + 60_000);
  await recordEnquiry(database.db, { ...sampleEnquiry, ...person, email, source: "contact" }, mail());
  const [row] = await database.db
    .select({ contactId: tables.enquiries.contactId })
    .from(tables.enquiries)
    .where(eq(tables.enquiries.email, email))
    .orderBy(sql`${tables.enquiries.createdAt} desc`)
    .limit(1);
  return row!.contactId!;
}

const apply = (email: string, fullName = "Ravi Kumar", phone = "+91 97000 00001") =>
  submitSampleApplication(database.db, resumes, {
    application: sampleApplication({ email, fullName, phone }),
    now: new Date(now.getTime() + 60_000),
  });

const pairOf = async (ref: PairRef) => {
  const { pairs } = await desk().list(200);
  return pairs.find(
    (pair) =>
      pair.contact.id === ref.contactId &&
      pair.other.id === ("otherContactId" in ref ? ref.otherContactId : ref.applicationId),
  );
};

/** The pair as the finder orders it: the lower id first. */
const contactPair = (one: string, other: string): PairRef =>
  one < other ? { contactId: one, otherContactId: other } : { contactId: other, otherContactId: one };

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db, now);
  seller = await member("Sonal", "sales");
  admin = await member("Arjun", "admin");
});
afterAll(async () => {
  await database.close();
  fs.rmSync(resumesFolder, { recursive: true, force: true });
});

describe("the mailbox key", () => {
  it("is the same in SQL (migration 0031) and in kernel/mailboxes/canonical-mailbox.ts", async () => {
    const addresses = [
      "Meera.Iyer@Example.in",
      "meera.iyer+jobs@example.in",
      "meera.iyer+a+b@outlook.com",
      "m.e.e.r.a.iyer@gmail.com",
      "MeeraIyer+alerts@GMail.com",
      "meera.iyer+x@googlemail.com",
      " meeraiyer@gmail.com ",
      "first.last@sub.example.co.in",
      "o'brien+news@example.ie",
      "weird@at@example.in",
    ];
    for (const address of addresses) {
      const result = await database.db.execute<{ key: string }>(sql`select canonical_mailbox(${address}) as key`);
      expect((result as unknown as { rows: { key: string }[] }).rows[0]!.key, address).toBe(canonicalMailbox(address));
    }
  });
});

describe("the duplicates finder", () => {
  it("lists two contacts at one Gmail address without its dots", async () => {
    const older = await enquire("meera.iyer@gmail.com", { firstName: "Meera", lastName: "Iyer", phone: "" });
    const newer = await enquire("meeraiyer@gmail.com", { firstName: "Meera", lastName: "I", phone: "" });
    expect(newer).not.toBe(older);
    const pair = await pairOf(contactPair(older, newer));
    expect(pair?.reasons).toEqual(["Same Gmail address without dots"]);
  });

  it("lists the same phone number in any spelling, and the same name at one company", async () => {
    const one = await enquire("kabir@tatasteel.example", {
      firstName: "Kabir",
      lastName: "Singh",
      phone: "+91 98100 55555",
    });
    const two = await enquire("kabir.singh@home.example", {
      firstName: "kabir",
      lastName: "singh",
      phone: "098100-55555",
    });
    await database.db.update(tables.contacts).set({ company: "Tata Steel" }).where(eq(tables.contacts.id, one));
    await database.db.update(tables.contacts).set({ company: " tata  steel" }).where(eq(tables.contacts.id, two));
    const pair = await pairOf(contactPair(one, two));
    expect(pair?.reasons).toEqual(["Same phone number", "Same name at the same company"]);
  });

  it("lists a contact and an application's person under one address with a +tag, or one phone", async () => {
    const contact = await enquire("ravi.k@example.in", { firstName: "Ravi", lastName: "Kumar", phone: "" });
    const { id } = await apply("ravi.k+jobs@example.in", "Ravi Kumar", "+91 99999 00000");
    const pair = await pairOf({ contactId: contact, applicationId: id });
    expect(pair?.reasons).toEqual(["Same address without its +tag"]);
    expect(pair?.other).toMatchObject({ kind: "application", jobTitle: expect.any(String) });
    const byPhone = await apply("someone.else@example.in", "Kabir S", "9810055555");
    const phonePairs = (await desk().list(200)).pairs.filter((one) => one.other.id === byPhone.id);
    expect(phonePairs.map((one) => one.reasons)).toEqual([["Same phone number"], ["Same phone number"]]);
  });

  it("leaves out a pair dismissed as two people, and refuses to dismiss it twice", async () => {
    const { pairs, total } = await desk().list(200);
    expect(total).toBe(pairs.length);
    const phonePair = pairs.find(
      (pair) => pair.reasons.includes("Same phone number") && pair.other.kind === "contact",
    )!;
    const ref = { contactId: phonePair.contact.id, otherContactId: phonePair.other.id };
    expect(await desk().dismiss(ref)).toEqual({ ok: true, value: undefined });
    expect(await pairOf(ref)).toBeUndefined();
    expect((await desk().list(200)).total).toBe(total - 1);
    expect(await desk().dismiss({ contactId: ref.otherContactId, otherContactId: ref.contactId })).toEqual({
      ok: false,
      message: "These two were said to be two people already.",
    });
    const [entry] = await database.db
      .select()
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, "contact.not-duplicate"), eq(tables.auditLog.subjectId, ref.contactId)));
    expect(entry?.summary).toMatch(/^Said .+ are two people\.$/);
  });

  it("is limited, with the count of every pair", async () => {
    const { pairs, total } = await desk().list(1);
    expect(pairs).toHaveLength(1);
    expect(total).toBeGreaterThan(1);
  });
});

describe("a merge of two contacts", () => {
  let survivor: string;
  let merged: string;
  let mergeId: string;
  const survivorEmail = "nisha.rao@gmail.com";
  const mergedEmail = "nisharao+work@gmail.com";

  it("previews the merged record with the older contact kept, field by field", async () => {
    survivor = await enquire(survivorEmail, { firstName: "Nisha", lastName: "Rao", phone: "" });
    merged = await enquire(mergedEmail, { firstName: "Nisha", lastName: "R.", phone: "+91 98765 43210" });
    // The newer record has everything of a person: a call, a note, a follow-up, and an application.
    now = new Date(now.getTime() + 60_000);
    await createBooking(
      database.db,
      { ...sampleBooking, email: mergedEmail, firstName: "Nisha", lastName: "R.", phone: "+91 98765 43210" },
      mail(),
    );
    const cards = contactCardDesk({ db: database.db, clock }, seller);
    expect(await cards.addNote(merged, "Prefers WhatsApp.")).toEqual({ ok: true, value: undefined });
    await database.db
      .insert(tables.contactTasks)
      .values({ contactId: merged, title: "Call back", dueAt: now, createdBy: "Sonal", createdAt: now });
    const application = await apply(mergedEmail, "Nisha Rao");
    const [linked] = await database.db
      .select()
      .from(tables.applications)
      .where(eq(tables.applications.id, application.id));
    expect(linked!.contactId).toBe(merged);

    const preview = await desk().preview(contactPair(survivor, merged));
    expect(preview?.survivor.id).toBe(survivor);
    expect(preview?.fields.find((field) => field.label === "Phone")).toEqual({
      label: "Phone",
      survivor: "",
      other: "+91 98765 43210",
      kept: "+91 98765 43210",
      differs: true,
    });
    expect(preview?.fields.find((field) => field.label === "Name")?.kept).toBe("Nisha Rao");
    expect(preview?.moves).toEqual(
      expect.arrayContaining(["1 enquiry", "1 call", "1 application", "1 note", "1 follow-up"]),
    );
    expect(preview?.addresses).toEqual([mergedEmail]);
    const other = await desk().preview(contactPair(survivor, merged), merged);
    expect(other?.survivor.id).toBe(merged);
  });

  it("moves everything to the survivor, keeps the other address, deletes the merged contact and audits it", async () => {
    now = new Date(now.getTime() + 60_000);
    const outcome = await desk().merge(contactPair(survivor, merged), survivor);
    expect(outcome).toEqual({ ok: true, value: { survivorId: survivor } });
    const db = database.db;
    expect(await db.select().from(tables.contacts).where(eq(tables.contacts.id, merged))).toEqual([]);
    for (const table of [tables.enquiries, tables.bookings, tables.applications]) {
      const rows = await db.select({ contactId: table.contactId }).from(table).where(eq(table.contactId, survivor));
      expect(rows.length, "rows on the survivor").toBeGreaterThan(0);
    }
    expect(await db.select().from(tables.contactNotes).where(eq(tables.contactNotes.contactId, survivor))).toHaveLength(
      1,
    );
    expect(await db.select().from(tables.contactTasks).where(eq(tables.contactTasks.contactId, survivor))).toHaveLength(
      1,
    );
    const addresses = await db
      .select()
      .from(tables.contactAddresses)
      .where(eq(tables.contactAddresses.contactId, survivor));
    expect(addresses.map((row) => row.email)).toEqual([mergedEmail]);
    const [kept] = await db.select().from(tables.contacts).where(eq(tables.contacts.id, survivor));
    expect(kept).toMatchObject({ phone: "+91 98765 43210", firstName: "Nisha", lastName: "Rao" });
    const [merge] = await db.select().from(tables.contactMerges).where(eq(tables.contactMerges.survivorId, survivor));
    mergeId = merge!.id;
    expect(merge!.mergedContactId).toBe(merged);
    expect(merge!.mergedRow).toMatchObject({ id: merged, email: mergedEmail });
    expect(Object.keys(merge!.moved).sort()).toEqual([
      "applications",
      "bookings",
      "contact_notes",
      "contact_tasks",
      "enquiries",
    ]);
    const entries = await db
      .select({ summary: tables.auditLog.summary })
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, "contact.merge"), eq(tables.auditLog.subjectId, survivor)));
    expect(entries.map((entry) => entry.summary)).toEqual(["Merged Nisha R. into Nisha Rao."]);
    const aliases = await desk().aliases(survivor);
    expect(aliases.addresses).toEqual([mergedEmail]);
    expect(aliases.undoable.map((one) => one.id)).toEqual([mergeId]);
  });

  it("puts a new enquiry from the other address on the survivor, making no contact", async () => {
    const before = (await database.db.select({ id: tables.contacts.id }).from(tables.contacts)).length;
    expect(await enquire(mergedEmail.toUpperCase(), { firstName: "Nisha", lastName: "Rao" })).toBe(survivor);
    expect((await database.db.select({ id: tables.contacts.id }).from(tables.contacts)).length).toBe(before);
  });

  it("finds the survivor in the contacts list by the other address, whole or in part", async () => {
    const list = contactDesk({ db: database.db, clock }, seller);
    for (const q of [mergedEmail.toUpperCase(), mergedEmail.slice(0, 8)]) {
      const { rows } = await list.list({ view: "everyone", q });
      expect(rows.map((row) => row.id)).toContain(survivor);
    }
  });

  it("shows the application on the survivor's timeline, a link only for who may open applications", async () => {
    const titleOf = async (who: StaffMember) =>
      (await contactCardDesk({ db: database.db, clock }, who).timeline(survivor)).find(
        (entry) => entry.kind === "application",
      );
    expect((await titleOf(admin))?.title).toMatch(/^Applied for .+ \(APP-/);
    expect((await titleOf(admin))?.link).toMatch(/^\/admin\/applications\//);
    expect((await titleOf(seller))?.link).toBeUndefined();
  });

  it("links an application from a contact's other address when it is submitted", async () => {
    const { id } = await apply(mergedEmail, "Nisha Rao");
    const [row] = await database.db.select().from(tables.applications).where(eq(tables.applications.id, id));
    expect(row!.contactId).toBe(survivor);
  });

  it("is undone within a day: the merged contact back with its id, its rows back, the survivor as it was", async () => {
    now = new Date(now.getTime() + hours(23));
    const db = database.db;
    const [merge] = await db.select().from(tables.contactMerges).where(eq(tables.contactMerges.id, mergeId));
    expect(await desk().undo(mergeId)).toEqual({ ok: true, value: { survivorId: survivor } });
    const [back] = await db.select().from(tables.contacts).where(eq(tables.contacts.id, merged));
    expect(back).toMatchObject({ email: mergedEmail, phone: "+91 98765 43210", lastName: "R." });
    for (const [table, ids] of Object.entries(merge!.moved)) {
      const column = { enquiries: tables.enquiries, bookings: tables.bookings, applications: tables.applications }[
        table as "enquiries"
      ];
      if (!column) continue;
      const rows = await db
        .select({ id: column.id, contactId: column.contactId })
        .from(column)
        .where(eq(column.contactId, merged));
      expect(rows.map((row) => row.id).sort(), table).toEqual([...ids].sort());
    }
    expect(await db.select().from(tables.contactNotes).where(eq(tables.contactNotes.contactId, merged))).toHaveLength(
      1,
    );
    expect(
      await db.select().from(tables.contactAddresses).where(eq(tables.contactAddresses.contactId, survivor)),
    ).toEqual([]);
    const [restored] = await db.select().from(tables.contacts).where(eq(tables.contacts.id, survivor));
    expect(restored!.phone).toBe("");
    const undone = await db
      .select({ summary: tables.auditLog.summary })
      .from(tables.auditLog)
      .where(and(eq(tables.auditLog.action, "contact.merge-undone"), eq(tables.auditLog.subjectId, survivor)));
    expect(undone.map((entry) => entry.summary)).toEqual(["Undid the merge of Nisha R. into Nisha Rao."]);
    expect((await desk().aliases(survivor)).undoable).toEqual([]);
  });

  it("refuses a second undo of the same merge", async () => {
    expect(await desk().undo(mergeId)).toEqual({ ok: false, message: "This merge was undone already." });
  });

  it("refuses the undo after a day, by the app's clock", async () => {
    now = new Date(now.getTime() + 60_000);
    const merge = await desk().merge(contactPair(survivor, merged), survivor);
    expect(merge.ok).toBe(true);
    const [latest] = await database.db
      .select({ id: tables.contactMerges.id })
      .from(tables.contactMerges)
      .where(eq(tables.contactMerges.mergedContactId, merged))
      .orderBy(sql`${tables.contactMerges.createdAt} desc`)
      .limit(1);
    now = new Date(now.getTime() + hours(24) + 1000);
    expect(await desk().undo(latest!.id)).toEqual({
      ok: false,
      message: "A merge can be undone within a day only, and this one is older.",
    });
    expect((await desk().aliases(survivor)).undoable).toEqual([]);
    expect((await desk().aliases(survivor)).addresses).toEqual([mergedEmail]);
  });

  it("is for whoever may manage both contacts: an editor is refused", async () => {
    const editor = await member("Esha", "editor");
    const one = await enquire("p1@example.in");
    const two = await enquire("p2@example.in");
    const outcome = await desk(editor).merge(contactPair(one, two), one);
    expect(outcome.ok).toBe(false);
    expect(await database.db.select().from(tables.contacts).where(eq(tables.contacts.id, two))).toHaveLength(1);
  });
});

describe("an application's person merged into a contact", () => {
  it("links the address's applications and keeps the address; the undo unlinks them", async () => {
    const contact = await enquire("tara.n@example.in", { firstName: "Tara", lastName: "N", phone: "" });
    const phoneOf = async () =>
      (
        await database.db
          .select({ phone: tables.contacts.phone })
          .from(tables.contacts)
          .where(eq(tables.contacts.id, contact))
      )[0]!.phone;
    const first = await apply("tara.n+careers@example.in", "Tara Nair");
    const second = await apply("tara.n+careers@example.in", "Tara Nair");
    const ref = { contactId: contact, applicationId: first.id };
    const preview = await desk().preview(ref);
    expect(preview?.moves).toEqual(["2 applications"]);
    now = new Date(now.getTime() + 60_000);
    expect(await desk().merge(ref, contact)).toEqual({ ok: true, value: { survivorId: contact } });
    const linked = await database.db
      .select()
      .from(tables.applications)
      .where(eq(tables.applications.contactId, contact));
    expect(linked.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    expect((await desk().aliases(contact)).addresses).toEqual(["tara.n+careers@example.in"]);
    // The contact had no phone: the candidate's is kept, as a merge of two contacts keeps it.
    expect(await phoneOf()).toBe("+91 97000 00001");
    expect(await pairOf(ref)).toBeUndefined();
    const [merge] = await database.db
      .select()
      .from(tables.contactMerges)
      .where(eq(tables.contactMerges.survivorId, contact));
    expect(await desk().undo(merge!.id)).toEqual({ ok: true, value: { survivorId: contact } });
    expect(
      await database.db.select().from(tables.applications).where(eq(tables.applications.contactId, contact)),
    ).toEqual([]);
    expect((await desk().aliases(contact)).addresses).toEqual([]);
    expect(await phoneOf()).toBe("");
  });
});

describe("a merge of two contacts who both hold one e-mail", () => {
  it("keeps the survivor's copy and removes the merged copy's kept attachment from the store", async () => {
    const one = await enquire("dev.anand@gmail.com", { firstName: "Dev", lastName: "Anand" });
    const two = await enquire("devanand@gmail.com", { firstName: "Dev", lastName: "Anand" });
    const copy = (contactId: string, storedKey: string) => ({
      contactId,
      messageId: "<both@example.in>",
      threadKey: "<both@example.in>",
      direction: "in" as const,
      fromParty: { name: "Dev", address: "dev.anand@gmail.com" },
      toParties: [{ name: "", address: "sales@test.example" }],
      subject: "The brief",
      sentAt: now,
      bodyText: "Attached.",
      attachments: [{ fileName: "brief.pdf", mediaType: "application/pdf", bytes: 4, storedKey }],
      createdAt: now,
    });
    await database.db
      .insert(tables.contactEmails)
      .values([copy(one, "mail-attachment-one"), copy(two, "mail-attachment-two")]);
    for (const key of ["mail-attachment-one", "mail-attachment-two"])
      await resumes.put(key, Buffer.from("%PDF"), "application/pdf");

    expect(await desk().merge(contactPair(one, two), one)).toEqual({ ok: true, value: { survivorId: one } });
    const held = await database.db
      .select()
      .from(tables.contactEmails)
      .where(eq(tables.contactEmails.messageId, "<both@example.in>"));
    expect(held.map((email) => email.contactId)).toEqual([one]);
    const kept = await resumes.read("mail-attachment-one");
    kept?.stream.destroy();
    expect(kept?.bytes).toBe(4);
    expect(await resumes.read("mail-attachment-two")).toBeUndefined();
  });
});

describe("applications and contacts made later", () => {
  it("links a candidate's earlier applications when an enquiry makes their contact", async () => {
    const { id } = await apply("late.lead@example.in");
    const [before] = await database.db.select().from(tables.applications).where(eq(tables.applications.id, id));
    expect(before!.contactId).toBeNull();
    const contact = await enquire("Late.Lead@example.in");
    const [after] = await database.db.select().from(tables.applications).where(eq(tables.applications.id, id));
    expect(after!.contactId).toBe(contact);
  });
});

describe("erasure of a merged person", () => {
  it("erases, from their second address, everything under both addresses", async () => {
    const first = "ira.sen@gmail.com";
    const second = "irasen@gmail.com";
    const one = await enquire(first, { firstName: "Ira", lastName: "Sen" });
    const two = await enquire(second, { firstName: "Ira", lastName: "Sen" });
    await apply(second, "Ira Sen");
    now = new Date(now.getTime() + 60_000);
    await createBooking(database.db, { ...sampleBooking, email: first, date: isoDate("2026-12-01") }, mail());
    expect((await desk().merge(contactPair(one, two), one)).ok).toBe(true);
    const preview = await previewErasure(database.db, second.toUpperCase());
    expect(preview).toMatchObject({ contacts: 1, enquiries: 2, applications: 1, bookings: 1 });
    const erased = await erasePerson(database.db, { actor: admin, email: second, resumes, now });
    expect(erased).toEqual(preview);
    const db = database.db;
    for (const address of [first, second]) {
      expect(await db.select().from(tables.enquiries).where(eq(tables.enquiries.email, address))).toEqual([]);
      expect(await db.select().from(tables.applications).where(eq(tables.applications.email, address))).toEqual([]);
      expect(await db.select().from(tables.bookings).where(eq(tables.bookings.email, address))).toEqual([]);
      expect(await db.select().from(tables.contactAddresses).where(eq(tables.contactAddresses.email, address))).toEqual(
        [],
      );
    }
    expect(await db.select().from(tables.contacts).where(eq(tables.contacts.id, one))).toEqual([]);
    expect(await db.select().from(tables.contactMerges).where(eq(tables.contactMerges.mergedContactId, two))).toEqual(
      [],
    );
  });
});

describe("retention", () => {
  it("deletes merges older than a week, and the survivor keeps the addresses they brought", async () => {
    const db = database.db;
    const kept = await db.select({ id: tables.contactAddresses.id }).from(tables.contactAddresses);
    now = new Date(now.getTime() + hours(24 * 8));
    await runRetention(db, { resumes, now });
    expect(await db.select().from(tables.contactMerges)).toEqual([]);
    expect((await db.select({ id: tables.contactAddresses.id }).from(tables.contactAddresses)).length).toBe(
      kept.length,
    );
  });
});
