// Lighthouse's mobile CPU slowdown, calibrated to the machine that runs it. Lighthouse slows the
// page's main thread 4 times by default, which takes a high-end desktop (BenchmarkIndex 1,500-2,000)
// to the mid-tier phone it scores for; its throttling guide asks for a smaller multiplier on a
// slower machine, read from the BenchmarkIndex each report carries ("Calibrating the CPU slowdown"
// in throttling.md, Lighthouse's repository on GitHub), and PageSpeed Insights sets its own from its
// machines' index (Lighthouse pull request 16256). The quality bar (docs/performance.md, "How to
// measure") takes the index over 440, kept within 1 and 4: 4 from about 1,760, the guide's high-end
// desktop, and 1 at 440 and below. The guide's calculator (lighthouse-cpu-throttling-calculator)
// draws a line through 150 (1x), 800 (2x), 1,300 (3x) and 1,533 (4x) instead: the same 1 to 4,
// reached at a lower index.

/** The index at which the slowdown is 1: a machine as slow as the phone Lighthouse scores for. */
export const indexPerSlowdown = 440;

/** The slowdown for a machine of this BenchmarkIndex: index / 440, kept within 1 and 4. */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`a BenchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  return Math.min(4, Math.max(1, benchmarkIndex / indexPerSlowdown));
}
