import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, enquiries, staffAccounts, staffSessions } from "../server/db/schema";
import { backOfficeWithAdmin } from "./back-office-server";
import { isoDate } from "../domain/time/india-dates";

// The authorisation table and the forms' tests trust the snapshot to see any change a refused
// request made: it must see one changed column of one row, a row added and one removed, and
// nothing where nothing changed or a change was rolled back.
describe("a back-office server's snapshot", () => {
  const started = backOfficeWithAdmin();

  it("is the same while nothing changes, and names the table whose row changed", async () => {
    const { server } = started;
    const before = await server.snapshot();
    expect(await server.snapshot()).toBe(before);

    await server.database.db
      .update(enquiries)
      .set({ message: sql`${enquiries.message} || '.'` })
      .where(eq(enquiries.id, server.records.enquiryId));
    const after = await server.snapshot();
    const changed = after.split("\n").filter((line) => !before.split("\n").includes(line));
    expect(changed).toEqual([expect.stringMatching(/^enquiries: \d+ rows written$/)]);
  });

  it("sees a row added and removed, an update that changed nothing as nothing, and forgets a change rolled back", async () => {
    const { server } = started;
    const { db } = server.database;
    const entry = {
      at: new Date(),
      actorEmail: "command line",
      action: "test.entry",
      subjectType: "test",
      subjectId: "2",
      summary: "An entry added and removed.",
    };
    let before = await server.snapshot();
    const [added] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
    await db.delete(auditLog).where(eq(auditLog.id, added!.id));
    expect(await server.snapshot()).not.toBe(before);

    before = await server.snapshot();
    await db.update(enquiries).set({ message: sql`${enquiries.message}` });
    await db
      .transaction(async (transaction) => {
        await transaction.insert(auditLog).values(entry);
        transaction.rollback();
      })
      .catch(() => undefined);
    expect(await server.snapshot()).toBe(before);
  });

  it("leaves out the sessions, and the tables it is told to", async () => {
    const { server } = started;
    const before = await server.snapshot({ without: [auditLog] });
    // What every request does to its session (its last use, the challenge of a passkey).
    await server.database.db.update(staffSessions).set({ passkeyChallenge: "a challenge" });
    // What the daily digest's task does to everyone once a day, whatever a request does.
    await server.database.db.update(staffAccounts).set({ lastDigestDate: isoDate("2099-01-01") });
    await server.database.db.insert(auditLog).values({
      at: new Date(),
      actorEmail: "command line",
      action: "test.entry",
      subjectType: "test",
      subjectId: "1",
      summary: "An entry the snapshot is told to leave out.",
    });
    expect(await server.snapshot({ without: [auditLog] })).toBe(before);
    expect(await server.snapshot()).not.toBe(await server.snapshot({ without: [auditLog] }));
  });
});
