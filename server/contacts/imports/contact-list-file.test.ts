import { describe, expect, it } from "vitest";

import { RefusedError } from "../../kernel/requests/outcome";
import {
  decodeText,
  delimiterOf,
  emptyFileMessage,
  noDataMessage,
  noHeaderMessage,
  notCsvMessage,
  outlineOf,
  tooManyRowsMessage,
  type ListBytes,
} from "./contact-list-file";
import { guessMapping, rowJudge, verdictOf } from "./import-rows";

const utf8 = (text: string) => new TextEncoder().encode(text);
const bom = Uint8Array.of(0xef, 0xbb, 0xbf);
const joined = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

/** Windows-1252 bytes of a Latin-1 text (its first 256 code points are the same but for 0x80-0x9F). */
const windows1252 = (text: string) => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));

/** The whole list: its header and every data row. */
const readContactList = async (bytes: ListBytes) => {
  const { header, preview } = await outlineOf(bytes, Infinity);
  return { header, rows: preview };
};

const refusal = async (bytes: Uint8Array) => {
  const error = await readContactList(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RefusedError);
  return (error as Error).message;
};

describe("reading a contact list", () => {
  it("reads Excel's CSV UTF-8: the byte order mark dropped, CRLF lines, a non-Latin name kept", async () => {
    const file = joined(
      bom,
      utf8("Email,First Name,Last Name\r\nasha@example.in,Āshā,Rao\r\nravi@example.in,Ravi,Kumar\r\n"),
    );
    const list = await readContactList(file);
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
    const list = await readContactList(file);
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
    expect((await readContactList(file)).rows).toEqual([
      ["zoe@example.de", "Zoë Müller"],
      ["jose@example.es", "José Núñez"],
    ]);
  });

  it("reads a list as a stream of pieces cut anywhere, a character or a line break split between two", async () => {
    const bytes = joined(bom, utf8("Email;Name\r\nasha@example.in;Āshā Rao\r\nravi@example.in;Ravi\r\n"));
    async function* cut() {
      for (let at = 0; at < bytes.length; at += 5) yield bytes.subarray(at, at + 5);
    }
    expect(await readContactList(cut())).toEqual({
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
    const list = await readContactList(file);
    expect(list.rows).toEqual([
      ["meena@example.in", "Meena Iyer", 'Met at the expo\nwants a "quote"'],
      ["kiran@example.in", "Kiran", ""],
    ]);
  });

  it("keeps a quote inside a cell that is not quoted, as typed", async () => {
    expect((await readContactList(utf8('Email,Company\na@example.in,=HYPERLINK("x")\n'))).rows).toEqual([
      ["a@example.in", '=HYPERLINK("x")'],
    ]);
  });

  it("reads tab-separated text", async () => {
    expect((await readContactList(utf8("Email\tPhone\na@example.in\t+91 98100 00000\n"))).rows).toEqual([
      ["a@example.in", "+91 98100 00000"],
    ]);
  });

  it("refuses what is not a contact list, in plain words", async () => {
    expect(await refusal(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d))).toBe(notCsvMessage);
    expect(await refusal(utf8(""))).toBe(emptyFileMessage);
    expect(await refusal(utf8("Email,Name\n"))).toBe(noDataMessage);
    expect(await refusal(utf8("asha@example.in,Asha\nravi@example.in,Ravi\n"))).toBe(noHeaderMessage);
    expect(await refusal(utf8('Email,Name\na@example.in,"never closed\n'))).toMatch(
      /quote in this file is never closed/,
    );
    const tooMany = utf8(`Email\n${"a@example.in\n".repeat(50_001)}`);
    expect(await refusal(tooMany)).toBe(tooManyRowsMessage);
    const exactly = await readContactList(utf8(`Email\n${"a@example.in\n".repeat(50_000)}`));
    expect(exactly.rows).toHaveLength(50_000);
  });

  it("keeps the first rows for a preview, and counts them all", async () => {
    const outline = await outlineOf(utf8(`Email\n${"a@example.in\n".repeat(100)}`), 10);
    expect(outline.preview).toHaveLength(10);
    expect(outline.rows).toBe(100);
  });
});

describe("a row's verdict", () => {
  it("guesses the fields from the header's names, each field once", () => {
    expect(
      guessMapping([
        "E-mail",
        "First Name",
        "Surname",
        "Mobile",
        "Organisation",
        "Town",
        "Notes",
        "Email Address",
        "Lead stage",
        "DNC",
      ]),
    ).toEqual(["email", "firstName", "lastName", "phone", "company", "city", "notes", "", "stage", "doNotContact"]);
    expect(guessMapping(["Name", "Email Address", "Organization", "Phone"])).toEqual([
      "fullName",
      "email",
      "company",
      "phone",
    ]);
  });

  it("takes cells as text, splits a full name, reads yes for do not contact", () => {
    const verdict = verdictOf(
      ["  Asha@Example.in ", "Asha Devi Rao", '=HYPERLINK("http://evil.example","Click")', "X", "qualified"],
      ["email", "fullName", "company", "doNotContact", "stage"],
    );
    expect(verdict).toEqual({
      person: {
        email: "Asha@Example.in",
        emailKey: "asha@example.in",
        firstName: "Asha",
        lastName: "Devi Rao",
        phone: "",
        company: '=HYPERLINK("http://evil.example","Click")',
        city: "",
        stage: "qualified",
        doNotContact: true,
        notes: "",
      },
    });
  });

  it("takes notes of a note's length, line breaks and all", () => {
    const mapping = ["email", "notes"] as const;
    const long = `Met at the expo.\n${"x".repeat(1_000)}`;
    expect(verdictOf(["asha@example.in", long], mapping)).toMatchObject({ person: { notes: long } });
    expect(verdictOf(["asha@example.in", "x".repeat(5_001)], mapping)).toEqual({
      reason: "Longer than 5000 characters: notes",
      email: "asha@example.in",
    });
  });

  it("refuses a row with the reason", () => {
    const mapping = ["email", "firstName", "stage"] as const;
    expect(verdictOf(["", "Asha", ""], mapping)).toEqual({ reason: "No e-mail address", email: "" });
    expect(verdictOf(["asha at example", "Asha", ""], mapping)).toEqual({
      reason: "Not an e-mail address",
      email: "asha at example",
    });
    expect(verdictOf(["a@example.in", "x".repeat(201), ""], mapping)).toMatchObject({
      reason: "Longer than 200 characters: first name",
    });
    expect(verdictOf(["a@example.in", "Asha", "Hot"], mapping)).toMatchObject({
      reason: 'Not a stage: "Hot" (New, Contacted, Qualified, Proposal, Won, Lost)',
    });
    expect(verdictOf(["a@example.in", "A\u0000sha", ""], mapping)).toMatchObject({
      reason: "A control character or a broken character in first name",
    });
  });

  it("refuses, as the public forms do, a name that could be more recipients or a link, and an address list", () => {
    expect(
      verdictOf(["bob@victim.example", "Eve <eve@evil.example>, bob@victim.example"], ["email", "fullName"]),
    ).toEqual({ reason: 'Characters no name holds (< > @ , ; ") in full name', email: "bob@victim.example" });
    expect(verdictOf(["a@example.in", "Visit evil.example now"], ["email", "lastName"])).toMatchObject({
      reason: "A web address in last name",
    });
    expect(verdictOf(["a@example.in", "=?utf-8?b?Ym9i?="], ["email", "firstName"])).toMatchObject({
      reason: '"=?" in first name',
    });
    expect(verdictOf(["eve@evil.example, bob@victim.example", "Eve"], ["email", "firstName"])).toMatchObject({
      reason: "Not an e-mail address",
    });
    expect(verdictOf(["a@example.in", "A.P.J. Abdul Kalam"], ["email", "fullName"])).toMatchObject({
      person: { firstName: "A.P.J.", lastName: "Abdul Kalam" },
    });
  });

  it("refuses a repeated address, naming the row it first appears on", () => {
    const verdicts = [["a@example.in"], ["b@example.in"], ["A@EXAMPLE.IN"]].map(rowJudge(["email"]));
    expect(verdicts[2]).toEqual({ reason: "The same address appears on row 2", email: "A@EXAMPLE.IN" });
  });
});
