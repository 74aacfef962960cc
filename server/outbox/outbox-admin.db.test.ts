import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { auditLog, outboxEmails, staffAccounts } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import { decodeCursor } from "../kernel/lists/keyset";
import { queueEmails } from "./mail-outbox";
import { listOutboxProblems, OutboxRetryError, retryEmail } from "./outbox-admin";
import { inviteStaff } from "../staff/accounts";
import { commandLine, listAudit } from "../kernel/audit/audit";
import { invitationEmail } from "../staff/staff-emails";

/** The tests' e-mails arrive the day before the instants they are retried and listed at. */
const queuedAt = new Date("2026-03-01T10:00:00Z");

const email = (subject: string) => ({
  kind: "enquiry.auto-reply",
  from: { name: "Nexora Technologies", address: "sales@test.example" },
  to: { name: "Rahul Verma", address: "rahul.verma@example.in" },
  subject,
  text: "Thank you for writing.",
  html: "<p>Thank you for writing.</p>",
});

describe("the outbox in the back office", () => {
  let database: Database;
  const admin = { id: null, email: "admin@test.example" };
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());
  afterEach(async () => {
    await database.db.delete(outboxEmails);
    await database.db.delete(auditLog);
    await database.db.delete(staffAccounts);
  });

  it("puts a failed e-mail back in line, due now, keeping its attempts, and writes an audit row", async () => {
    const [id] = await queueEmails(database.db, [email("We have received your message")], queuedAt);
    const failedAt = new Date("2026-03-02T10:00:00Z");
    await database.db
      .update(outboxEmails)
      .set({ status: "failed", attempts: 10, lastError: "connect ECONNREFUSED", nextAttemptAt: failedAt })
      .where(eq(outboxEmails.id, id!));

    const now = new Date("2026-03-03T09:30:00Z");
    await retryEmail(database.db, admin, id!, now);

    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row).toMatchObject({ status: "pending", attempts: 10, nextAttemptAt: now });
    const { rows } = await listAudit(database.db, { actionPrefix: "outbox" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "outbox.retry",
      actorEmail: "admin@test.example",
      subjectType: "outbox-email",
      subjectId: id,
      at: now,
    });
    expect(rows[0]!.summary).toContain("rahul.verma@example.in");
  });

  it("refuses to send a sent e-mail again, and changes nothing", async () => {
    const [id] = await queueEmails(database.db, [email("Sent already")], queuedAt);
    const sentAt = new Date("2026-03-02T10:00:00Z");
    await database.db
      .update(outboxEmails)
      .set({ status: "sent", attempts: 1, sentAt, nextAttemptAt: sentAt })
      .where(eq(outboxEmails.id, id!));

    await expect(retryEmail(database.db, admin, id!, new Date())).rejects.toThrow(OutboxRetryError);
    await expect(retryEmail(database.db, admin, id!, new Date())).rejects.toThrow("This e-mail has already been sent.");
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row).toMatchObject({ status: "sent", nextAttemptAt: sentAt });
    expect((await listAudit(database.db, {})).rows).toEqual([]);
  });

  it("leaves a waiting e-mail to the worker, which may be sending it at this moment", async () => {
    const [id] = await queueEmails(database.db, [email("In line")], queuedAt);
    const leasedUntil = new Date("2026-03-02T10:05:00Z");
    await database.db
      .update(outboxEmails)
      .set({ attempts: 1, nextAttemptAt: leasedUntil })
      .where(eq(outboxEmails.id, id!));

    await expect(retryEmail(database.db, admin, id!, new Date("2026-03-02T10:00:00Z"))).rejects.toThrow(
      "This e-mail is still in line",
    );
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id!));
    expect(row).toMatchObject({ status: "pending", nextAttemptAt: leasedUntil });
  });

  it("refuses an e-mail that does not exist", async () => {
    await expect(retryEmail(database.db, admin, "00000000-0000-4000-8000-000000000000", new Date())).rejects.toThrow(
      "This e-mail does not exist.",
    );
    await expect(retryEmail(database.db, admin, "not-an-id", new Date())).rejects.toThrow(
      "This e-mail does not exist.",
    );
  });

  it("lists failed and waiting e-mails newest first, a page at a time, and never sent ones", async () => {
    const ids = await queueEmails(
      database.db,
      ["first", "second", "third"].map((subject) => email(subject)),
      queuedAt,
    );
    await database.db.update(outboxEmails).set({ status: "sent" }).where(eq(outboxEmails.id, ids[1]!));
    for (const [index, id] of ids.entries()) {
      await database.db
        .update(outboxEmails)
        .set({ createdAt: new Date(Date.UTC(2026, 2, 1 + index)) })
        .where(eq(outboxEmails.id, id));
    }
    const first = await listOutboxProblems(database.db, { limit: 1 });
    expect(first.rows.map((row) => row.subject)).toEqual(["third"]);
    expect(first.next).toBeDefined();
    const second = await listOutboxProblems(database.db, { limit: 1, after: decodeCursor(first.next) });
    expect(second.rows.map((row) => row.subject)).toEqual(["first"]);
    expect(second.next).toBeUndefined();
  });

  it("queues the invitation e-mail in the invitation's own transaction", async () => {
    const now = new Date("2026-03-03T09:30:00Z");
    const invite = { email: "priya.nair@example.in", name: "Priya Nair", role: "sales" as const };
    const { emailIds, token } = await inviteStaff(database.db, commandLine, invite, now, {
      invitationEmail: (token) =>
        invitationEmail(invite, {
          link: `https://nexora.test/admin/set-password/${token}`,
          salesEmail: "sales@test.example",
        }),
    });
    expect(emailIds).toHaveLength(1);
    const [row] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, emailIds[0]!));
    expect(row).toMatchObject({ kind: "staff.invitation", toAddress: "priya.nair@example.in", status: "pending" });
    expect(row!.textBody).toContain(`https://nexora.test/admin/set-password/${token}`);
    expect(row!.textBody).toContain("expires in 72 hours");

    // A refused invitation (the same address again) queues nothing.
    await expect(
      inviteStaff(database.db, commandLine, invite, now, {
        invitationEmail: (token) => invitationEmail(invite, { link: token, salesEmail: "sales@test.example" }),
      }),
    ).rejects.toThrow("already exists");
    expect(await database.db.select().from(outboxEmails)).toHaveLength(1);
  });
});
