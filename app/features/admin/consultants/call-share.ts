import type { ConsultantSummary } from "~contracts/consultants";

/**
 * "4 calls: 40% of the team's, against 50% for a share of 100%"; while the team has held no calls
 * in the window there is no share to compare, so it says so (issue 58, item 3).
 */
export function describeShare({
  heldCalls,
  share,
  callWeight,
}: Pick<ConsultantSummary, "heldCalls" | "share" | "callWeight">): string {
  if (share.actual === null) return "None: the team has held no calls yet";
  const calls = `${heldCalls === 1 ? "1 call" : `${heldCalls} calls`}: ${share.actual}% of the team’s`;
  return share.target === null ? calls : `${calls}, against ${share.target}% for a share of ${callWeight}%`;
}
