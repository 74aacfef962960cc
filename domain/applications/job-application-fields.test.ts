import { describe, expect, it } from "vitest";

import { ApplicationSchema } from "./job-application";
import { emptyApplication } from "./empty-application";
import { preferredLocations, preferredLocationsFor, yearChoices } from "./job-application-fields";

describe("the empty application", () => {
  it("starts every field the schema fills in at the schema's own default", () => {
    const empty = emptyApplication();
    const filledIn = Object.entries(ApplicationSchema.shape).filter(([, rule]) => rule.safeParse(undefined).success);
    expect(filledIn.length).toBeGreaterThan(15);
    for (const [field, rule] of filledIn) {
      const start = empty[field as keyof typeof empty];
      // The form shows one blank entry of each list to fill in; the server's default is none.
      const expected = Array.isArray(start) ? [] : start;
      expect(rule.parse(undefined), field).toEqual(expected);
    }
  });

  it("gives each call its own lists", () => {
    const first = emptyApplication();
    first.education[0]!.school = "MITS Gwalior";
    expect(emptyApplication().education[0]!.school).toBe("");
  });
});

it("offers the last 70 years", () => {
  const years = yearChoices(new Date("2026-11-21T00:00:00Z"));
  expect(years).toHaveLength(70);
  expect(years[0]).toBe("2026");
  expect(years.at(-1)).toBe("1957");
});

describe("the preferred locations a job offers", () => {
  it("adds the job's own city, first, where the usual four lack it", () => {
    expect(preferredLocationsFor("Noida")).toEqual([
      "Noida",
      "Bengaluru, Karnataka, India",
      "Gwalior, Madhya Pradesh, India",
      "New Delhi, Delhi, India",
      "Remote (India)",
    ]);
    expect(preferredLocationsFor("  Noida, Uttar Pradesh ")[0]).toBe("Noida, Uttar Pradesh");
  });

  it("offers the usual four alone where one of them is the job's city", () => {
    for (const location of ["Bengaluru", "gwalior", "New Delhi, India", "Remote (India)", "Remote"])
      expect(preferredLocationsFor(location), location).toEqual([...preferredLocations]);
  });
});
