import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";

const strength = new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });

/**
 * Refuses what attackers try first: the common-password lists, keyboard walks, repeats,
 * dates and the person's own e-mail address (zxcvbn scores these below 3).
 */
export async function weakPasswordReason(password: string, personal: string[]): Promise<string | undefined> {
  const { score } = await strength.checkAsync(password, personal);
  return score < 3
    ? "This password is too easy to guess: it is common or follows a pattern. Please choose a longer or less predictable one."
    : undefined;
}
