import { describe, expect, it } from "vitest";

import { fewerThanShown, withheldShown, type ShownCount } from "../privacy/small-counts";
import { stepMostGivenUp } from "./application-steps";

const few = fewerThanShown;
const withheld = withheldShown;

/** Each step's reached and gave up, as shown. */
const steps = (...pairs: [ShownCount, ShownCount][]) => pairs.map(([reached, gaveUp]) => ({ reached, gaveUp }));

describe("the step most applicants gave up at", () => {
  it("is named when its count is shown and every other step's is known to be smaller", () => {
    expect(stepMostGivenUp(steps([5, few], [5, 5], [few, few], [few, few]))).toBe(2);
    expect(stepMostGivenUp(steps([60, 12], [48, 30], [18, 6], [12, few]))).toBe(2);
    // Step 2's gave-up is withheld, but no more than the 9 who reached it: fewer than step 1's 10.
    expect(stepMostGivenUp(steps([19, 10], [9, withheld], [few, few], [few, few]))).toBe(1);
  });

  it("is too early to tell when the counts are too small to show, whichever step a share would have named", () => {
    // 7 reached step 1: two gave up there, three at step 2, two at step 3.
    expect(stepMostGivenUp(steps([7, few], [withheld, few], [few, few], [few, few]))).toBeNull();
  });

  it("is not named where a withheld count could be as large, nor where two steps tie", () => {
    expect(stepMostGivenUp(steps([30, 9], [21, withheld], [few, few], [few, few]))).toBeNull();
    expect(stepMostGivenUp(steps([30, 9], [21, 9], [12, few], [few, few]))).toBeNull();
  });
});
