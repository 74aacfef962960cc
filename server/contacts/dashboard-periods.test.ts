import { describe, expect, it } from "vitest";

import { dashboardPeriods } from "./dashboard-periods";
import { monthsFrom } from "../../test-support/months";

describe("the dashboard's weeks and months, in India", () => {
  it("starts the weeks on Mondays at midnight in India, whatever the date is in UTC", () => {
    // Sunday 22 November 2026, 11:59 PM in India: the week of 16 November is the last.
    const sunday = dashboardPeriods(new Date("2026-11-22T23:59:00+05:30"));
    expect(sunday.weeks.at(-1)).toBe("2026-11-16");
    expect(sunday.weeks[0]).toBe("2026-08-31");
    // A minute later it is Monday in India (still Sunday in UTC): a new week.
    const monday = dashboardPeriods(new Date("2026-11-23T00:00:00+05:30"));
    expect(monday.weeks).toHaveLength(12);
    expect(monday.weeks.at(-1)).toBe("2026-11-23");
    expect(monday.weeks[0]).toBe("2026-09-07");
    expect(monday.weeksFrom).toEqual(new Date("2026-09-07T00:00:00+05:30"));
  });

  it("counts 12 months back across the year's end, from the first of the month in India", () => {
    // 1 January 2027, 00:30 in India: still 31 December 2026 in UTC.
    const periods = dashboardPeriods(new Date("2027-01-01T00:30:00+05:30"));
    expect(periods.months).toEqual(monthsFrom("2026-02", 12));
    expect(periods.monthsFrom).toEqual(new Date("2026-02-01T00:00:00+05:30"));
  });
});
