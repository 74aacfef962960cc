import { describe, expect, it } from "vitest";

import {
  consentDateOf,
  importColumnsOf,
  importRowJudge,
  importRowVerdict,
  noAddressColumnMessage,
  noConfirmedColumnMessage,
  SubscriberImportFormSchema,
  confirmImportMessage,
  importSourceMessage,
  type ImportColumns,
} from "./subscriber-import";

const now = new Date("2026-11-29T06:30:00Z");
const columns: ImportColumns = { address: 0, confirmed: 1, topics: 2 };

describe("an import's columns", () => {
  it("finds Mailchimp's and Ghost's columns by their headers' names", () => {
    expect(importColumnsOf(["Email Address", "First Name", "OPTIN_TIME", "CONFIRM_TIME", "TAGS"])).toEqual({
      address: 0,
      confirmed: 3,
    });
    expect(importColumnsOf(["id", "email", "name", "subscribed_to_emails", "created_at", "labels"])).toEqual({
      address: 1,
      confirmed: 4,
      subscribed: 3,
    });
    expect(importColumnsOf(["E-mail", "Topics", "Created at", "Confirmed"])).toEqual({
      address: 0,
      confirmed: 3,
      topics: 1,
    });
  });

  it("refuses a file without an address's or a confirmation's column", () => {
    expect(importColumnsOf(["Name", "Confirmed"])).toEqual({ refused: noAddressColumnMessage });
    expect(importColumnsOf(["Email", "Name", "OPTIN_TIME"])).toEqual({ refused: noConfirmedColumnMessage });
  });
});

describe("a consent's date", () => {
  it("reads ISO 8601 dates and times, India time when no zone is given", () => {
    expect(consentDateOf("2026-03-14")).toEqual(new Date("2026-03-13T18:30:00Z"));
    expect(consentDateOf("2026-03-14 09:30")).toEqual(new Date("2026-03-14T04:00:00Z"));
    expect(consentDateOf("2026-03-14T09:30:00Z")).toEqual(new Date("2026-03-14T09:30:00Z"));
    expect(consentDateOf("2026-03-14T09:30:00.000+01:00")).toEqual(new Date("2026-03-14T08:30:00Z"));
  });

  it("refuses a date that cannot be told or does not exist", () => {
    expect(consentDateOf("14/03/2026")).toBeUndefined();
    expect(consentDateOf("03/14/2026")).toBeUndefined();
    expect(consentDateOf("2026-02-30")).toBeUndefined();
    expect(consentDateOf("yesterday")).toBeUndefined();
  });
});

describe("a row's verdict", () => {
  it("takes the address as written, its date and its topics in the blog's order", () => {
    expect(importRowVerdict([" Asha@Example.in ", "2026-03-14", "product; design"], columns, now)).toEqual({
      subscriber: {
        email: "Asha@Example.in",
        confirmedAt: new Date("2026-03-13T18:30:00Z"),
        topics: ["Design", "Product"],
      },
    });
    expect(importRowVerdict(["asha@example.in", "2026-03-14"], { address: 0, confirmed: 1 }, now)).toMatchObject({
      subscriber: { topics: [] },
    });
  });

  it("takes a consent confirmed at this very moment, and refuses one a second later", () => {
    expect(importRowVerdict(["a@example.in", "2026-11-29T06:30:00Z", ""], columns, now)).toHaveProperty("subscriber");
    expect(importRowVerdict(["a@example.in", "2026-11-29T06:30:01Z", ""], columns, now)).toEqual({
      reason: "The consent's date is in the future: 2026-11-29 12:00:01 India time",
      email: "a@example.in",
    });
  });

  it("refuses each row that is not a confirmed consent, saying why", () => {
    const reason = (cells: string[], of = columns) => (importRowVerdict(cells, of, now) as { reason: string }).reason;
    expect(reason(["", "2026-03-14", ""])).toBe("No e-mail address");
    expect(reason(["asha at example", "2026-03-14", ""])).toBe("Not an e-mail address");
    expect(reason(["eve@evil.example, bob@victim.example", "2026-03-14", ""])).toBe("Not an e-mail address");
    expect(reason(["a@example.in", "", ""])).toBe("No date of confirmed consent");
    expect(reason(["a@example.in", "14/03/2026", ""])).toBe(
      "Not a date: “14/03/2026” (write it as 2026-03-14, or 2026-03-14 09:30)",
    );
    expect(reason(["a@example.in", "2026-03-14", "Design, Cooking"])).toBe(
      "Not a topic of the blog: “Cooking” (Design, Software Engineering, Management, Product, Customer Success)",
    );
    expect(reason(["a@example.in", "2026-03-14", "false"], { address: 0, confirmed: 1, subscribed: 2 })).toBe(
      "Marked in the file as not subscribed",
    );
    expect(reason(["a@exa\u0000mple.in", "2026-03-14", ""])).toBe(
      "A control character or a broken character in the row",
    );
  });

  it("refuses a repeated address, naming the row it first appears on", () => {
    const judge = importRowJudge(columns, now);
    const verdicts = [
      ["a@example.in", "2026-03-14"],
      ["b@example.in", "2026-03-14"],
      ["A@EXAMPLE.IN", "2026-03-15"],
    ].map(judge);
    expect(verdicts[2]).toEqual({ reason: "The same address appears on row 2", email: "A@EXAMPLE.IN" });
  });
});

describe("the import's form", () => {
  it("asks for the list's source and the editor's word on its consent", () => {
    const parsed = SubscriberImportFormSchema.safeParse({ source: "  ", confirmed: "" });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([importSourceMessage, confirmImportMessage]);
    expect(SubscriberImportFormSchema.parse({ source: " Ghost export, March ", confirmed: "on" })).toEqual({
      source: "Ghost export, March",
      confirmed: "on",
    });
  });
});
