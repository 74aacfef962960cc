import { describe, expect, it } from "vitest";

import { indiaLongDate, longDate } from "./india-dates";
import { isoDate } from "./india-dates";

describe("dates as people write them", () => {
  it("writes a calendar date with its month's name and no leading zero", () => {
    expect(longDate(isoDate("2027-01-04"))).toBe("4 January 2027");
    expect(longDate(isoDate("2026-09-30"))).toBe("30 September 2026");
  });

  it("names the day an instant falls on in India, not in UTC", () => {
    // 20:00 UTC on the 3rd is 01:30 on the 4th in India.
    expect(indiaLongDate(new Date("2027-01-03T20:00:00Z"))).toBe("4 January 2027");
  });
});
