import { describe, expect, it } from "vitest";

describe("the runtime the project brings", () => {
  it("runs the tests on Node.js 24 or newer, whatever the machine's own node is", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });
});
