import { expect, it } from "vitest";

import { cpuSlowdownFor } from "./cpu-slowdown.mjs";

it("slows the page by the machine's BenchmarkIndex over 440", () => {
  expect(cpuSlowdownFor(880)).toBe(2);
  expect(cpuSlowdownFor(1_121)).toBeCloseTo(2.548, 3);
  expect(cpuSlowdownFor(1_320)).toBe(3);
});

it("keeps the slowdown within 1 and 4", () => {
  expect(cpuSlowdownFor(300)).toBe(1);
  expect(cpuSlowdownFor(440)).toBe(1);
  expect(cpuSlowdownFor(1_760)).toBe(4);
  expect(cpuSlowdownFor(1_874)).toBe(4);
});

it("refuses an index Lighthouse did not measure", () => {
  expect(() => cpuSlowdownFor(Number.NaN)).toThrow("a BenchmarkIndex must be a positive number");
  expect(() => cpuSlowdownFor(0)).toThrow("a BenchmarkIndex must be a positive number");
});
