import fs from "node:fs";
import path from "node:path";

import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { FirstTouch } from "../../domain/contacts/contacts";
import type { Database } from "../db/db";
import { bookings, consultants, contacts, enquiries } from "../db/schema";
import { bookingNow } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";

const migrationFile = fs
  .readdirSync(path.resolve("drizzle"))
  .find((name) => name.endsWith("_lead-keeps-its-visit.sql"))!;

/** The migration's statements, run again on rows written as the release before wrote them. */
const migrate = async (database: Database) => {
  const text = fs.readFileSync(path.resolve("drizzle", migrationFile), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) await database.db.execute(sql.raw(statement));
};

/**
 * A visit is a lead's, not a contact's (decision 051). A contact's first touch goes to its first
 * lead (enquiry or call) when that lead has none; no lead's own is replaced.
 */
describe("the migration that gives a contact's visit to its first lead", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const minutes = (count: number) => new Date(bookingNow.getTime() + count * 60_000);
  const contact = async (email: string, touch: FirstTouch | null) => {
    const [row] = await database.db
      .insert(contacts)
      .values({
        emailKey: email,
        email,
        firstName: "Kavya",
        retiredFirstTouch: touch,
        createdAt: bookingNow,
        updatedAt: bookingNow,
        lastActivityAt: bookingNow,
      })
      .returning({ id: contacts.id });
    return row!.id;
  };
  const enquiry = async (contactId: string, at: Date, touch: FirstTouch | null = null) => {
    const [row] = await database.db
      .insert(enquiries)
      .values({
        firstName: "Kavya",
        lastName: "",
        email: "k@example.in",
        message: "Hello",
        source: "contact",
        contactId,
        firstTouch: touch,
        createdAt: at,
      })
      .returning({ id: enquiries.id });
    return row!.id;
  };
  const call = async (contactId: string, at: Date) => {
    const [consultant] = await database.db.select({ id: consultants.id }).from(consultants).limit(1);
    const [row] = await database.db
      .insert(bookings)
      .values({
        reference: `NX-${at.getTime()}`,
        firstName: "Kavya",
        email: "k@example.in",
        phone: "+91 98100 12345",
        domain: "Web development",
        startsAt: minutes(24 * 60),
        endsAt: minutes(24 * 60 + 30),
        slotChosenAt: at,
        consultantId: consultant!.id,
        contactId,
        createdAt: at,
      })
      .returning({ id: bookings.id });
    return row!.id;
  };
  const touchesOf = async (table: typeof enquiries | typeof bookings, ids: string[]) => {
    const rows = await database.db
      .select({ id: table.id, firstTouch: table.firstTouch })
      .from(table)
      .where(inArray(table.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id)?.firstTouch);
  };

  it("copies each contact's first touch to its earliest lead that has none, and replaces no lead's own", async () => {
    const old = { utmSource: "Newsletter", landingPage: "/services", pagesSeen: ["/services"] };
    const own = { utmSource: "linkedin" };
    // The earliest lead is a call; the enquiry after it stays without a visit.
    const calledFirst = await contact("called.first@example.in", old);
    const firstCall = await call(calledFirst, minutes(1));
    const laterEnquiry = await enquiry(calledFirst, minutes(2));
    // The earliest lead has a visit of its own: it is kept, and the later lead gets nothing.
    const hasOwn = await contact("has.own@example.in", old);
    const ownEnquiry = await enquiry(hasOwn, minutes(3), own);
    const nextEnquiry = await enquiry(hasOwn, minutes(4));
    // No first touch: nothing to give.
    const none = await contact("none@example.in", null);
    const noneEnquiry = await enquiry(none, minutes(5));

    await migrate(database);

    expect(await touchesOf(bookings, [firstCall])).toEqual([old]);
    expect(await touchesOf(enquiries, [laterEnquiry, ownEnquiry, nextEnquiry, noneEnquiry])).toEqual([
      null,
      own,
      null,
      null,
    ]);
    // Run twice (a release step run again), it changes nothing more.
    await migrate(database);
    expect(await touchesOf(enquiries, [laterEnquiry, nextEnquiry])).toEqual([null, null]);
  });
});
