import fs from "node:fs";
import path from "node:path";

import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseConfig from "dependency-cruiser/config-utl/extract-depcruise-config";
import { describe, expect, it } from "vitest";

/** The folders and files app/admin.css has Tailwind scan, from the project's root. */
function adminStylesheetSources(): string[] {
  const css = fs.readFileSync("app/admin.css", "utf8");
  return [...css.matchAll(/^@source "([^"]+)";/gm)].map(([, source = ""]) => path.join("app", source));
}

/** Every module of app/ outside the back office's folders that a back-office module imports, however deep, and that writes classes. */
async function sharedModulesOfTheBackOffice(): Promise<string[]> {
  const config = await extractDepcruiseConfig(path.resolve(".dependency-cruiser.mjs"));
  const { output } = await cruise(["app/routes/admin", "app/features/admin"], { ...config.options, ruleSet: config });
  return (
    (output as ICruiseResult).modules
      .map((module) => module.source)
      .filter((source) => /^app\/.*\.tsx?$/.test(source) && !/^app\/(routes|features)\/admin\//.test(source))
      .filter((source) => !/\.test\.tsx?$/.test(source))
      // A module that writes no class (page-meta's tags, a form reader) draws nothing to style.
      .filter((source) => /className|class=/.test(fs.readFileSync(source, "utf8")))
  );
}

// The back office's stylesheet scans its own modules only: a shared module it starts
// drawing must be scanned too, or its classes would have no rules on the back office's pages.
describe("app/admin.css", () => {
  // dependency-cruiser reads every module of app/: about 3 s alone, 12 s beside the other tiers of npm test.
  it("scans every module of app/ the back office draws", { timeout: 60_000 }, async () => {
    const sources = adminStylesheetSources();
    const unscanned = (await sharedModulesOfTheBackOffice()).filter(
      (module) => !sources.some((source) => module === source || module.startsWith(`${source}/`)),
    );
    expect(unscanned).toEqual([]);
  });
});
