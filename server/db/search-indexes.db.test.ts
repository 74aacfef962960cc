import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { addressKey, anyContains, matchingSearch } from "../kernel/lists/like-pattern";
import { openTestDatabase } from "../../test-support/test-database";
import type { Database } from "./db";
import { applications, bookings, contacts, enquiries } from "./schema";
import { nameText } from "./search-text";

/**
 * The lists' searches (ILIKE '%term%') must be able to use their trigram indexes (decision 032):
 * a search whose expression drifts from its index's reads the whole table, which at a million
 * enquiries is a second, not a few milliseconds. With sequential scans priced out, the plan names
 * the index only if the two still match. (On an empty table a reference's unique index looks
 * cheaper still, so the references' trigram indexes are shown by `bench:lists` instead.)
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(() => database.close());

type ListTable = typeof enquiries | typeof contacts | typeof applications | typeof bookings;

async function planOf(table: ListTable, condition: SQL | undefined) {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const query = tx
      .select({ found: sql`1` })
      .from(table)
      .where(condition);
    // PGlite's result and node-postgres's both carry the plan's lines as rows.
    const { rows } = (await tx.execute(sql`explain ${query.getSQL()}`)) as unknown as { rows: object[] };
    return rows.map((row) => Object.values(row).join("")).join("\n");
  });
}

describe("the lists' searches", () => {
  it.each([
    ["enquiries_name_search_idx", enquiries, nameText(enquiries.firstName, enquiries.lastName)],
    ["enquiries_email_search_idx", enquiries, enquiries.email],
    ["enquiries_message_search_idx", enquiries, enquiries.message],
    ["contacts_name_search_idx", contacts, nameText(contacts.firstName, contacts.lastName)],
    ["contacts_email_search_idx", contacts, contacts.email],
    ["contacts_phone_search_idx", contacts, contacts.phone],
    ["applications_name_search_idx", applications, applications.fullName],
    ["applications_email_search_idx", applications, applications.email],
    ["bookings_name_search_idx", bookings, nameText(bookings.firstName, bookings.lastName)],
    ["bookings_email_search_idx", bookings, bookings.email],
  ] as const)("find a term through %s", async (index, table, text) => {
    expect(await planOf(table, anyContains("someone", [text]))).toContain(index);
  });

  it("would read the whole table for a text without an index", async () => {
    expect(await planOf(enquiries, anyContains("someone", [enquiries.phone]))).toContain("Seq Scan");
  });

  it.each([
    ["enquiries_email_idx", enquiries, addressKey(enquiries.email)],
    ["contacts_email_key_unique", contacts, contacts.emailKey],
    ["applications_email_idx", applications, addressKey(applications.email)],
    ["bookings_email_idx", bookings, addressKey(bookings.email)],
  ] as const)("find one whole address through %s, whatever its case", async (index, table, key) => {
    const plan = await planOf(table, matchingSearch(" Someone@Example.COM ", { texts: [table.email], key }));
    expect(plan).toContain(index);
    expect(plan).toContain("'someone@example.com'");
  });
});
