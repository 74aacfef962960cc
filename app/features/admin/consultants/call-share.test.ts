import { describe, expect, it } from "vitest";

import { describeShare } from "./call-share";

describe("a consultant's share of the calls", () => {
  it("compares what they held with what their weight asks", () => {
    expect(describeShare({ heldCalls: 4, share: { actual: 40, target: 33 }, callWeight: 50 })).toBe(
      "4 calls: 40% of the team’s, against 33% for a share of 50%",
    );
    expect(describeShare({ heldCalls: 1, share: { actual: 100, target: null }, callWeight: 100 })).toBe(
      "1 call: 100% of the team’s",
    );
  });

  it("shows no share of nothing while the team has held no calls", () => {
    const text = describeShare({ heldCalls: 0, share: { actual: null, target: 100 }, callWeight: 100 });
    expect(text).toBe("None: the team has held no calls yet");
    expect(text).not.toMatch(/against|%/);
    // Beside a colleague, what their weight asks for still says something.
    expect(describeShare({ heldCalls: 0, share: { actual: null, target: 33 }, callWeight: 50 })).toBe(
      "None: the team has held no calls yet; their share of 50% asks for 33% of them",
    );
  });
});
