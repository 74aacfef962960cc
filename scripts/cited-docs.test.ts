import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

// Comments say why by citing docs/: a decision, a section of the design or of the performance log.
// A citation of a file that is not there sends the next engineer nowhere (three comments named
// decision 065 by a file name it does not have).
const root = path.resolve(import.meta.dirname, "..");
const sourceFolders = ["app", "server", "contracts", "domain", "scripts", "e2e", "test-support", "tools"];
const skipped = new Set(["node_modules", "build", "dist", ".react-router"]);

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) yield* sourceFiles(relative);
    } else if (/\.(ts|tsx|mts|mjs|js|cjs)$/.test(entry.name)) yield relative;
  }
}

const decisions = fs.readdirSync(path.join(root, "docs/decisions"));

/** A cited path exists, or it is a decision cited by its number alone (`docs/decisions/035`). */
function citedPathExists(cited: string) {
  const number = /^docs\/decisions\/(\d{3})$/.exec(cited)?.[1];
  if (number) return decisions.some((file) => file.startsWith(`${number}-`));
  return fs.existsSync(path.join(root, cited));
}

describe("what the code cites of docs/", () => {
  it("is there: every docs/ path named in a source file exists", () => {
    // A docs/ path inside an address (…/blob/main/docs/…) is another repository's, not cited here.
    const citations = sourceFolders.flatMap((folder) =>
      [...sourceFiles(folder)].flatMap((file) =>
        [...fs.readFileSync(path.join(root, file), "utf8").matchAll(/(?<![\w./-])docs\/[\w./-]*[\w/]/g)].map(
          (match) => ({
            file,
            cited: match[0].replace(/\/$/, ""),
          }),
        ),
      ),
    );
    expect(citations.length).toBeGreaterThan(100);
    expect(citations.filter(({ cited }) => !citedPathExists(cited))).toEqual([]);
  });
});
