import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { csvListRefusals } from "../../domain/forms/csv-lists";
import {
  noAddressColumnMessage,
  subscriberImportKind,
  type SubscriberImportForm,
} from "../../domain/newsletter/subscriber-import";
import { SubscriberFilterSchema } from "../../domain/newsletter/subscriber-filter";
import { auditLog, newsletterSubscribers, outboxEmails } from "../db/schema";
import { listAudit, type Actor } from "../kernel/audit/audit";
import { notCsvMessage } from "../kernel/lists/csv-list-file";
import { RefusedError } from "../kernel/requests/outcome";
import { tokenHash } from "../kernel/secrets/tokens";
import { gatherPersonalData } from "../privacy/personal-data";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { insertStaffActor } from "../../test-support/staff-actor";
import { importSubscribers } from "./subscriber-import";
import { exportSubscribersCsv } from "./subscriber-list";
import { confirmSubscription, requestSubscription } from "./subscriptions";

const now = new Date("2026-11-22T10:30:00Z");
const earlier = new Date("2026-10-01T08:00:00Z");
const form: SubscriberImportForm = { source: "Ghost export, March", confirmed: "on" };
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };

const file = (text: string, name = "ghost.csv") => ({ name, content: new TextEncoder().encode(text) });

describe("importing newsletter subscribers", () => {
  const database = databaseClearedBeforeEach([auditLog, outboxEmails, newsletterSubscribers]);
  let editor: Actor;
  beforeAll(async () => {
    editor = await insertStaffActor(database.db, now, { email: "editor@nexoratech.in", name: "Esha", role: "editor" });
  });

  /** An address known here already, in a state, as sign-ups and sending leave one. */
  const known = (email: string, state: "pending" | "subscribed" | "unsubscribed" | "suppressed") =>
    database.db.insert(newsletterSubscribers).values({
      email,
      state,
      topics: ["Design"],
      confirmTokenHash: tokenHash(`${email}-link`),
      createdAt: earlier,
      confirmedAt: state === "pending" ? null : earlier,
      unsubscribedAt: state === "unsubscribed" ? earlier : null,
      ...(state === "suppressed"
        ? { suppressedAt: earlier, suppressionReason: "refused" as const, suppressionDetail: "550 No such user" }
        : {}),
    });

  const rowsOf = () =>
    database.db
      .select()
      .from(newsletterSubscribers)
      .orderBy(sql`lower(${newsletterSubscribers.email})`, asc(newsletterSubscribers.createdAt));

  it("subscribes each valid row with its confirmation's date and the source, and sends nobody anything", async () => {
    const report = await importSubscribers(
      database.db,
      editor,
      form,
      file(
        "email,name,subscribed_to_emails,created_at,Topics\r\n" +
          "asha@example.in,Asha,true,2026-03-14T09:30:00.000Z,Design;Product\r\n" +
          "Ravi@Example.in,Ravi,true,2026-03-15 10:00,\r\n",
      ),
      now,
    );
    expect(report).toEqual({
      fileName: "ghost.csv",
      source: "Ghost export, March",
      rows: 2,
      added: 2,
      confirmed: 0,
      known: 0,
      refused: 0,
      notes: [],
    });
    const rows = await rowsOf();
    expect(rows.map((row) => [row.email, row.state, row.topics, row.confirmedAt, row.consentSource])).toEqual([
      ["asha@example.in", "subscribed", ["Design", "Product"], new Date("2026-03-14T09:30:00Z"), "Ghost export, March"],
      ["Ravi@Example.in", "subscribed", [], new Date("2026-03-15T04:30:00Z"), "Ghost export, March"],
    ]);
    expect(rows.every((row) => row.createdAt.getTime() === now.getTime() && row.noticeVersion === null)).toBe(true);
    expect(await database.db.select().from(outboxEmails)).toEqual([]);
    const [entry] = (await listAudit(database.db, { subject: { type: "newsletter-subscribers", id: "import" } })).rows;
    expect(entry).toMatchObject({
      action: "newsletter.subscribers-import",
      details: { fileName: "ghost.csv", source: "Ghost export, March", rows: 2, added: 2, refused: 0 },
    });
  });

  it("refuses each row that is not a confirmed consent, counting it with its reason, and imports the rest", async () => {
    const report = await importSubscribers(
      database.db,
      editor,
      form,
      file(
        [
          "Email Address,CONFIRM_TIME,Topics",
          "no-date@example.in,,",
          "not an address,2026-03-14,",
          "later@example.in,2026-11-22 16:01,",
          "ok@example.in,2026-11-22 16:00,",
          "cooking@example.in,2026-03-14,Cooking",
          "OK@example.in,2026-03-14,",
          "day-first@example.in,14/03/2026,",
        ].join("\n"),
      ),
      now,
    );
    expect(report).toMatchObject({ rows: 7, added: 1, known: 0, refused: 6 });
    expect(report.notes.map((note) => [note.row, note.outcome, note.reason])).toEqual([
      [2, "refused", "No date of confirmed consent"],
      [3, "refused", "Not an e-mail address"],
      [4, "refused", "The consent's date is in the future: 2026-11-22 16:01:00 India time"],
      [
        6,
        "refused",
        "Not a topic of the blog: “Cooking” (Design, Software Engineering, Management, Product, Customer Success)",
      ],
      [7, "refused", "The same address appears on row 5"],
      [8, "refused", "Not a date: “14/03/2026” (write it as 2026-03-14, or 2026-03-14 09:30)"],
    ]);
    expect((await rowsOf()).map((row) => row.email)).toEqual(["ok@example.in"]);
  });

  it("leaves a known address as it was, but subscribes one waiting for confirmation and withdraws its e-mail", async () => {
    await known("stays@example.in", "subscribed");
    await known("left@example.in", "unsubscribed");
    await known("bounced@example.in", "suppressed");
    await requestSubscription(
      database.db,
      { email: "waiting@example.in", topics: ["Management"] },
      { now: earlier, mail },
    );
    expect(await database.db.select().from(outboxEmails)).toHaveLength(1);
    const report = await importSubscribers(
      database.db,
      editor,
      form,
      file(
        "Email,Confirmed\nSTAYS@example.in,2026-03-14\nleft@example.in,2026-03-14\nbounced@example.in,2026-03-14\nwaiting@example.in,2026-03-14\n",
      ),
      now,
    );
    expect(report).toMatchObject({ added: 0, confirmed: 1, known: 3, refused: 0 });
    expect(report.notes.map((note) => [note.email, note.outcome, note.reason])).toEqual([
      ["STAYS@example.in", "known", "Subscribed already: left as it is"],
      ["left@example.in", "known", "Unsubscribed on 2026-10-01 13:30:00 India time: left unsubscribed, as they asked"],
      ["bounced@example.in", "known", "Suppressed (never mailed again): left suppressed"],
    ]);
    const rows = await rowsOf();
    expect(rows.map((row) => [row.email, row.state, row.confirmedAt, row.consentSource, row.topics])).toEqual([
      ["bounced@example.in", "suppressed", earlier, null, ["Design"]],
      ["left@example.in", "unsubscribed", earlier, null, ["Design"]],
      ["stays@example.in", "subscribed", earlier, null, ["Design"]],
      ["waiting@example.in", "subscribed", new Date("2026-03-13T18:30:00Z"), "Ghost export, March", ["Management"]],
    ]);
    // The waiting sign-up's confirmation is no longer sent, and nothing else is queued.
    expect(await database.db.select().from(outboxEmails)).toEqual([]);
  });

  it("refuses a file it cannot import whole, before changing anything", async () => {
    const refusal = (content: Uint8Array) =>
      importSubscribers(database.db, editor, form, { name: "x.csv", content }, now).catch((error: unknown) => error);
    const utf8 = (text: string) => new TextEncoder().encode(text);
    expect(await refusal(utf8("Name,Confirmed\nAsha,2026-03-14\n"))).toEqual(new RefusedError(noAddressColumnMessage));
    expect(await refusal(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0))).toEqual(new RefusedError(notCsvMessage));
    expect(await refusal(new Uint8Array(subscriberImportKind.bytes + 1).fill(0x61))).toEqual(
      new RefusedError(csvListRefusals(subscriberImportKind).tooLarge),
    );
    expect(await rowsOf()).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("shows the source on the person's own data page until they confirm here", async () => {
    await importSubscribers(database.db, editor, form, file("Email,Confirmed\nmeera@example.in,2026-03-14\n"), now);
    const ownPage = async () => {
      const data = await gatherPersonalData(database.db, "meera@example.in", {
        processors: { mailRelay: true, fileStore: "disk" },
        now,
        language: "en",
      });
      return data.groups.flatMap((group) => group.records.flatMap((record) => record.fields));
    };
    expect(await ownPage()).toContainEqual({ label: "Where you confirmed it", value: "Ghost export, March" });

    // Unsubscribed, then subscribed again through the site's own form: the consent is then this one.
    await database.db
      .update(newsletterSubscribers)
      .set({ state: "unsubscribed", unsubscribedAt: now })
      .where(eq(newsletterSubscribers.email, "meera@example.in"));
    await requestSubscription(database.db, { email: "meera@example.in", topics: [] }, { now, mail });
    const [pending] = await database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.state, "pending"));
    const token = "known-token";
    await database.db
      .update(newsletterSubscribers)
      .set({ confirmTokenHash: tokenHash(token) })
      .where(eq(newsletterSubscribers.id, pending!.id));
    await confirmSubscription(database.db, token, { now, mail });
    expect((await rowsOf()).map((row) => [row.state, row.consentSource])).toEqual([["subscribed", null]]);
    expect((await ownPage()).map((field) => field.label)).not.toContain("Where you confirmed it");
  });
});

describe("the subscribers' export", () => {
  const database = databaseClearedBeforeEach([auditLog, newsletterSubscribers]);
  let editor: Actor;
  beforeAll(async () => {
    editor = await insertStaffActor(database.db, now, { email: "editor@nexoratech.in", name: "Esha", role: "editor" });
  });

  it("writes every matching subscriber, newest first, with India times and the consent's source, audited", async () => {
    const row = (email: string, minutes: number, values: Partial<typeof newsletterSubscribers.$inferInsert> = {}) => ({
      email,
      state: "subscribed" as const,
      confirmTokenHash: tokenHash(email),
      createdAt: new Date(now.getTime() - minutes * 60_000),
      confirmedAt: new Date(now.getTime() - minutes * 60_000),
      ...values,
    });
    await database.db.insert(newsletterSubscribers).values([
      row("=cmd@example.in", 30, { topics: ["Design", "Product"], consentSource: "=Mailchimp, 2025" }),
      row("gone@example.in", 20, {
        state: "suppressed",
        suppressedAt: now,
        suppressionReason: "refused",
        suppressionDetail: "550 No such user",
      }),
      row("waiting@example.in", 10, { state: "pending", confirmedAt: null }),
      row("other@test.example", 5),
    ]);
    // Pages of two: the file is read a page at a time and still holds every row once.
    const exported = await exportSubscribersCsv(
      database.db,
      editor,
      SubscriberFilterSchema.parse({ q: "example.in" }),
      now,
      { pageSize: 2 },
    );
    expect(exported.rowCount).toBe(3);
    const csv = await new Response(exported.content).text();
    // Response.text() reads the byte order mark the file starts with, and drops it.
    expect(csv.split("\r\n").filter(Boolean)).toEqual([
      '"Address","State","Topics","Signed up (India time)","Confirmed (India time)","Unsubscribed (India time)","Suppressed (India time)","Why suppressed","Consent source"',
      '"waiting@example.in","Waiting for confirmation","Every topic","2026-11-22 15:50:00","","","","",""',
      '"gone@example.in","Suppressed","Every topic","2026-11-22 15:40:00","2026-11-22 15:40:00","","2026-11-22 16:00:00","Refused for good by the receiving server: 550 No such user",""',
      '"\'=cmd@example.in","Subscribed","Design, Product","2026-11-22 15:30:00","2026-11-22 15:30:00","","","","\'=Mailchimp, 2025"',
    ]);
    const [entry] = (await listAudit(database.db, { subject: { type: "newsletter-subscribers", id: "export" } })).rows;
    expect(entry).toMatchObject({
      action: "newsletter.subscribers-export",
      details: { filter: { q: "example.in" }, rowCount: 3 },
    });

    const suppressed = await exportSubscribersCsv(
      database.db,
      editor,
      SubscriberFilterSchema.parse({ state: "suppressed" }),
      now,
    );
    expect(suppressed.rowCount).toBe(1);
  });
});
