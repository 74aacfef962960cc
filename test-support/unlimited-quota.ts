import type { QuotaAnswer } from "../server/plugins/rate-limit";

/** A quota that allows everything, for tests about what a change does rather than how often. */
export const unlimitedQuota = async (): Promise<QuotaAnswer> => ({ allowed: true });
