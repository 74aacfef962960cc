import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import { describe, expect, it } from "vitest";

const assets = "build/client/assets";
const compileHint = "//# allFunctionsCalledOnLoad\n";

/** The build's one script named `<name>-<hash>.js`, as it is sent: the file and its precompressed copies. */
function sentCopiesOf(name: string): { file: string; text: string }[] {
  const files = fs.readdirSync(assets).filter((file) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file));
  expect(files, `the build's ${name} chunk`).toHaveLength(1);
  const file = path.join(assets, files[0]!);
  return [
    { file, text: fs.readFileSync(file, "utf8") },
    { file: `${file}.br`, text: zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString("utf8") },
    { file: `${file}.gz`, text: zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString("utf8") },
  ];
}

// vite.config.ts, compiledWhileStreaming: V8 reads the comment only before the file's first token.
describe("the scripts every public page hydrates with", () => {
  it.each(["framework", "entry.client", "site-frame"])(
    "%s opens with the comment that has Chrome compile it as it streams",
    (name) => {
      for (const { file, text } of sentCopiesOf(name)) expect(text.startsWith(compileHint), file).toBe(true);
    },
  );

  it("a page's own chunk does not: it gained nothing measurable, and a back-office page's would compile what it never runs", () => {
    for (const { file, text } of sentCopiesOf("home")) expect(text, file).not.toContain(compileHint);
  });
});
