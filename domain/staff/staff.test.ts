import { describe, expect, it } from "vitest";

import { InviteStaffSchema } from "./staff";

// The name greets the new person in the invitation e-mail ("Dear …,").
describe("an invitation's name", () => {
  const invite = (name: string) =>
    InviteStaffSchema.safeParse({ email: "new@nexora.test", name, role: "sales" }).error?.issues[0]?.message;

  it("takes a real name with initials", () => {
    expect(invite("A. P. J. Kalam")).toBeUndefined();
  });

  it("refuses a web address and an encoded-word", () => {
    expect(invite("Reset yours at www.evil.example")).toBe("A name cannot contain a web address.");
    expect(invite("=?utf-8?b?YWRtaW5AbmV4b3JhLmlu?=")).toBe('A name cannot contain "=?".');
  });
});
