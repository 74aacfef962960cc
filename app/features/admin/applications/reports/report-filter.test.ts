import { describe, expect, it } from "vitest";

import { reportFilterFromUrl, reportPath } from "./report-filter";

describe("the reports' selection and times", () => {
  it("reads the selection from the address, unknown periods as the last 12 months, and writes it back without defaults", () => {
    const filter = reportFilterFromUrl(new URL("https://nexora.test/admin/recruiting-reports?job=qa-pune&period=30"));
    expect(filter).toEqual({ job: "qa-pune", period: "30" });
    expect(reportPath(filter)).toBe("/admin/recruiting-reports?job=qa-pune&period=30");
    const fallback = reportFilterFromUrl(new URL("https://nexora.test/admin/recruiting-reports?period=7"));
    expect(fallback).toEqual({ job: undefined, period: "365" });
    expect(reportPath(fallback)).toBe("/admin/recruiting-reports");
  });
});
