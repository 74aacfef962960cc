import { describe, expect, it } from "vitest";

import { formatDay, formatIndiaDay } from "./format-day";

const intlDay = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

describe("dates as the site shows them", () => {
  it("writes a content date as Intl's en-IN does, every month of the year", () => {
    for (let month = 1; month <= 12; month += 1) {
      const isoDate = `2026-${String(month).padStart(2, "0")}-0${(month % 9) + 1}`;
      expect(formatDay(isoDate)).toBe(intlDay.format(new Date(`${isoDate}T00:00:00Z`)));
    }
    expect(formatDay("2026-09-30")).toBe("30 Sept 2026");
    expect(formatDay("2027-01-01")).toBe("1 Jan 2027");
  });

  it("gives the day an instant falls on in India, not in the machine's time zone", () => {
    expect(formatIndiaDay("2026-10-21T18:29:59Z")).toBe("21 Oct 2026");
    expect(formatIndiaDay("2026-10-21T18:30:00Z")).toBe("22 Oct 2026");
  });
});
