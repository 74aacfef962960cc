/**
 * Months after a job closes that its applications are kept: the retention task's setting takes a
 * value within these (server/privacy/retention.ts), and the application's privacy notice states
 * them. Kept free of zod, so the notice shown with each public form does not bring the schemas.
 */
export const retentionLimits = { min: 1, max: 60, defaultMonths: 12 } as const;
