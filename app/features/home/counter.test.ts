import { describe, expect, it } from "vitest";

import { countDurationMs, countedValue, formatClients, formatProjects, formatRating } from "./counter";

describe("the statistics counter", () => {
  it("starts at zero, moves in 1/30 s steps and ends exactly on the target after 2000 ms", () => {
    expect(countedValue(155, 0)).toBe(0);
    expect(countedValue(155, 33)).toBe(0);
    expect(countedValue(155, 34)).toBeCloseTo(155 / 60);
    expect(countedValue(155, 1000)).toBeCloseTo(77.5);
    expect(countedValue(155, countDurationMs)).toBe(155);
    expect(countedValue(155, 10_000)).toBe(155);
  });

  it("shows 0, '0+' and '0.0' at first and 155, '85+' and '4.8' at the end", () => {
    expect([
      formatProjects(countedValue(155, 0)),
      formatClients(countedValue(85, 0)),
      formatRating(countedValue(4.8, 0)),
    ]).toEqual(["0", "0+", "0.0"]);
    expect([
      formatProjects(countedValue(155, 2000)),
      formatClients(countedValue(85, 2000)),
      formatRating(countedValue(4.8, 2000)),
    ]).toEqual(["155", "85+", "4.8"]);
  });
});
