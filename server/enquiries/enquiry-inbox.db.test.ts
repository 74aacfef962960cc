import { beforeAll, describe, expect, it } from "vitest";

import { EnquiryFilterSchema, type EnquiryFilter } from "../../domain/enquiries/enquiry-triage";
import { auditLog, enquiries, enquiryNotes } from "../db/schema";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { insertStaffActor } from "../../test-support/staff-actor";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  exportEnquiriesCsv,
  findEnquiry,
  folderCounts,
  listEnquiries,
} from "./enquiry-inbox";
import { neutraliseFormula, toCsv } from "../kernel/lists/csv";
import { listAudit, type Actor } from "../kernel/audit/audit";

const now = new Date("2026-11-22T10:30:00Z");
const filter = (input: Record<string, string> = {}): EnquiryFilter => EnquiryFilterSchema.parse(input);

type NewEnquiry = Partial<typeof enquiries.$inferInsert>;
let sequence = 0;
const enquiry = (overrides: NewEnquiry = {}): typeof enquiries.$inferInsert => {
  sequence += 1;
  return {
    firstName: "Rahul",
    lastName: "Verma",
    email: `rahul.${sequence}@example.in`,
    message: "Please quote for an ERP rollout across two plants in Manesar.",
    source: "contact",
    createdAt: new Date(now.getTime() - sequence * 60_000),
    ...overrides,
  };
};

describe("the enquiry inbox", () => {
  const database = databaseClearedBeforeEach([auditLog, enquiries]);
  let actor: Actor;
  beforeAll(async () => {
    actor = await insertStaffActor(database.db, now, {
      email: "sales@nexoratech.in",
      name: "Sunita Rao",
      role: "sales",
    });
  });

  const insert = async (...rows: NewEnquiry[]) =>
    (
      await database.db
        .insert(enquiries)
        .values(rows.map((row) => enquiry(row)))
        .returning({ id: enquiries.id })
    ).map((row) => row.id);

  const emailsOf = async (input: Record<string, string>) =>
    (await listEnquiries(database.db, filter(input))).rows.map((row) => row.email);

  it("lists newest first with the message's first line, and keeps spam out of the inbox", async () => {
    await insert(
      { email: "older@example.in", createdAt: new Date("2026-11-20T10:00:00Z"), message: "First line\nSecond line" },
      { email: "newer@example.in", createdAt: new Date("2026-11-21T10:00:00Z") },
      { email: "bot@example.in", isSpam: true, createdAt: new Date("2026-11-22T10:00:00Z") },
    );
    const page = await listEnquiries(database.db, filter());
    expect(page.rows.map((row) => row.email)).toEqual(["newer@example.in", "older@example.in"]);
    expect(page.rows[1]?.preview).toBe("First line");
    expect(page.next).toBeUndefined();
    expect(await emailsOf({ folder: "spam" })).toEqual(["bot@example.in"]);
    expect(await folderCounts(database.db)).toEqual({ inbox: 2, spam: 1 });
  });

  it("filters by status and by source, where project matches every case study's form", async () => {
    await insert(
      { email: "contact@example.in", source: "contact", status: "replied" },
      { email: "testimonials@example.in", source: "testimonials" },
      { email: "erp@example.in", source: "project:retail-erp" },
      { email: "clinic@example.in", source: "project:clinic-app", status: "closed" },
    );
    expect(await emailsOf({ status: "replied" })).toEqual(["contact@example.in"]);
    expect(await emailsOf({ source: "testimonials" })).toEqual(["testimonials@example.in"]);
    expect(await emailsOf({ source: "project" })).toEqual(["erp@example.in", "clinic@example.in"]);
    expect(await emailsOf({ source: "project", status: "closed" })).toEqual(["clinic@example.in"]);
    expect(await emailsOf({ status: "bogus" })).toHaveLength(4);
  });

  it("searches names, the full name, the e-mail and the message without regard to case", async () => {
    await insert(
      { firstName: "Ananya", lastName: "Iyer", email: "ananya@example.in" },
      { firstName: "Vikram", lastName: "Singh", email: "v.singh@corp.example" },
      { email: "plain@example.in", message: "We need a WhatsApp bot for our clinics." },
    );
    expect(await emailsOf({ q: "ANANYA" })).toEqual(["ananya@example.in"]);
    expect(await emailsOf({ q: "singh" })).toEqual(["v.singh@corp.example"]);
    expect(await emailsOf({ q: "ananya iyer" })).toEqual(["ananya@example.in"]);
    expect(await emailsOf({ q: "corp.example" })).toEqual(["v.singh@corp.example"]);
    expect(await emailsOf({ q: "whatsapp BOT" })).toEqual(["plain@example.in"]);
    expect(await emailsOf({ q: "nobody" })).toEqual([]);
  });

  it("takes % and _ in a search literally", async () => {
    await insert(
      { email: "percent@example.in", message: "We want 100% uptime." },
      { email: "under_score@example.in" },
      { email: "other@example.in", message: "We want 1000 users, underXscore." },
      { email: "slash@example.in", message: "a\\b" },
    );
    expect(await emailsOf({ q: "100%" })).toEqual(["percent@example.in"]);
    expect(await emailsOf({ q: "%" })).toEqual(["percent@example.in"]);
    expect(await emailsOf({ q: "under_" })).toEqual(["under_score@example.in"]);
    expect(await emailsOf({ q: "_" })).toEqual(["under_score@example.in"]);
    expect(await emailsOf({ q: "a\\b" })).toEqual(["slash@example.in"]);
  });

  it("pages by keyset: every row exactly once, also when rows share a created_at", async () => {
    const shared = new Date("2026-11-21T08:00:00Z");
    await database.db
      .insert(enquiries)
      .values([
        ...Array.from({ length: 60 }, () => enquiry({ createdAt: shared })),
        ...Array.from({ length: 47 }, () => enquiry()),
      ]);
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listEnquiries(database.db, filter(), { after });
      expect(page.rows.length).toBeLessThanOrEqual(50);
      seen.push(...page.rows.map((row) => row.id));
      after = page.next;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(107);
    expect(new Set(seen).size).toBe(107);
  });

  it("pages rows the database timestamped within one millisecond", async () => {
    // created_at from now() has microseconds; the cursor must keep them.
    for (const second of ["00", "01"])
      await database.db.execute(
        `insert into enquiries (first_name, last_name, email, message, source, created_at)
         select 'A', 'B', 'x' || g || '@example.in', 'm', 'contact',
                timestamptz '2026-11-21 08:00:${second}.123000+00' + g * interval '1 microsecond'
         from generate_series(1, 40) g`,
      );
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await listEnquiries(database.db, filter(), { after, limit: 7 });
      seen.push(...page.rows.map((row) => row.id));
      after = page.next;
    } while (after);
    expect(new Set(seen).size).toBe(80);
  });

  it("starts at the top for a cursor it did not write", async () => {
    await insert({});
    expect((await listEnquiries(database.db, filter(), { after: "not-a-cursor" })).rows).toHaveLength(1);
  });

  it("changes the status with an audit entry naming from and to, and logs nothing for no change", async () => {
    const [id] = await insert({ firstName: "Ananya", lastName: "Iyer" });
    await changeEnquiryStatus(database.db, actor, id!, "replied", now);
    await changeEnquiryStatus(database.db, actor, id!, "replied", now);
    expect((await findEnquiry(database.db, id!))?.status).toBe("replied");
    const history = await listAudit(database.db, { subject: { type: "enquiry", id: id! } });
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0]).toMatchObject({
      action: "enquiry.status",
      actorEmail: "sales@nexoratech.in",
      actorId: actor.id,
      details: { from: "new", to: "replied" },
      summary: "Marked the enquiry from Ananya Iyer Replied (was New).",
      at: now,
    });
  });

  it("adds notes, newest first, each with an audit entry", async () => {
    const [id] = await insert({});
    await addEnquiryNote(database.db, actor, id!, "Called back, wants a quote by Friday.", now);
    await addEnquiryNote(database.db, actor, id!, "Quote sent.", new Date(now.getTime() + 60_000));
    const found = await findEnquiry(database.db, id!);
    expect(found?.notes.map((note) => note.body)).toEqual(["Quote sent.", "Called back, wants a quote by Friday."]);
    // Notes name their author as the team knows them.
    expect(found?.notes[0]?.authorName).toBe("Sunita Rao");
    const history = await listAudit(database.db, { subject: { type: "enquiry", id: id! } });
    expect(history.rows.map((row) => row.action)).toEqual(["enquiry.note", "enquiry.note"]);
  });

  it("refuses changes to an enquiry that does not exist, and finds nothing for a malformed id", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(changeEnquiryStatus(database.db, actor, missing, "closed", now)).rejects.toThrow("does not exist");
    await expect(addEnquiryNote(database.db, actor, "nope", "x", now)).rejects.toThrow("does not exist");
    expect(await findEnquiry(database.db, missing)).toBeUndefined();
    expect(await findEnquiry(database.db, "1' or '1'='1")).toBeUndefined();
    expect(await database.db.select().from(enquiryNotes)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("exports the filter to an RFC 4180 CSV with formulas made harmless, and audits the export", async () => {
    await insert(
      {
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: "+A1",
        email: "csv@example.in",
        phone: "-2+A1",
        message: '@SUM(A1:A2)\r\nShe said "hello", twice',
        createdAt: new Date("2026-11-21T10:00:00Z"),
      },
      { email: "other@example.in", source: "testimonials" },
      { email: "spam@example.in", isSpam: true },
    );
    const { content, rowCount } = await exportEnquiriesCsv(database.db, actor, filter({ q: "csv@" }), now);
    expect(rowCount).toBe(1);
    const csv = await new Response(content).text();
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")","\'+A1","csv@example.in","\'-2+A1"');
    expect(csv).toContain('"\'@SUM(A1:A2)\r\nShe said ""hello"", twice"');
    const [header, record] = csv.split(/\r\n(?=")/);
    expect(header).toBe(
      '"Received (India time)","Status","First name","Last name","E-mail","Phone","Source","Message","Spam","Id"',
    );
    expect(record).toMatch(
      /^"2026-11-21 15:30:00","New","'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)","'\+A1",/,
    );
    expect(record).toContain('"Contact page"');
    const [entry] = (await listAudit(database.db, { subject: { type: "enquiry", id: "export" } })).rows;
    expect(entry).toMatchObject({
      action: "enquiry.export",
      details: { filter: { folder: "inbox", q: "csv@" }, rowCount: 1 },
    });

    const all = await exportEnquiriesCsv(database.db, actor, filter(), now);
    expect(all.rowCount).toBe(2);
    const allCsv = await new Response(all.content).text();
    expect(allCsv).not.toContain("spam@example.in");
    expect(allCsv.indexOf("other@example.in")).toBeLessThan(allCsv.indexOf("csv@example.in"));
    const spam = await exportEnquiriesCsv(database.db, actor, filter({ folder: "spam" }), now);
    expect(await new Response(spam.content).text()).toContain("spam@example.in");
  });

  it("streams the export page by page, audited before its first byte, the same bytes whatever the page size", async () => {
    await insert(
      ...Array.from({ length: 7 }, (_, index) => ({
        email: `page.${index}@example.in`,
        // Two rows a second: pages end between rows of the same time too.
        createdAt: new Date(now.getTime() - Math.floor(index / 2) * 1000),
      })),
    );
    const exported = await exportEnquiriesCsv(database.db, actor, filter(), now, { pageSize: 2 });
    const [entry] = (await listAudit(database.db, { subject: { type: "enquiry", id: "export" } })).rows;
    expect(entry).toMatchObject({ action: "enquiry.export", details: { rowCount: 7 } });
    // Nothing was read past the count yet: an enquiry that arrives now opens the file.
    await insert({ email: "late@example.in", createdAt: new Date(now.getTime() + 60_000) });
    const streamed = await new Response(exported.content).text();
    const whole = await new Response((await exportEnquiriesCsv(database.db, actor, filter(), now)).content).text();
    expect(streamed).toBe(whole);
    expect(streamed.split("\r\n").filter(Boolean)).toHaveLength(9);
    expect(streamed.split("\r\n")[1]).toContain("late@example.in");
  });

  it("stops reading when the download goes away", async () => {
    await insert({}, {}, {});
    const { content } = await exportEnquiriesCsv(database.db, actor, filter(), now, { pageSize: 1 });
    const reader = content.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^"Received \(India time\)",/);
    await reader.cancel();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it("escapes every formula lead-in and leaves other cells alone, a phone number among them", () => {
    const cells = ["=1", "+A1", "-2+cmd|' /C calc'!A0", "@SUM", "\tx", "\rx", "1+1", "", "a=b"];
    expect([...cells, "+91 98765 43210", "-2", "+1 (555) 010-0199"].map(neutraliseFormula)).toEqual([
      "'=1",
      "'+A1",
      "'-2+cmd|' /C calc'!A0",
      "'@SUM",
      "'\tx",
      "'\rx",
      "1+1",
      "",
      "a=b",
      "+91 98765 43210",
      "-2",
      "+1 (555) 010-0199",
    ]);
    expect(
      toCsv([
        ["a", ""],
        ['"q"', "line\nbreak"],
      ]),
    ).toBe('"a",""\r\n"""q""","line\nbreak"\r\n');
  });
});
