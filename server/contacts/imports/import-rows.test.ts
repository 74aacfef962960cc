import { describe, expect, it } from "vitest";

import { guessMapping, rowJudge, verdictOf } from "./import-rows";

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
