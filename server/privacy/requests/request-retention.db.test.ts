import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { ownDataWords } from "../../../domain/own-data/own-data-words";
import { auditLog, outboxEmails, privacyRequests, settings, staffAccounts } from "../../db/schema";
import { databaseClearedBeforeEach } from "../../../test-support/cleared-database";
import { insertStaffMember } from "../../../test-support/staff-actor";
import { findPerson } from "../person-records";
import { privacyRequestGroup } from "./own-view-group";
import { recordPrivacyRequest } from "./register";
import { closePrivacyRequest } from "./request-handling";
import { deleteExpiredPrivacyRequests, erasedRequestSummary, forgetRequestsOf } from "./request-retention";

const now = new Date("2026-11-22T10:30:00Z");
const dayMs = 24 * 60 * 60 * 1000;
const later = (days: number) => new Date(now.getTime() + days * dayMs);
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };
let members = 0;

describe("keeping and erasing the privacy requests register", () => {
  const database = databaseClearedBeforeEach([privacyRequests, outboxEmails, auditLog, settings, staffAccounts]);

  const record = (email: string, summary: string) =>
    database.db.transaction((tx) =>
      recordPrivacyRequest(tx, { kind: "correction", email, summary, receivedAt: now }, mail),
    );
  const rowOf = async (id: string) =>
    (await database.db.select().from(privacyRequests).where(eq(privacyRequests.id, id)))[0];

  async function closed(email: string, at: Date) {
    const member = await insertStaffMember(database.db, now, {
      email: `admin${(members += 1)}@test.example`,
      name: "Meera",
      role: "admin",
    });
    const { id } = await record(email, "Please correct my city to Pune.");
    await closePrivacyRequest(
      database.db,
      member,
      id,
      { outcome: "done", reply: "Your city is now Pune." },
      { now: at, mail },
    );
    return id;
  }

  it("deletes a request three years after it was closed, and never an open one", async () => {
    const old = await closed("asha.rao@example.in", now);
    const open = (await record("asha.rao@example.in", "Still waiting.")).id;
    expect(await deleteExpiredPrivacyRequests(database.db, later(3 * 365))).toBe(0);
    expect(await deleteExpiredPrivacyRequests(database.db, later(3 * 365 + 2))).toBe(1);
    expect(await rowOf(old)).toBeUndefined();
    expect(await rowOf(open)).toBeDefined();
  });

  it("keeps an erased person's closed requests without their address or words, and their open ones to answer", async () => {
    const answered = await closed("Asha.Rao@Example.in", later(1));
    const open = (await record("asha.rao@example.in", "Still waiting.")).id;
    const other = await closed("ravi@example.in", later(1));
    expect(await forgetRequestsOf(database.db, ["asha.rao@example.in"], later(2))).toBe(1);
    expect(await rowOf(answered)).toMatchObject({
      email: null,
      emailKey: null,
      summary: erasedRequestSummary,
      reply: null,
      details: {},
      state: "done",
      closedAt: later(1),
      erasedAt: later(2),
    });
    expect(await rowOf(open)).toMatchObject({
      email: "asha.rao@example.in",
      summary: "Still waiting.",
      erasedAt: null,
    });
    expect(await rowOf(other)).toMatchObject({ email: "ravi@example.in", erasedAt: null });
  });

  it("shows the person their requests, with the reply, in their own view", async () => {
    await closed("asha.rao@example.in", later(1));
    const person = await findPerson(database.db, "ASHA.rao@example.in", { lock: false });
    const group = await privacyRequestGroup(database.db, person.keys, (at) => at.toISOString(), ownDataWords.en);
    expect(group.records).toHaveLength(1);
    expect(group.records[0]!.title).toMatch(/^Correction request PR-/);
    expect(group.records[0]!.fields).toContainEqual({ label: "Our reply", value: "Your city is now Pune." });
    expect(group.records[0]!.fields).toContainEqual({ label: "Answered", value: later(1).toISOString() });
  });
});
