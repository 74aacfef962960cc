import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import {
  BreachRecordSchema,
  breachKindField,
  type BreachDataKind,
  type BreachRecord,
} from "../../../domain/privacy/breach";
import type { StaffMember } from "../../../domain/staff/staff";
import { auditLog, outboxEmails, privacyBreachPeople } from "../../db/schema";
import { sampleApplication, submitSampleApplication } from "../../../test-support/sample-application";
import { mergeAddressInto, recordEnquiryFrom } from "../../../test-support/sample-contact";
import { databaseSeededBeforeEach } from "../../../test-support/seeded-database";
import { insertStaffMember } from "../../../test-support/staff-actor";
import { diskFileStore, type FileStore } from "../../kernel/storage/file-store";
import { breachDesk } from "./breach-desk";
import { noticeBatchSize } from "./breaches";

const now = new Date("2026-11-22T10:30:00Z");

/** Kavya wrote from her work address and applied from her own; sales merged the two. */
const work = "Kavya.Menon@Work.example.in";
const own = "kavya.m@example.in";

type Fields = Partial<Omit<Record<keyof BreachRecord, unknown>, "kinds">> & { kinds?: BreachDataKind[] };

const breachOn = ({ kinds = ["enquiries", "applications"], ...fields }: Fields): BreachRecord =>
  BreachRecordSchema.parse({
    foundDate: "2026-11-22",
    foundTime: "09:15",
    whatHappened: "A copy of the enquiries table was left readable on a test server.",
    location: "A test server at our hosting provider",
    ...Object.fromEntries(kinds.map((kind) => [breachKindField(kind), "yes"])),
    scope: "created",
    periodFrom: "2026-11-20",
    periodTo: "2026-11-22",
    measures: "The copy was deleted and the server's access closed.",
    consequences: "Your name, address and message may have been read.",
    contact: "Priya Rao, privacy@nexoratech.in",
    ...fields,
  });

describe("a personal data breach", () => {
  let resumes: FileStore;
  let admin: StaffMember;
  let queued: string[];
  let desk: ReturnType<typeof breachDesk>;

  const database = databaseSeededBeforeEach(
    "applications, enquiries, bookings, outbox_emails, contacts, privacy_breaches, audit_log, staff_accounts, settings, jobs",
    now,
  );

  beforeEach(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-breach-"));
    resumes = diskFileStore(path.join(dataDir, "resumes"));
    admin = await insertStaffMember(database.db, now, {
      email: "admin@test.example",
      name: "Asha Admin",
      role: "admin",
      joinedAt: now,
    });
    queued = [];
    desk = breachDesk(
      {
        db: database.db,
        clock: () => now,
        salesEmail: "sales@test.example",
        onEmailsQueued: (ids) => queued.push(...ids),
      },
      admin,
    );
    return () => fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Kavya under two merged addresses (an enquiry and an application), and Ravi's enquiry. */
  async function people() {
    await recordEnquiryFrom(database.db, { firstName: "Kavya", lastName: "Menon", email: work }, { now });
    await mergeAddressInto(database.db, work, own, now);
    await submitSampleApplication(database.db, resumes, {
      application: sampleApplication({ fullName: "Kavya Menon", email: own }),
      now,
    });
    await recordEnquiryFrom(database.db, { firstName: "Ravi", lastName: "Kumar", email: "ravi@example.org" }, { now });
  }

  const recorded = async (fields: Fields = {}) => {
    const outcome = await desk.record(breachOn(fields));
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  };

  it("lists each person affected once from the data, merged addresses counted once, under their contact's address", async () => {
    await people();
    const id = await recorded();
    const preview = await desk.people(id);
    expect(preview.count).toBe(2);
    expect(preview.people.map((person) => [person.email, person.name, person.dataKinds])).toEqual([
      ["Kavya.Menon@Work.example.in", "Kavya Menon", ["applications", "enquiries"]],
      ["ravi@example.org", "Ravi Kumar", ["enquiries"]],
    ]);
    // Only the applications: Kavya alone, by her application under her other address.
    const applicationsOnly = await recorded({ kinds: ["applications"] });
    expect((await desk.people(applicationsOnly)).people.map((person) => person.email)).toEqual([work]);
  });

  it("counts records made in the period, or every record held during it", async () => {
    await people();
    const before = { periodFrom: "2026-11-01", periodTo: "2026-11-21" };
    expect((await desk.people(await recorded(before))).count).toBe(0);
    expect((await desk.people(await recorded({ ...before, scope: "held" }))).count).toBe(0);
    const after = { periodFrom: "2026-11-23", periodTo: "2026-11-30" };
    expect((await desk.people(await recorded(after))).count).toBe(0);
    expect((await desk.people(await recorded({ ...after, scope: "held" }))).count).toBe(2);
  });

  it("stores the list once, queues one notice per person in batches, and audits each step", async () => {
    await people();
    const id = await recorded();
    expect(await desk.sendNotices(id)).toEqual({
      ok: false,
      message: "Please confirm the list of people before sending the notices.",
    });
    expect(await desk.confirmPeople(id)).toEqual({ ok: true, value: 2 });
    expect(await desk.confirmPeople(id)).toEqual({ ok: false, message: "The list of people is already confirmed." });
    expect(await desk.sendNotices(id)).toEqual({ ok: true, value: 2 });
    const emails = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "privacy.breach-notice"));
    expect(emails.map((email) => email.toAddress).sort()).toEqual([work, "ravi@example.org"]);
    expect(queued.sort()).toEqual(emails.map((email) => email.id).sort());
    const kavyas = emails.find((email) => email.toAddress === work)!;
    expect(kavyas.textBody).toContain("Dear Kavya Menon,");
    expect(kavyas.textBody).toContain("your job applications and resumes");
    // The same notice follows in Hindi, for the same person and records.
    const hindi = kavyas.textBody.slice(kavyas.textBody.indexOf("प्रिय Kavya Menon,"));
    expect(hindi).toContain("नौकरी के आपके आवेदन और रिज़्यूमे");
    expect(kavyas.textBody.indexOf("Dear Kavya Menon,")).toBeLessThan(kavyas.textBody.indexOf("प्रिय Kavya Menon,"));
    expect(kavyas.textBody).not.toContain("Ravi");
    expect((await database.db.select().from(privacyBreachPeople)).every((row) => row.noticeQueuedAt !== null)).toBe(
      true,
    );
    expect(await desk.sendNotices(id)).toEqual({ ok: false, message: "Every notice has already been sent." });
    expect((await desk.read(id))?.noticesSentBy).toBe("Asha Admin");
    expect(await desk.markBoardReported(id)).toEqual({ ok: true, value: undefined });
    expect((await desk.read(id))?.boardReportedAt).toEqual(now);
    const actions = (await database.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions.filter((action) => action.startsWith("privacy.breach")).sort()).toEqual([
      "privacy.breach-board-report",
      "privacy.breach-notices",
      "privacy.breach-people",
      "privacy.breach-recorded",
    ]);
  });

  it("sends a list longer than one batch whole", async () => {
    const id = await recorded({ kinds: ["job-alerts"] });
    await database.db.execute(sql`
      insert into job_alert_subscriptions (email, keyword, location, created_at, confirm_token_hash)
      select 'alert' || n || '@example.org', '', '', ${now.toISOString()}::timestamptz, md5(n::text)
      from generate_series(1, ${noticeBatchSize + 5}) n`);
    expect(await desk.confirmPeople(id)).toEqual({ ok: true, value: noticeBatchSize + 5 });
    expect(await desk.sendNotices(id)).toEqual({ ok: true, value: noticeBatchSize + 5 });
    const page = await desk.people(id);
    expect(page.count).toBe(noticeBatchSize + 5);
    expect(page.next).toBeDefined();
    expect((await desk.people(id, page.next)).people[0]!.email > page.people.at(-1)!.email).toBe(true);
  });

  it("refuses an id no breach has", async () => {
    expect(await desk.read("not-an-id")).toBeUndefined();
    expect(await desk.confirmPeople("00000000-0000-4000-8000-000000000000")).toEqual({
      ok: false,
      message: "There is no such breach.",
    });
  });
});
