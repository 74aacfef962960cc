import { describe, expect, it } from "vitest";

import { fieldErrors } from "../forms/field-errors";
import { NominateSchema, NomineeRequestSchema } from "./nomination";
import { unknownNoticeVersionMessage } from "./notice-shown";
import { noticeVersion } from "./notices";

const request = {
  nomineeName: "Kavya Rao",
  nomineeEmail: "kavya.rao@example.in",
  personEmail: "anika.bose@example.in",
  circumstance: "incapacity",
  kind: "access",
  request: "Please send me what you hold about my mother.",
};

const refusedFields = (result: ReturnType<typeof NomineeRequestSchema.safeParse>) =>
  result.success ? {} : fieldErrors(result.error);

describe("the nominee's request", () => {
  it("takes an ordinary request", () => {
    expect(NomineeRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each(["\u0000", "\u0007", "\uFFFF", "\uD800"])("refuses %j in the request's text, naming the field", (bad) => {
    const errors = refusedFields(NomineeRequestSchema.safeParse({ ...request, request: `Please${bad} send it.` }));
    expect(Object.keys(errors)).toEqual(["request"]);
    expect(errors.request).toBe("Your request contains characters we cannot keep; please remove them.");
  });

  it.each(["\u0000", "\uFFFF"])("refuses %j in the nominee's name, naming the field", (bad) => {
    const errors = refusedFields(NomineeRequestSchema.safeParse({ ...request, nomineeName: `Kavya${bad} Rao` }));
    expect(Object.keys(errors)).toEqual(["nomineeName"]);
  });
});

describe("naming a nominee", () => {
  it.each(["\u0000", "\uFFFF"])("refuses %j in the nominee's name", (bad) => {
    const result = NominateSchema.safeParse({ nomineeName: `Kavya${bad}`, nomineeEmail: "kavya.rao@example.in" });
    expect(result.success).toBe(false);
  });
});

describe("the notice a nominee's request records", () => {
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
