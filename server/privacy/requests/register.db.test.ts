import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { privacyReferencePattern } from "../../../domain/privacy/privacy-requests";
import { auditLog, outboxEmails, privacyAccessLinks, privacyRequests, settings } from "../../db/schema";
import { databaseClearedBeforeEach } from "../../../test-support/cleared-database";
import { writeSetting } from "../../kernel/runtime/settings";
import { newToken, tokenHash } from "../../kernel/secrets/tokens";
import { openOwnDataLink } from "../own-data/links";
import { recordPrivacyRequest } from "./register";
import { privacyRequestDaysSetting } from "./request-settings";

const receivedAt = new Date("2026-11-22T10:30:00Z");
const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@test.example" };
const days = (count: number) => new Date(receivedAt.getTime() + count * 24 * 60 * 60 * 1000);

describe("the privacy requests register", () => {
  const database = databaseClearedBeforeEach([privacyRequests, privacyAccessLinks, outboxEmails, auditLog, settings]);

  const record = (request: Partial<Parameters<typeof recordPrivacyRequest>[1]> = {}) =>
    database.db.transaction((tx) =>
      recordPrivacyRequest(
        tx,
        {
          kind: "correction",
          email: " Asha.Rao@Example.in ",
          summary: "Correct my phone number.",
          receivedAt,
          ...request,
        },
        mail,
      ),
    );

  it("records a request with its reference and the stated 30 days, audits it and acknowledges it by e-mail", async () => {
    const recorded = await record({ details: { field: "phone" } });
    expect(recorded.reference).toMatch(privacyReferencePattern);
    expect(recorded.dueAt).toEqual(days(30));
    const [row] = await database.db.select().from(privacyRequests).where(eq(privacyRequests.id, recorded.id));
    expect(row).toMatchObject({
      reference: recorded.reference,
      kind: "correction",
      email: "Asha.Rao@Example.in",
      emailKey: "asha.rao@example.in",
      summary: "Correct my phone number.",
      details: { field: "phone" },
      byNominee: false,
      state: "received",
      receivedAt,
      dueAt: days(30),
      closedAt: null,
      handledBy: null,
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, recorded.id));
    expect(entry).toMatchObject({ action: "privacy.request", actorEmail: "the person (privacy request)" });
    expect(entry!.summary).not.toContain("Asha");
    const emails = await database.db.select().from(outboxEmails);
    expect(emails.map((email) => email.id)).toEqual(recorded.emailIds);
    expect(emails[0]).toMatchObject({ kind: "privacy.request-received", toAddress: "Asha.Rao@Example.in" });
    expect(emails[0]!.textBody).toContain(recorded.reference);
    expect(emails[0]!.textBody).toContain("22 December 2026");
    // What the person typed never travels in the acknowledgment.
    expect(emails[0]!.textBody).not.toContain("phone number");
  });

  it("follows the period an admin set, and holds a grievance to the Rules' 90 days", async () => {
    await writeSetting(database.db, privacyRequestDaysSetting, 14, { by: "admin@test.example", at: receivedAt });
    expect((await record()).dueAt).toEqual(days(14));
    expect((await record({ kind: "grievance" })).dueAt).toEqual(days(14));
    await writeSetting(database.db, privacyRequestDaysSetting, 90, { by: "admin@test.example", at: receivedAt });
    expect((await record({ kind: "grievance" })).dueAt).toEqual(days(90));
    // A stored value outside 1..90 (written by hand) falls back to the default 30.
    await writeSetting(database.db, privacyRequestDaysSetting, 400, { by: "admin@test.example", at: receivedAt });
    expect((await record({ kind: "grievance" })).dueAt).toEqual(days(30));
  });

  it("closes a request carried out at once as done by self-service, confirmed by one e-mail with the reply", async () => {
    const recorded = await record({ kind: "withdrawal", doneAtOnce: { reply: "We switched off your job alerts." } });
    const [row] = await database.db.select().from(privacyRequests).where(eq(privacyRequests.id, recorded.id));
    expect(row).toMatchObject({ state: "done", handledBy: "self-service", closedAt: receivedAt });
    expect(row!.reply).toBe("We switched off your job alerts.");
    const emails = await database.db.select().from(outboxEmails);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.kind).toBe("privacy.request-outcome");
    expect(emails[0]!.textBody).toContain("We switched off your job alerts.");
    expect(emails[0]!.textBody).toContain(recorded.reference);
  });

  it("queues nothing when told to be quiet, and marks a nominee's request", async () => {
    const quiet = await record({ kind: "access", doneAtOnce: { reply: "You opened your data." }, quiet: true });
    expect(quiet.emailIds).toEqual([]);
    await record({ byNominee: true });
    expect(await database.db.select().from(outboxEmails)).toHaveLength(1);
    const rows = await database.db.select({ byNominee: privacyRequests.byNominee }).from(privacyRequests);
    expect(rows.map((row) => row.byNominee).sort()).toEqual([false, true]);
  });

  it("gives every request its own reference", async () => {
    const references = new Set<string>();
    for (let i = 0; i < 40; i += 1) references.add((await record()).reference);
    expect(references.size).toBe(40);
  });

  it("enters opening one's data by the e-mailed link as an access request done at once, with no second e-mail", async () => {
    // A link as requestOwnDataLink stores it for an address under which something is held.
    const token = newToken();
    await database.db.insert(privacyAccessLinks).values({
      tokenHash: tokenHash(token),
      emailKey: "asha.rao@example.in",
      createdAt: receivedAt,
      expiresAt: days(1),
    });
    expect(await database.db.select().from(privacyRequests)).toEqual([]);
    expect(await openOwnDataLink(database.db, token, days(0.01))).toBeDefined();
    const [access] = await database.db.select().from(privacyRequests);
    expect(access).toMatchObject({
      kind: "access",
      emailKey: "asha.rao@example.in",
      state: "done",
      handledBy: "self-service",
      reply: "You opened your data on 22 November 2026.",
      closedAt: days(0.01),
    });
    expect(await database.db.select().from(outboxEmails)).toEqual([]);
    // A link opens once: the second try is no request.
    expect(await openOwnDataLink(database.db, token, days(0.02))).toBeUndefined();
    expect(await database.db.select().from(privacyRequests)).toHaveLength(1);
  });
});
