import fs from "node:fs";

import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";

import { tableOwners } from "../scripts/table-owners.mjs";
import { tableWriteViolations } from "../scripts/wall-violations";
import * as schema from "./db/schema";

// ESLint reads its configuration and plugins at its first file: read once here, each test times only its lint.
beforeAll(async () => {
  await tableWriteViolations("server/contacts/x.ts", "export const none = 1;\n");
}, 60_000);

const importing = (names: string, from = "../db/schema") => `import { ${names} } from "${from}";\n`;
const inTransaction = (body: string) =>
  `import type { DbOrTransaction } from "../db/db";\nexport const write = async (tx: DbOrTransaction) => { ${body} };\n`;

// docs/architecture.md, "Who writes a table"
describe("the wall around each area's tables", () => {
  it.each([
    [
      "an update from privacy",
      "server/privacy/x.ts",
      importing("contacts"),
      "await tx.update(contacts).set({ city: '' });",
    ],
    ["an insert", "server/enquiries/x.ts", importing("bookings"), "await tx.insert(bookings).values([]);"],
    [
      "a delete",
      "server/privacy/own-data/x.ts",
      importing("applications", "../../db/schema"),
      "await tx.delete(applications);",
    ],
    ["an import under another name", "server/staff/x.ts", importing("formQuotas as rows"), "await tx.delete(rows);"],
    [
      "a constant naming the table",
      "server/jobs/x.ts",
      importing("outboxEmails"),
      "const emails = outboxEmails; await tx.delete(emails);",
    ],
    [
      "a member of the schema imported whole",
      "server/bookings/x.ts",
      'import * as tables from "../db/schema";\n',
      "await tx.update(tables.consultants).set({ active: false });",
    ],
    [
      "an import of the owner's schema module",
      "server/contacts/x.ts",
      importing("applications", "../db/schema/applications"),
      "await tx.update(applications).set({ city: '' });",
    ],
    [
      "SQL naming the table",
      "server/privacy/x.ts",
      importing("enquiries") + 'import { sql } from "drizzle-orm";\n',
      "await tx.execute(sql`delete from ${enquiries} where true`);",
    ],
    [
      "SQL naming the table by its own name",
      "server/privacy/x.ts",
      'import { sql } from "drizzle-orm";\n',
      "await tx.execute(sql`insert into analytics_hourly_visits (hour) values (now())`);",
    ],
    [
      "a write from outside any area",
      "server/x.ts",
      importing("staffAccounts", "./db/schema"),
      "await tx.delete(staffAccounts);",
    ],
  ])("lint refuses %s of another area's table", async (_case, filePath, imports, body) => {
    expect(await tableWriteViolations(filePath, imports + inTransaction(body))).toHaveLength(1);
  });

  it.each([
    [
      "a write to its own table",
      "server/contacts/x.ts",
      importing("contacts"),
      "await tx.update(contacts).set({ city: '' });",
    ],
    [
      "a write to its own table in SQL",
      "server/analytics/x.ts",
      'import { sql } from "drizzle-orm";\n',
      "await tx.execute(sql`insert into analytics_hourly_visits (hour) values (now())`);",
    ],
    [
      "a read of another area's table",
      "server/privacy/x.ts",
      importing("contacts"),
      "await tx.select().from(contacts).for('update');",
    ],
    [
      "a read of another area's table in SQL",
      "server/contacts/x.ts",
      importing("bookings") + 'import { sql } from "drizzle-orm";\n',
      "await tx.execute(sql`select 1 from ${bookings} for update`);",
    ],
    [
      "a delete from a set, not a table",
      "server/privacy/x.ts",
      importing("contacts"),
      "const seen = new Set([contacts.id.name]); seen.delete('contacts');",
    ],
    ["a test building its fixture", "server/privacy/x.test.ts", importing("contacts"), "await tx.delete(contacts);"],
  ])("lint lets an area make %s", async (_case, filePath, imports, body) => {
    expect(await tableWriteViolations(filePath, imports + inTransaction(body))).toEqual([]);
  });

  it("knows the owner of every table, an area of server/", () => {
    const { tables, sqlNames } = tableOwners();
    const declared = Object.entries(schema).filter(([, value]) => is(value, PgTable));
    expect(declared.length).toBeGreaterThan(0);
    for (const [name, table] of declared) {
      expect(tables[name], name).toBeDefined();
      expect(sqlNames[getTableName(table as PgTable)], name).toBe(tables[name]);
      expect(fs.existsSync(`server/${tables[name]}`), tables[name]).toBe(true);
    }
  });
});
