import { describe, expect, it } from "vitest";

import { fieldErrors } from "../forms/field-errors";
import { JobAlertRequestSchema } from "./job-alert-request";
import { describeSearch, searchPath } from "./job-alerts";

const errorsOf = (input: unknown) => {
  const result = JobAlertRequestSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe("JobAlertRequestSchema", () => {
  it("takes an address and the search, trimmed", () => {
    expect(
      JobAlertRequestSchema.parse({ email: " meera@example.in ", keyword: "  react ", location: "Gwalior" }),
    ).toEqual({ email: "meera@example.in", keyword: "react", location: "Gwalior" });
  });

  it("follows every job anywhere in India when the search is empty", () => {
    expect(JobAlertRequestSchema.parse({ email: "meera@example.in" })).toEqual({
      email: "meera@example.in",
      keyword: "",
      location: "Any Location in India",
    });
  });

  it.each([
    ["email", undefined, "Please enter your email address."],
    ["email", "", "Please enter your email address."],
    ["email", "meera@", "Please enter a valid email address."],
    ["email", "a@example.in, b@example.in", "Please enter a valid email address."],
    ["email", `${"m".repeat(250)}@example.in`, "Your email address can be at most 254 characters."],
    ["keyword", "r".repeat(101), "Alerts can follow a search of at most 100 characters."],
    ["keyword", 42, "The search keyword must be text."],
    ["location", "", "Please choose one of the offered locations."],
    ["location", "M".repeat(101), "Please choose one of the offered locations."],
  ])("refuses %s=%j with a clear message", (field, value, message) => {
    expect(errorsOf({ email: "meera@example.in", keyword: "react", location: "Gwalior", [field]: value })).toEqual({
      [field]: message,
    });
  });

  it("takes a keyword of exactly 100 characters", () => {
    expect(errorsOf({ email: "meera@example.in", keyword: "r".repeat(100) })).toEqual({});
  });
});

describe("a saved search in words and as a link", () => {
  it.each([
    [{ keyword: "react", location: "Gwalior" }, "“react” in Gwalior"],
    [{ keyword: "react", location: "Any Location in India" }, "“react” anywhere in India"],
    [{ keyword: "sales", location: "Remote (India)" }, "“sales”, remote in India"],
    [{ keyword: "", location: "Any Location in India" }, "all jobs anywhere in India"],
  ] as const)("%j reads %s", (search, words) => {
    expect(describeSearch(search)).toBe(words);
  });

  it("points at the careers search with the same keyword and location", () => {
    expect(searchPath({ keyword: "node & react", location: "Remote (India)" })).toBe(
      "/career?q=node+%26+react&location=Remote+%28India%29",
    );
  });
});
