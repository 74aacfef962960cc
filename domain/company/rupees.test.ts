import { describe, expect, it } from "vitest";

import { formatRupees } from "./rupees";

describe("money as India writes it", () => {
  it("groups in lakhs and crores, in whole rupees", () => {
    expect(formatRupees(2_500_000)).toBe("₹25,00,000");
    expect(formatRupees(12_345_678)).toBe("₹1,23,45,678");
    expect(formatRupees(950)).toBe("₹950");
    expect(formatRupees(0)).toBe("₹0");
  });
});
