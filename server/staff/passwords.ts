import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * Made when a password is first chosen, which a server does a few times a year: its dictionaries
 * held 3.6 MB of the heap from the start (docs/performance.md, "Memory").
 */
let strength: Promise<ZxcvbnFactory> | undefined;
function passwordStrength(): Promise<ZxcvbnFactory> {
  strength ??= Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return strength;
}

/**
 * Refuses what attackers try first: the common-password lists, keyboard walks, repeats,
 * dates and the person's own e-mail address (zxcvbn scores these below 3).
 */
export async function weakPasswordReason(password: string, personal: string[]): Promise<string | undefined> {
  const { score } = await (await passwordStrength()).checkAsync(password, personal);
  return score < 3
    ? "This password is too easy to guess: it is common or follows a pattern. Please choose a longer or less predictable one."
    : undefined;
}
