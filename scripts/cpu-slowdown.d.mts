/** The index at which the slowdown is 1: a machine as slow as the phone Lighthouse scores for. */
export const indexPerSlowdown: number;
/** The slowdown for a machine of this BenchmarkIndex: index / 440, kept within 1 and 4. */
export function cpuSlowdownFor(benchmarkIndex: number): number;
