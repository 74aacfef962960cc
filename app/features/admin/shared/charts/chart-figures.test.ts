import { describe, expect, it } from "vitest";

import { conversionRate, counted, percent, plural } from "./chart-figures";

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
});
