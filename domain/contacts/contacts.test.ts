import { describe, expect, it } from "vitest";

import { StageChangeSchema } from "./contacts";

describe("a lead's stage change", () => {
  const change = (expectedCloseDate: string) =>
    StageChangeSchema.safeParse({ stage: "proposal", expectedValue: "", expectedCloseDate, lostReason: "" });

  it("takes a real expected close date, or none", () => {
    expect(change("2027-02-28")).toMatchObject({ success: true, data: { expectedCloseDate: "2027-02-28" } });
    expect(change("")).toMatchObject({ success: true, data: { expectedCloseDate: null } });
  });

  it("refuses a close date that is no day on the calendar, as it refuses one of the wrong shape", () => {
    for (const notADay of ["2027-02-30", "2027-13-01", "28-02-2027"]) {
      const refused = change(notADay);
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["Please choose a date."]);
    }
  });
});
