import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { PrivacyRequestFilterSchema } from "../../../domain/privacy/privacy-requests-forms";
import type { StaffMember } from "../../../domain/staff/staff";
import { auditLog, outboxEmails, privacyRequests, settings, staffAccounts } from "../../db/schema";
import { databaseClearedBeforeEach } from "../../../test-support/cleared-database";
import { insertStaffMember } from "../../../test-support/staff-actor";
import { listAudit } from "../../kernel/audit/audit";
import { recordPrivacyRequest } from "./register";
import { closePrivacyRequest, takePrivacyRequest, verifyNominee } from "./request-handling";
import { exportPrivacyRequestsCsv, listPrivacyRequests } from "./request-list";
import { queuePrivacyRequestReminders } from "./request-reminders";

const now = new Date("2026-11-22T10:30:00Z");
const dayMs = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(now.getTime() + days * dayMs);
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };
const filter = (input: Record<string, string> = {}) => PrivacyRequestFilterSchema.parse(input);

describe("handling a privacy request in the register", () => {
  const database = databaseClearedBeforeEach([privacyRequests, outboxEmails, auditLog, settings, staffAccounts]);

  const admin = (name: string): Promise<StaffMember> =>
    insertStaffMember(database.db, now, { email: `${name.toLowerCase()}@test.example`, name, role: "admin" });

  const record = (request: Partial<Parameters<typeof recordPrivacyRequest>[1]> = {}) =>
    database.db.transaction((tx) =>
      recordPrivacyRequest(
        tx,
        {
          kind: "grievance",
          email: "asha.rao@example.in",
          summary: "You called me after I asked you not to.",
          receivedAt: now,
          ...request,
        },
        mail,
      ),
    );
  const rowOf = async (id: string) =>
    (await database.db.select().from(privacyRequests).where(eq(privacyRequests.id, id)))[0]!;
  const emailsOfKind = (kind: string) => database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, kind));

  it("is taken by a member, closed with a reply, and the outcome goes to the person with the reference", async () => {
    const meera = await admin("Meera");
    const { id, reference } = await record();
    await takePrivacyRequest(database.db, meera, id, later(1));
    expect(await rowOf(id)).toMatchObject({ state: "in-progress", handlerId: meera.id, handledBy: "Meera" });
    const ids = await closePrivacyRequest(
      database.db,
      meera,
      id,
      { outcome: "done", reply: "We are sorry. Your number is now on our do-not-call list." },
      { now: later(2), mail },
    );
    expect(await rowOf(id)).toMatchObject({
      state: "done",
      closedAt: later(2),
      reply: "We are sorry. Your number is now on our do-not-call list.",
    });
    const [outcome] = await emailsOfKind("privacy.request-outcome");
    expect(ids).toEqual([outcome!.id]);
    expect(outcome).toMatchObject({ toAddress: "asha.rao@example.in" });
    expect(outcome!.textBody).toContain(reference);
    expect(outcome!.textBody).toContain("do-not-call list");
    const actions = (await listAudit(database.db, { subject: { type: "privacy-request", id } })).rows.map((entry) => [
      entry.action,
      entry.actorEmail,
    ]);
    expect(actions).toEqual([
      ["privacy.request-closed", "meera@test.example"],
      ["privacy.request-taken", "meera@test.example"],
      ["privacy.request", "the person (privacy request)"],
    ]);
  });

  it("refuses to close a request twice, and changes nothing", async () => {
    const meera = await admin("Meera");
    const { id } = await record();
    await closePrivacyRequest(database.db, meera, id, { outcome: "refused", reply: "No." }, { now, mail });
    await expect(
      closePrivacyRequest(database.db, meera, id, { outcome: "done", reply: "Yes." }, { now: later(1), mail }),
    ).rejects.toThrow("already closed");
    await expect(takePrivacyRequest(database.db, meera, id, later(1))).rejects.toThrow("already closed");
    expect(await rowOf(id)).toMatchObject({ state: "refused", reply: "No.", closedAt: now });
    await expect(takePrivacyRequest(database.db, meera, "not-an-id", now)).rejects.toThrow(
      "There is no such privacy request.",
    );
  });

  it("does what a nominee asked only once the nominee is verified, and answers the nominee", async () => {
    const meera = await admin("Meera");
    const { id, reference } = await record({
      kind: "access",
      byNominee: true,
      details: { nomineeName: "Arjun Rao", nomineeEmail: "arjun@example.org", circumstance: "incapacity" },
    });
    const [acknowledged] = await emailsOfKind("privacy.request-received");
    expect(acknowledged).toMatchObject({ toAddress: "arjun@example.org", replyToAddress: "privacy@nexoratech.in" });
    expect(acknowledged!.textBody).toContain(reference);
    expect(acknowledged!.textBody).toContain("Dear Arjun Rao,");
    await expect(
      closePrivacyRequest(database.db, meera, id, { outcome: "done", reply: "Here it is." }, { now, mail }),
    ).rejects.toThrow("Verify the nominee");
    expect(await rowOf(id)).toMatchObject({ state: "received", reply: null });
    await verifyNominee(database.db, meera, id, later(1));
    expect((await rowOf(id)).nomineeVerifiedAt).toEqual(later(1));
    await closePrivacyRequest(
      database.db,
      meera,
      id,
      { outcome: "done", reply: "Here it is." },
      { now: later(2), mail },
    );
    expect((await rowOf(id)).state).toBe("done");
    const answers = await emailsOfKind("privacy.request-outcome");
    expect(answers.map((email) => email.toAddress)).toEqual(["arjun@example.org"]);
    expect(answers[0]!.textBody).toContain("Here it is.");
    const own = await record({ kind: "access" });
    await expect(verifyNominee(database.db, meera, own.id, now)).rejects.toThrow("not by a nominee");
  });

  it("lists newest first, filtered by state and kind, and exports the same as audited CSV", async () => {
    const meera = await admin("Meera");
    const first = await record({ kind: "erasure", receivedAt: later(-2) });
    const second = await record({ kind: "grievance", receivedAt: later(-1) });
    await record({ kind: "access", receivedAt: now, doneAtOnce: { reply: "You opened your data." }, quiet: true });
    const all = await listPrivacyRequests(database.db, filter());
    expect(all.rows.map((row) => row.kind)).toEqual(["access", "grievance", "erasure"]);
    expect((await listPrivacyRequests(database.db, filter({ state: "open" }))).rows.map((row) => row.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await listPrivacyRequests(database.db, filter({ kind: "erasure" }))).rows.map((row) => row.id)).toEqual([
      first.id,
    ]);
    const paged = await listPrivacyRequests(database.db, filter(), { limit: 2 });
    expect((await listPrivacyRequests(database.db, filter(), { after: paged.next, limit: 2 })).rows[0]!.id).toBe(
      first.id,
    );
    const { content, rowCount } = await exportPrivacyRequestsCsv(database.db, meera, filter({ state: "done" }), now);
    expect(rowCount).toBe(1);
    const csv = await new Response(content).text();
    expect(csv).toContain('"Reference","Kind","State","Received (India time)"');
    expect(csv).toContain('"Access to their data","Done","2026-11-22 16:00:00"');
    expect(csv).toContain('"self-service","no","asha.rao@example.in"');
    const [entry] = (await listAudit(database.db, { subject: { type: "privacy-request", id: "export" } })).rows;
    expect(entry).toMatchObject({ action: "privacy.request-export", actorEmail: "meera@test.example" });
  });

  it("reminds the handler, or every admin, once, of a request due within three days", async () => {
    const meera = await admin("Meera");
    const ravi = await admin("Ravi");
    await insertStaffMember(database.db, now, { email: "sales@team.example", name: "Sales", role: "sales" });
    const taken = await record({ kind: "erasure" });
    const untaken = await record({ kind: "correction", receivedAt: later(1) });
    await takePrivacyRequest(database.db, meera, taken.id, now);
    const run = (at: Date) => queuePrivacyRequestReminders(database.db, { now: at, ...mail });
    // 30 days to answer: nothing until the last three.
    expect(await run(later(26.9))).toEqual([]);
    expect(await run(later(27))).toHaveLength(1);
    const [toMeera] = await emailsOfKind("privacy.request-due-soon");
    expect(toMeera).toMatchObject({ toAddress: meera.email });
    expect(toMeera!.textBody).toContain(`https://nexora.test/admin/privacy/requests/${taken.id}`);
    expect(await run(later(27.5))).toEqual([]);
    expect(await run(later(28))).toHaveLength(2);
    const toAdmins = (await emailsOfKind("privacy.request-due-soon")).filter((email) =>
      email.textBody.includes(untaken.reference),
    );
    expect(toAdmins.map((email) => email.toAddress).sort()).toEqual([meera.email, ravi.email]);
    expect(await run(later(40))).toEqual([]);
  });
});
