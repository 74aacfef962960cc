/**
 * The statistics reveal (marketing specification, "Statistics block" and
 * section 9): nothing moves for 2 s, then the numbers count up over 2000 ms
 * in 30 steps a second.
 */
export const revealDelayMs = 2000;
export const stepsPerSecond = 30;
const countDurationMs = 2000;

export const stepMs = 1000 / stepsPerSecond;
export const totalSteps = (countDurationMs / 1000) * stepsPerSecond;

/** The value shown after `step` of the count's steps: the target reached in equal steps. */
export function countedValue(target: number, step: number): number {
  return (target * Math.min(totalSteps, Math.max(0, step))) / totalSteps;
}

export const formatProjects = (value: number) => String(Math.round(value));
export const formatClients = (value: number) => `${Math.round(value)}+`;
export const formatRating = (value: number) => value.toFixed(1);
