import { describe, expect, it } from "vitest";

import { daysText, reportFilterFromUrl, reportPath } from "./report-filter";

describe("the reports' selection and times", () => {
  it("reads the selection from the address, unknown periods as the last 12 months, and writes it back without defaults", () => {
    const filter = reportFilterFromUrl(new URL("https://nexora.test/admin/recruiting-reports?job=qa-pune&period=30"));
    expect(filter).toEqual({ job: "qa-pune", period: "30" });
    expect(reportPath(filter)).toBe("/admin/recruiting-reports?job=qa-pune&period=30");
    const fallback = reportFilterFromUrl(new URL("https://nexora.test/admin/recruiting-reports?period=7"));
    expect(fallback).toEqual({ job: undefined, period: "365" });
    expect(reportPath(fallback)).toBe("/admin/recruiting-reports");
  });

  it("writes a time in days, hours under a day, and nothing for no time", () => {
    expect(daysText(null)).toBe("–");
    expect(daysText(0.01)).toBe("under an hour");
    expect(daysText(0.25)).toBe("6 h");
    expect(daysText(1)).toBe("1 day");
    expect(daysText(4.46)).toBe("4.5 days");
  });
});
