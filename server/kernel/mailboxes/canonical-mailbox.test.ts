import { describe, expect, it } from "vitest";

import { canonicalMailbox, domainsOfMailbox, gmailInbox } from "./canonical-mailbox";

describe("the mailbox an address reaches", () => {
  it.each([
    ["Meera.Iyer@Example.in", "meera.iyer@example.in"],
    ["meera.iyer+jobs@example.in", "meera.iyer@example.in"],
    ["meera.iyer+a+b@outlook.com", "meera.iyer@outlook.com"],
    ["m.e.e.r.a.iyer@gmail.com", "meeraiyer@gmail.com"],
    ["MeeraIyer+alerts@GMail.com", "meeraiyer@gmail.com"],
    ["meera.iyer+x@googlemail.com", "meeraiyer@gmail.com"],
    [" meeraiyer@gmail.com ", "meeraiyer@gmail.com"],
  ])("counts %s as %s", (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });

  it("keeps the dots where the provider does not ignore them", () => {
    expect(canonicalMailbox("meera.iyer@outlook.com")).not.toBe(canonicalMailbox("meeraiyer@outlook.com"));
    expect(canonicalMailbox("meera.iyer@example.in")).not.toBe(canonicalMailbox("meeraiyer@example.in"));
  });

  it("keeps different people apart", () => {
    expect(canonicalMailbox("meera@gmail.com")).not.toBe(canonicalMailbox("meera@example.in"));
    expect(canonicalMailbox("meera@gmail.com")).not.toBe(canonicalMailbox("meera1@gmail.com"));
  });

  it("names the domains whose addresses share the mailbox", () => {
    expect(domainsOfMailbox(canonicalMailbox("a.b@googlemail.com")).sort()).toEqual(["gmail.com", "googlemail.com"]);
    expect(domainsOfMailbox(canonicalMailbox("a.b+c@example.in"))).toEqual(["example.in"]);
  });

  it("joins only Gmail's own spellings of one inbox, where a reader is sure", () => {
    expect(gmailInbox("M.Eera.Iyer+x@googlemail.com")).toBe(gmailInbox("meeraiyer@gmail.com"));
    expect(gmailInbox("Meera.Iyer+jobs@Example.in")).toBe("meera.iyer+jobs@example.in");
    expect(gmailInbox("meera.iyer@example.in")).not.toBe(gmailInbox("meeraiyer@example.in"));
  });
});
