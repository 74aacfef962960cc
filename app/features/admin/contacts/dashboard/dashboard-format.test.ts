import { describe, expect, it } from "vitest";

import { rupees, seriesName, shortMonth, shortRupees, weekLabel } from "./dashboard-format";

describe("the dashboard's labels", () => {
  it("writes rupees with Indian grouping, and short ones in thousands, lakhs and crores", () => {
    expect(rupees(500_000)).toBe("₹5,00,000");
    expect(shortRupees(0)).toBe("₹0");
    expect(shortRupees(950)).toBe("₹950");
    expect(shortRupees(40_000)).toBe("₹40k");
    expect(shortRupees(750_000)).toBe("₹7.5L");
    expect(shortRupees(1_00_000)).toBe("₹1L");
    expect(shortRupees(1_23_45_678)).toBe("₹1.2Cr");
  });

  it("names weeks by their Monday and marks where a year begins on the months' axis", () => {
    expect(weekLabel("2026-11-23")).toBe("Week of 23 Nov 2026");
    expect(shortMonth("2026-11")).toBe("Nov");
    expect(shortMonth("2027-01")).toBe("Jan '27");
  });

  it("says what direct and other mean", () => {
    expect(seriesName({ kind: "source", name: "direct" })).toBe("Direct (no source)");
    expect(seriesName({ kind: "source", name: "linkedin.com" })).toBe("linkedin.com");
    expect(seriesName({ kind: "other", sources: 3 })).toBe("Other (3 sources)");
  });
});
