import { describe, expect, it } from "vitest";

import { fieldErrors } from "../forms/field-errors";
import { NomineeRequestSchema } from "./nomination";
import { unknownNoticeVersionMessage } from "./notice-shown";
import { noticeVersion } from "./notices";

const request = {
  nomineeName: "Rohan Bose",
  nomineeEmail: "rohan.bose@example.in",
  personEmail: "anika@example.in",
  circumstance: "death",
  kind: "erasure",
  request: "Please erase her data.",
};

describe("NomineeRequestSchema", () => {
  it("hands on the notice the page showed as the register records it", () => {
    const parsed = NomineeRequestSchema.parse({ ...request, noticeVersion, noticeLanguage: "hi" });
    expect(parsed.notice).toEqual({ noticeVersion, noticeLanguage: "hi" });
    expect(parsed).not.toHaveProperty("noticeVersion");
  });

  it("takes a request that showed no notice, with nothing to record", () => {
    expect(NomineeRequestSchema.parse(request).notice).toEqual({ noticeVersion: undefined, noticeLanguage: undefined });
  });

  it("refuses a notice nobody published", () => {
    const result = NomineeRequestSchema.safeParse({ ...request, noticeVersion: "1999-01-01" });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({ noticeVersion: unknownNoticeVersionMessage });
  });
});
