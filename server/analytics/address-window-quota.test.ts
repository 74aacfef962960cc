import { describe, expect, it } from "vitest";

import { addressWindowQuota } from "./address-window-quota";

describe("the collector's quota per address group", () => {
  const now = new Date("2026-03-02T10:00:00Z");
  const quota = () => addressWindowQuota({ clock: () => now, perWindow: 3, windowMs: 600_000, heldGroups: 2 });
  const spendTimes = (spend: ReturnType<typeof quota>, group: string, times: number) =>
    Array.from({ length: times }, () => spend(group).allowed);

  it("counts each group held on its own", () => {
    const spend = quota();
    expect(spendTimes(spend, "203.0.113.1", 4)).toEqual([true, true, true, false]);
    expect(spendTimes(spend, "203.0.113.2", 3)).toEqual([true, true, true]);
    expect(spend("203.0.113.1")).toEqual({ allowed: false, retryAfterMs: 600_000 });
  });

  it("limits the groups past the ones it holds together, so a wide prefix cannot send without end", () => {
    const spend = quota();
    spendTimes(spend, "2001:db8:0:1::/64", 1);
    spendTimes(spend, "2001:db8:0:2::/64", 1);
    // Every further /64 of the /48 is a group the table has no room for: they share one quota.
    const beyond = Array.from({ length: 10 }, (_, index) => spend(`2001:db8:0:${index + 3}::/64`).allowed);
    expect(beyond).toEqual([true, true, true, false, false, false, false, false, false, false]);
    // The groups held keep their own.
    expect(spendTimes(spend, "2001:db8:0:1::/64", 2)).toEqual([true, true]);
  });

  it("starts again when the window ends", () => {
    let at = now;
    const spend = addressWindowQuota({ clock: () => at, perWindow: 1, windowMs: 600_000, heldGroups: 1 });
    expect([spend("a").allowed, spend("b").allowed, spend("c").allowed]).toEqual([true, true, false]);
    at = new Date(now.getTime() + 600_000);
    expect([spend("c").allowed, spend("d").allowed]).toEqual([true, true]);
  });
});
