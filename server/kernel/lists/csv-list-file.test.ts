import { describe, expect, it } from "vitest";

import { csvListRefusals, type CsvListKind } from "../../../domain/forms/csv-lists";
import { RefusedError } from "../requests/outcome";
import { decodeText, delimiterOf, emptyFileMessage, notCsvMessage, outlineOf, type ListBytes } from "./csv-list-file";

/** A list of this test's kind: 50,000 rows at most. */
const kind: CsvListKind = {
  bytes: 20 * 1024 * 1024,
  rows: 50_000,
  columns: 200,
  records: "people",
  headerExample: "Email, Name",
};
const refusals = csvListRefusals(kind);

const utf8 = (text: string) => new TextEncoder().encode(text);
const bom = Uint8Array.of(0xef, 0xbb, 0xbf);
const joined = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

/** Windows-1252 bytes of a Latin-1 text (its first 256 code points are the same but for 0x80-0x9F). */
const windows1252 = (text: string) => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));

/** The whole list: its header and every data row. */
const readList = async (bytes: ListBytes) => {
  const { header, preview } = await outlineOf(bytes, kind, Infinity);
  return { header, rows: preview };
};

const refusal = async (bytes: Uint8Array) => {
  const error = await readList(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RefusedError);
  return (error as Error).message;
};

describe("reading a list from a spreadsheet", () => {
  it("reads Excel's CSV UTF-8: the byte order mark dropped, CRLF lines, a non-Latin name kept", async () => {
    const file = joined(
      bom,
      utf8("Email,First Name,Last Name\r\nasha@example.in,Āshā,Rao\r\nravi@example.in,Ravi,Kumar\r\n"),
    );
    const list = await readList(file);
    expect(list.header).toEqual(["Email", "First Name", "Last Name"]);
    expect(list.rows).toEqual([
      ["asha@example.in", "Āshā", "Rao"],
      ["ravi@example.in", "Ravi", "Kumar"],
    ]);
  });

  it("reads Excel's plain CSV in Windows-1252 with semicolons, as a European Excel saves it", async () => {
    const file = windows1252("E-mail;Name;Company\r\njose@example.es;José Núñez;Café Ltd, Madrid\r\n");
    expect(decodeText(file)).toContain("José Núñez");
    expect(delimiterOf(decodeText(file))).toBe(";");
    const list = await readList(file);
    expect(list.header).toEqual(["E-mail", "Name", "Company"]);
    expect(list.rows).toEqual([["jose@example.es", "José Núñez", "Café Ltd, Madrid"]]);
  });

  it("reads each cell as UTF-8 when it is, else as Windows-1252: a file mixing both keeps both", async () => {
    const file = joined(
      utf8("Email,Name\r\nzoe@example.de,Zoë Müller\r\n"),
      utf8("jose@example.es,"),
      windows1252("José Núñez"),
      utf8("\r\n"),
    );
    expect((await readList(file)).rows).toEqual([
      ["zoe@example.de", "Zoë Müller"],
      ["jose@example.es", "José Núñez"],
    ]);
  });

  it("reads a list as a stream of pieces cut anywhere, a character or a line break split between two", async () => {
    const bytes = joined(bom, utf8("Email;Name\r\nasha@example.in;Āshā Rao\r\nravi@example.in;Ravi\r\n"));
    async function* cut() {
      for (let at = 0; at < bytes.length; at += 5) yield bytes.subarray(at, at + 5);
    }
    expect(await readList(cut())).toEqual({
      header: ["Email", "Name"],
      rows: [
        ["asha@example.in", "Āshā Rao"],
        ["ravi@example.in", "Ravi"],
      ],
    });
  });

  it("reads Google Sheets' CSV: LF lines, a quoted cell holding a line break and quotes, blank rows skipped", async () => {
    const file = utf8(
      'Email Address,Name,Notes\nmeena@example.in,Meena Iyer,"Met at the expo\nwants a ""quote"""\n,,\n\nkiran@example.in,Kiran,',
    );
    const list = await readList(file);
    expect(list.rows).toEqual([
      ["meena@example.in", "Meena Iyer", 'Met at the expo\nwants a "quote"'],
      ["kiran@example.in", "Kiran", ""],
    ]);
  });

  it("keeps a quote inside a cell that is not quoted, as typed", async () => {
    expect((await readList(utf8('Email,Company\na@example.in,=HYPERLINK("x")\n'))).rows).toEqual([
      ["a@example.in", '=HYPERLINK("x")'],
    ]);
  });

  it("reads tab-separated text", async () => {
    expect((await readList(utf8("Email\tPhone\na@example.in\t+91 98100 00000\n"))).rows).toEqual([
      ["a@example.in", "+91 98100 00000"],
    ]);
  });

  it("refuses what is not a list, in plain words", async () => {
    expect(await refusal(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d))).toBe(notCsvMessage);
    expect(await refusal(utf8(""))).toBe(emptyFileMessage);
    expect(await refusal(utf8("Email,Name\n"))).toBe(refusals.noData);
    expect(await refusal(utf8("asha@example.in,Asha\nravi@example.in,Ravi\n"))).toBe(refusals.noHeader);
    expect(await refusal(utf8('Email,Name\na@example.in,"never closed\n'))).toMatch(
      /quote in this file is never closed/,
    );
    const tooMany = utf8(`Email\n${"a@example.in\n".repeat(50_001)}`);
    expect(await refusal(tooMany)).toBe(refusals.tooManyRows);
    const exactly = await readList(utf8(`Email\n${"a@example.in\n".repeat(50_000)}`));
    expect(exactly.rows).toHaveLength(50_000);
  });

  it("keeps the first rows for a preview, and counts them all", async () => {
    const outline = await outlineOf(utf8(`Email\n${"a@example.in\n".repeat(100)}`), kind, 10);
    expect(outline.preview).toHaveLength(10);
    expect(outline.rows).toBe(100);
  });
});
