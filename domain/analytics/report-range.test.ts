import { describe, expect, it } from "vitest";

import { presetRange, reportRangeFrom, reportRangeQuery } from "./report-range";
import { isoDate } from "../time/india-dates";

const today = isoDate("2026-11-26");
const from = (query: Record<string, string>) => reportRangeFrom(new URLSearchParams(query), today);

describe("the analytics page's ranges", () => {
  it("end today in India, each with the range before it of the same length", () => {
    expect(presetRange("today", today)).toEqual({
      kind: "today",
      from: today,
      to: today,
      days: 1,
      grain: "hour",
      previous: { from: "2026-11-25", to: "2026-11-25" },
    });
    expect(presetRange("7d", today)).toMatchObject({ from: "2026-11-20", days: 7, grain: "day" });
    expect(presetRange("90d", today)).toMatchObject({ from: "2026-08-29", days: 90, grain: "day" });
    expect(presetRange("12m", today)).toMatchObject({
      from: "2025-11-27",
      days: 365,
      grain: "month",
      previous: { from: "2024-11-27", to: "2025-11-26" },
    });
    expect(from({}).range).toMatchObject({ kind: "30d", from: "2026-10-28" });
    expect(from({ range: "nonsense", compare: "none" }).range).toMatchObject({ kind: "30d", previous: null });
  });

  it("take a custom range of up to 400 days, by week beyond 90 days", () => {
    expect(from({ range: "custom", from: "2026-08-19", to: today })).toEqual({
      range: expect.objectContaining({ kind: "custom", days: 100, grain: "week" }),
      errors: {},
    });
    expect(from({ range: "custom", from: "2025-10-23", to: today }).range).toMatchObject({ days: 400, grain: "month" });
  });

  it.each([
    [{ from: "2026-11-20", to: "2026-11-10" }, { to: "The last day must be on or after the first day." }],
    [{ from: "2025-10-22", to: today }, { to: "A range can be at most 400 days long; this one is 401." }],
    [
      { from: "2026-11-20", to: "2026-11-27" },
      { to: "The last day cannot be in the future: today in India is 2026-11-26." },
    ],
    [
      { from: "2026-11-30", to: "2026-12-01" },
      {
        from: "The first day cannot be in the future: today in India is 2026-11-26.",
        to: "The last day cannot be in the future: today in India is 2026-11-26.",
      },
    ],
    [
      { from: "2026-02-30", to: "" },
      { from: "Enter the first day as a date, e.g. 2026-11-01.", to: "Enter the last day as a date, e.g. 2026-11-30." },
    ],
  ])("refuse %j, saying why, and show the last 30 days instead", (dates, errors) => {
    const choice = from({ range: "custom", ...dates });
    expect(choice.errors).toEqual(errors);
    expect(choice.range).toMatchObject({ kind: "30d", to: today });
  });

  it("write a range as the form would, so that it reads back the same", () => {
    const custom = from({ range: "custom", from: "2026-11-01", to: "2026-11-10", compare: "none" }).range;
    expect(reportRangeQuery(custom)).toBe("range=custom&from=2026-11-01&to=2026-11-10&compare=none");
    expect(from(Object.fromEntries(new URLSearchParams(reportRangeQuery(custom)))).range).toEqual(custom);
  });
});
