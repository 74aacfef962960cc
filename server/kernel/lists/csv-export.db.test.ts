import { describe, expect, it } from "vitest";

import { databaseClearedBeforeEach } from "../../../test-support/cleared-database";
import { auditLog } from "../../db/schema";
import { commandLine, listAudit } from "../audit/audit";
import { csvFile } from "./csv";
import { auditedCsvExport, keysetRecords } from "./csv-export";
import type { Cursor } from "./keyset";

const now = new Date("2026-11-26T10:00:00Z");
const header = ["Name", "Note"];

describe("an audited CSV export", () => {
  const database = databaseClearedBeforeEach([auditLog]);

  it("is counted and audited with its count before a page is read, then streams what csvFile writes", async () => {
    const read: number[] = [];
    async function* pages() {
      for (const [index, page] of [[["Asha", "=1+1"]], [["Ravi", "two\r\nlines"]]].entries()) {
        read.push(index);
        yield page;
      }
    }
    const exported = await auditedCsvExport(database.db, commandLine, now, {
      count: async () => 2,
      entry: (rowCount) => ({
        action: "test.export",
        subjectType: "test",
        subjectId: "export",
        summary: `Exported ${rowCount} rows.`,
        details: { rowCount },
      }),
      header,
      pages,
    });
    expect(exported.rowCount).toBe(2);
    expect(read).toEqual([]);
    const [entry] = (await listAudit(database.db, { subject: { type: "test", id: "export" } })).rows;
    expect(entry).toMatchObject({ action: "test.export", summary: "Exported 2 rows.", details: { rowCount: 2 } });

    const bytes = Buffer.from(await new Response(exported.content).arrayBuffer());
    expect(read).toEqual([0, 1]);
    expect(bytes.equals(Buffer.from(csvFile([header, ["Asha", "=1+1"], ["Ravi", "two\r\nlines"]])))).toBe(true);
  });

  it("writes the file in the dialect given", async () => {
    const exported = await auditedCsvExport(database.db, commandLine, now, {
      count: async () => 1,
      entry: () => ({ action: "test.export", subjectType: "test", subjectId: "semicolons", summary: "Exported." }),
      header,
      pages: async function* () {
        yield [["Asha", "a;b"]];
      },
      dialect: { delimiter: ";", byteOrderMark: false },
    });
    expect(await new Response(exported.content).text()).toBe('"Name";"Note"\r\n"Asha";"a;b"\r\n');
  });
});

describe("a keyset-paged list's records", () => {
  const cursor = (id: string): Cursor => ({ at: "2026-11-26T10:00:00.000000Z", id });
  const next = (id: string) => Buffer.from(`${cursor(id).at}|${id}`).toString("base64url");
  const [first, second] = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"];

  it("reads from the first page to the one without a next, after the cursor of each", async () => {
    const asked: (Cursor | undefined)[] = [];
    const pages = { none: { rows: [1, 2], next: next(first) }, [first]: { rows: [3], next: next(second) } };
    const records = keysetRecords(
      async (after) => {
        asked.push(after);
        return after ? (pages[after.id as keyof typeof pages] ?? { rows: [] }) : pages.none;
      },
      (row) => [String(row)],
    );
    const all: (readonly (readonly string[])[])[] = [];
    for await (const page of records) all.push(page);
    expect(all).toEqual([[["1"], ["2"]], [["3"]], []]);
    expect(asked).toEqual([undefined, cursor(first), cursor(second)]);
  });
});
