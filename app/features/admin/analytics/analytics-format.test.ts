import { describe, expect, it } from "vitest";

import { presetRange } from "~domain/analytics/report-range";

import { changeText, previousRangeName, stepAxisLabel, stepLabel } from "./analytics-format";
import { csvCell, shownCell } from "./analytics-tables";
import { isoDate } from "~domain/time/india-dates";

describe("the analytics page's words and figures", () => {
  it("says a figure's change on the range before, in points for a rate", () => {
    const before = previousRangeName(presetRange("30d", isoDate("2026-11-26")));
    expect(before).toBe("the previous 30 days");
    expect(changeText(112, 100, "count", before)).toBe("+12% on the previous 30 days");
    expect(changeText(75, 100, "count", before)).toBe("−25% on the previous 30 days");
    expect(changeText(5, 0, "count", before)).toBe("None in the previous 30 days");
    expect(changeText(0.31, 0.285, "rate", before)).toBe("+2.5 points on the previous 30 days");
    expect(changeText(0.4, 0.4, "rate", before)).toBe("No change on the previous 30 days");
    expect(changeText(null, 0.4, "rate", before)).toBeNull();
    expect(previousRangeName(presetRange("today", isoDate("2026-11-26")))).toBe("the day before");
  });

  it("names each step of a chart over time, in full and on its axis", () => {
    expect(stepLabel("2026-11-26 14", "hour")).toBe("26 Nov 2026, 14:00");
    expect(stepAxisLabel("2026-11-26 14", "hour")).toBe("14:00");
    expect(stepLabel("2026-11-02", "week")).toBe("Week from 2 Nov 2026");
    expect(stepLabel("2026-01", "month")).toBe("January 2026");
    expect(stepAxisLabel("2026-01", "month")).toBe("Jan '26");
  });

  it("writes a cell for the page with its grouping, and for a CSV file as a plain number", () => {
    expect([shownCell(123456), csvCell(123456)]).toEqual(["1,23,456", "123456"]);
    expect([shownCell({ share: 1, of: 8 }), csvCell({ share: 1, of: 8 })]).toEqual(["12.5%", "12.5%"]);
    expect([shownCell({ share: 0, of: 0 }), csvCell({ share: 0, of: 0 })]).toEqual(["–", ""]);
    expect([shownCell({ seconds: 64.6 }), csvCell({ seconds: 64.6 })]).toEqual(["1 minute 5 seconds", "65"]);
  });
});
