import { describe, expect, it } from "vitest";

import { privacyRequestDueAt } from "./privacy-requests";

const receivedAt = new Date("2026-03-01T06:00:00Z");

describe("when a privacy request is due", () => {
  it("is the stated period after it came", () => {
    expect(privacyRequestDueAt("erasure", receivedAt, 30)).toEqual(new Date("2026-03-31T06:00:00Z"));
    expect(privacyRequestDueAt("erasure", receivedAt, 120)).toEqual(new Date("2026-06-29T06:00:00Z"));
  });

  it("is never more than 90 days for a grievance (DPDP Rules, 2025)", () => {
    expect(privacyRequestDueAt("grievance", receivedAt, 120)).toEqual(new Date("2026-05-30T06:00:00Z"));
    expect(privacyRequestDueAt("grievance", receivedAt, 7)).toEqual(new Date("2026-03-08T06:00:00Z"));
  });
});
