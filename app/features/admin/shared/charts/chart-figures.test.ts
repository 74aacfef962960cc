import { describe, expect, it } from "vitest";

import {
  barValue,
  conversionRate,
  counted,
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
