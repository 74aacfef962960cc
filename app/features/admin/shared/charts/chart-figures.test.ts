import { describe, expect, it } from "vitest";

import {
  barValue,
  conversionRate,
  counted,
  durationText,
  percent,
  plural,
  shownPercent,
  shownPlural,
  shownText,
} from "./chart-figures";

describe("the charts' figures", () => {
  it("gives no share of nothing, and groups digits as India does", () => {
    expect(percent(1, 3)).toBe("33%");
    expect(percent(0, 0)).toBe("–");
    expect(counted(123_456)).toBe("1,23,456");
    expect(plural(1, "hire", "hires")).toBe("1 hire");
    expect(plural(1_000, "hire", "hires")).toBe("1,000 hires");
    expect(conversionRate(1, 40)).toBe("2.5%");
    expect(conversionRate(3, 0)).toBe("—");
  });

  it("writes a time taken as it was measured, in its two largest units", () => {
    expect(durationText(null)).toBe("–");
    expect(durationText(0.4)).toBe("0 seconds");
    expect(durationText(38)).toBe("38 seconds");
    expect(durationText(180)).toBe("3 minutes");
    expect(durationText(245)).toBe("4 minutes 5 seconds");
    expect(durationText(3_599.6)).toBe("1 hour");
    expect(durationText(5_400)).toBe("1 hour 30 minutes");
    expect(durationText(86_399)).toBe("1 day");
    expect(durationText(4.46 * 86_400)).toBe("4 days 11 hours");
    expect(durationText(10 * 86_400)).toBe("10 days");
  });

  it("writes a count the server did not show as it came, with no share and no bar", () => {
    expect(shownText(1_200)).toBe("1,200");
    expect(shownText("fewer than 5")).toBe("fewer than 5");
    expect(shownPercent(6, 12)).toBe("50%");
    expect(shownPercent("not shown", 12)).toBe("–");
    expect(shownPlural("fewer than 5", "hire", "hires")).toBe("fewer than 5 hires");
    expect(shownPlural(1, "hire", "hires")).toBe("1 hire");
    expect([barValue(7), barValue("not shown")]).toEqual([7, 0]);
  });
});
