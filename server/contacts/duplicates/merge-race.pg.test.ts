import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { contacts } from "../../db/schema";
import { bookingNow } from "../../../test-support/sample-submissions";
import { databaseWithOtherSession, waitingLocks } from "../../../test-support/other-session";
import { contactFor } from "../contacts";

// PostgreSQL only: an enquiry from a merged contact's address arrives while the merge holds its row.
const database = databaseWithOtherSession();

it("an enquiry that waited on a merge lands on the survivor, and makes no contact of the merged address", async () => {
  const now = bookingNow;
  const person = (email: string) => ({
    email,
    emailKey: email,
    firstName: "Isha",
    lastName: "Gupta",
    createdAt: now,
    updatedAt: now,
    lastActivityAt: now,
  });
  const [survivor, merged] = await database.db
    .insert(contacts)
    .values([person("isha.gupta@gmail.com"), person("ishagupta@gmail.com")])
    .returning({ id: contacts.id });
  // The merge, as mergeContacts does it, holds the merged contact's row until it commits.
  const session = database.otherSession;
  await session.query("begin");
  await session.query("select id from contacts where id = $1 for update", [merged!.id]);
  const answer = database.db.transaction((tx) =>
    contactFor(tx, { email: "ishagupta@gmail.com", firstName: "Isha", lastName: "Gupta", phone: "" }, { now }),
  );
  try {
    await expect.poll(() => waitingLocks(session), { timeout: 10_000 }).toBe(1);
    await session.query("delete from contacts where id = $1", [merged!.id]);
    await session.query(
      "insert into contact_addresses (contact_id, email, email_key, created_at) values ($1, $2, $2, $3)",
      [survivor!.id, "ishagupta@gmail.com", now],
    );
  } finally {
    await session.query("commit");
  }
  expect(await answer).toBe(survivor!.id);
  expect(await database.db.select().from(contacts).where(eq(contacts.emailKey, "ishagupta@gmail.com"))).toEqual([]);
});
