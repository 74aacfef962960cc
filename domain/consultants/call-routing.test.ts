import { describe, expect, it } from "vitest";

import {
  coveredServicesSchema,
  routeCall,
  routingFormSchema,
  sharesOfCalls,
  type RoutingCandidate,
} from "./call-routing";

const person = (name: string, overrides: Partial<RoutingCandidate> = {}): RoutingCandidate => ({
  id: name.toLowerCase(),
  name,
  services: ["website-development", "crm"],
  weight: 100,
  priority: 1,
  load: 0,
  lastBookedAt: null,
  ...overrides,
});

describe("routing a call", () => {
  it("gives a service's call to someone who covers it, and to anyone when none of them is free", () => {
    const aarav = person("Aarav", { services: ["erp"] });
    const bhavna = person("Bhavna", { load: 5 });
    const covered = routeCall([aarav, bhavna], "website-development");
    expect(covered.chosen.name).toBe("Bhavna");
    expect(covered.reason).toContain("1 of the 2 consultants free cover Website Development.");

    const fallback = routeCall([aarav], "website-development");
    expect(fallback.chosen.name).toBe("Aarav");
    expect(fallback.reason).toContain("Nobody who covers Website Development was free");
    // A call about no particular service goes to whoever is furthest below their share.
    expect(routeCall([aarav, bhavna], null).chosen.name).toBe("Aarav");
  });

  it("offers calls first to the highest priority free, whatever their load", () => {
    const senior = person("Senior", { priority: 2, load: 9 });
    const junior = person("Junior", { load: 0 });
    const { chosen, reason } = routeCall([junior, senior], "crm");
    expect(chosen.name).toBe("Senior");
    expect(reason).toContain("Senior is among those offered calls first.");
    expect(routeCall([junior], "crm").chosen.name).toBe("Junior");
  });

  it("keeps each one's calls in proportion to their weight over 100 calls, within one call", () => {
    const team = [person("Full"), person("Also full"), person("Half", { weight: 50 })];
    for (let call = 0; call < 100; call += 1) {
      const { chosen } = routeCall(team, "crm");
      chosen.load += 1;
      chosen.lastBookedAt = new Date(call * 60_000);
    }
    const loads = team.map((member) => member.load);
    expect(loads.reduce((a, b) => a + b)).toBe(100);
    // 100 × 100/250 = 40 and 100 × 50/250 = 20.
    expect(Math.abs(loads[0]! - 40)).toBeLessThanOrEqual(1);
    expect(Math.abs(loads[1]! - 40)).toBeLessThanOrEqual(1);
    expect(Math.abs(loads[2]! - 20)).toBeLessThanOrEqual(1);
  });

  it("breaks a tie by who was booked least recently, and says so", () => {
    const earlier = person("Earlier", { load: 1, lastBookedAt: new Date(1_000) });
    const later = person("Later", { load: 1, lastBookedAt: new Date(2_000) });
    const { chosen, reason } = routeCall([later, earlier], "crm");
    expect(chosen.name).toBe("Earlier");
    expect(reason).toContain("Earlier was booked least recently.");
  });
});

describe("each one's share of the calls", () => {
  it("sets the calls held beside the share each weight asks, leaving out who takes no calls", () => {
    const shares = sharesOfCalls([
      { id: "a", weight: 100, active: true, heldCalls: 6 },
      { id: "b", weight: 50, active: true, heldCalls: 2 },
      { id: "c", weight: 100, active: false, heldCalls: 2 },
    ]);
    expect(shares.get("a")).toEqual({ actual: 60, target: 67 });
    expect(shares.get("b")).toEqual({ actual: 20, target: 33 });
    expect(shares.get("c")).toEqual({ actual: 20, target: null });
    expect(sharesOfCalls([{ id: "a", weight: 100, active: true, heldCalls: 0 }]).get("a")).toEqual({
      actual: null,
      target: 100,
    });
  });
});

describe("the routing form", () => {
  it("takes a weight from 10 to 100, a listed priority and at least one listed service", () => {
    expect(routingFormSchema.parse({ weight: "50", priority: "2" })).toMatchObject({ weight: 50, priority: 2 });
    expect(routingFormSchema.safeParse({ weight: "5", priority: "1" }).success).toBe(false);
    expect(routingFormSchema.safeParse({ weight: "50", priority: "7" }).success).toBe(false);
    expect(coveredServicesSchema.parse(["crm", "erp"])).toEqual(["erp", "crm"]);
    expect(coveredServicesSchema.safeParse([]).error?.issues[0]?.message).toBe(
      "Please tick at least one service they cover.",
    );
    expect(coveredServicesSchema.safeParse(["hosting"]).error?.issues[0]?.message).toBe(
      "Please choose services from the list.",
    );
  });
});
