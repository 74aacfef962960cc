import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseConfig from "dependency-cruiser/config-utl/extract-depcruise-config";
import { describe, expect, it } from "vitest";

/** The circles `.dependency-cruiser.mjs` finds among `files`, each as the modules it runs through. */
async function circlesIn(files: string[], baseDir?: string): Promise<string[][]> {
  const config = await extractDepcruiseConfig(path.resolve(".dependency-cruiser.mjs"));
  const { output } = await cruise(files, { ...config.options, validate: true, ruleSet: config, baseDir });
  return (output as ICruiseResult).summary.violations
    .filter((violation) => violation.rule.name === "no-circular")
    .map((violation) => violation.cycle?.map((step) => step.name) ?? []);
}

// `npm run lint` runs the same check over the whole tree.
describe("the check for import circles", () => {
  it("finds a circle made only of type imports", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "circles-"));
    await fs.writeFile(path.join(dir, "a.ts"), 'import type { B } from "./b";\nexport type A = { b?: B };\n');
    await fs.writeFile(path.join(dir, "b.ts"), 'import type { A } from "./a";\nexport type B = { a?: A };\n');
    try {
      expect(await circlesIn(["."], dir)).toContainEqual(["b.ts", "a.ts"]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
