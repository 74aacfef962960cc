/**
 * The statistics reveal (marketing specification, "Statistics block" and
 * section 9): nothing moves for 2 s, then the numbers count up over 2000 ms
 * in 30 steps a second.
 */
export const revealDelayMs = 2000;
export const countDurationMs = 2000;
export const stepsPerSecond = 30;

const totalSteps = (countDurationMs / 1000) * stepsPerSecond;

/** The value shown `elapsedMs` after counting started: the target reached in equal steps. */
export function countedValue(target: number, elapsedMs: number): number {
  const step = Math.min(totalSteps, Math.max(0, Math.floor(elapsedMs / (1000 / stepsPerSecond))));
  return (target * step) / totalSteps;
}

export const formatProjects = (value: number) => String(Math.round(value));
export const formatClients = (value: number) => `${Math.round(value)}+`;
export const formatRating = (value: number) => value.toFixed(1);
