import { describe, expect, it } from "vitest";

import { countedValue, formatClients, formatProjects, formatRating, stepMs, totalSteps } from "./counter";

describe("the statistics counter", () => {
  it("counts for 2000 ms at 30 steps a second", () => {
    expect(totalSteps).toBe(60);
    expect(stepMs * totalSteps).toBeCloseTo(2000);
  });

  it("starts at zero, moves in equal steps and ends exactly on the target", () => {
    expect(countedValue(155, 0)).toBe(0);
    expect(countedValue(155, 1)).toBeCloseTo(155 / 60);
    expect(countedValue(155, 30)).toBeCloseTo(77.5);
    expect(countedValue(155, 60)).toBe(155);
    expect(countedValue(155, 90)).toBe(155);
  });

  it("shows 0, '0+' and '0.0' at first and 155, '85+' and '4.8' at the end", () => {
    const at = (step: number) => [
      formatProjects(countedValue(155, step)),
      formatClients(countedValue(85, step)),
      formatRating(countedValue(4.8, step)),
    ];
    expect(at(0)).toEqual(["0", "0+", "0.0"]);
    expect(at(totalSteps)).toEqual(["155", "85+", "4.8"]);
  });
});
