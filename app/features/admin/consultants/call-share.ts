import type { ConsultantSummary } from "~contracts/consultants";

/**
 * "4 calls: 40% of the team's, against 50% for a share of 100%". While the team has held no calls
 * in the window there is no share of them to show ("0 calls, against 100% for a share of 100%" said
 * nothing), only what their weight asks for where it is not all of them.
 */
export function describeShare({
  heldCalls,
  share,
  callWeight,
}: Pick<ConsultantSummary, "heldCalls" | "share" | "callWeight">): string {
  if (share.actual === null) {
    const none = "None: the team has held no calls yet";
    return share.target === null || share.target === 100
      ? none
      : `${none}; their share of ${callWeight}% asks for ${share.target}% of them`;
  }
  const calls = `${heldCalls === 1 ? "1 call" : `${heldCalls} calls`}: ${share.actual}% of the team’s`;
  return share.target === null ? calls : `${calls}, against ${share.target}% for a share of ${callWeight}%`;
}
