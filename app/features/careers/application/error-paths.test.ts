import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";

import { errorEntries, pathAndEnclosing } from "./error-paths";

describe("errorEntries", () => {
  it("lists each message with its field's path, nested lists included, in the order given", () => {
    type Values = { fullName: string; minimumQualifications: { answer: string }[]; education: { school: string }[] };
    const ref = { name: "fullName" };
    const errors: FieldErrors<Values> = {
      fullName: { type: "too_small", message: "Full Name is required", ref },
      minimumQualifications: [
        undefined,
        { type: "custom", message: 'Please answer for "Do you have at least 2 years ..."' },
      ],
      education: [{ school: { type: "too_big", message: "This can be at most 200 characters." } }],
    };
    expect(errorEntries(errors)).toEqual([
      { path: "fullName", message: "Full Name is required" },
      { path: "minimumQualifications.1", message: 'Please answer for "Do you have at least 2 years ..."' },
      { path: "education.0.school", message: "This can be at most 200 characters." },
    ]);
  });

  it("finds nothing in no errors", () => {
    expect(errorEntries({})).toEqual([]);
  });
});

describe("pathAndEnclosing", () => {
  it("names the field, then each entry around it", () => {
    expect(pathAndEnclosing("minimumQualifications.2.answer")).toEqual([
      "minimumQualifications.2.answer",
      "minimumQualifications.2",
      "minimumQualifications",
    ]);
    expect(pathAndEnclosing("email")).toEqual(["email"]);
  });
});
