import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, enquiries, staffSessions } from "../db/schema";
import { backOfficeWithAdmin } from "./back-office-server";

// The authorisation table and the forms' tests trust the snapshot to see any change a refused
// request made: it must see one changed column of one row, and nothing where nothing changed.
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
    expect(changed).toEqual([expect.stringMatching(/^enquiries: \d+ rows, [0-9a-f]{32}$/)]);
  });

  it("leaves out the sessions, and the tables it is told to", async () => {
    const { server } = started;
    const before = await server.snapshot({ without: [auditLog] });
    // What every request does to its session (its last use, the challenge of a passkey).
    await server.database.db.update(staffSessions).set({ passkeyChallenge: "a challenge" });
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
