import { performance } from "node:perf_hooks";

/** One row of a benchmark's table: the median and the 95th percentile (the largest, for a few runs). */
export function printFigures(label: string, times: number[], width = 48) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => `${sorted[Math.ceil(share * sorted.length) - 1]!.toFixed(1)} ms`.padStart(9);
  console.log(`${label.padEnd(width)} ${at(0.5)} ${at(0.95)}`);
}

/** Runs a query once to warm up, then `runs` times, and prints its row. */
export async function measure(label: string, query: () => Promise<unknown>, { runs = 20, width = 48 } = {}) {
  await query();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await query();
    times.push(performance.now() - start);
  }
  printFigures(label, times, width);
}
