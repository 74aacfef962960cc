import fs from "node:fs";
import path from "node:path";

import { init, parse } from "es-module-lexer";
import { expect, it } from "vitest";

import { developmentOnlyImports, packageOf, productionPackages } from "./bundled-into-server.mjs";

/** Every `.js` file of the production build's server parts. */
const serverFiles = () =>
  ["build/server", "build/node"].flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => path.join(folder, file)),
  );

/** The packages a built file imports at run time: `import`, `import()` and the require of built-in CommonJS. */
function importsOf(file: string): { name: string; dynamic: boolean }[] {
  const source = fs.readFileSync(file, "utf8");
  const [imports] = parse(source);
  const found = imports.flatMap(({ n, d }) => (n && packageOf(n) ? [{ name: packageOf(n)!, dynamic: d > -1 }] : []));
  for (const [, specifier = ""] of source.matchAll(/\b__require\(\s*"([^"]+)"\s*\)/g)) {
    const name = packageOf(specifier);
    if (name) found.push({ name, dynamic: false });
  }
  return found;
}

// The image runs the build on the production install alone (docs/deploy.md, "The image"): a package
// the build leaves to node_modules and that install lacks stops the server at its start, as
// reduce-function-call once did.
it("leaves to node_modules only what the production install holds", async () => {
  await init;
  const production = productionPackages();
  const missing = serverFiles().flatMap((file) =>
    importsOf(file)
      .filter(({ name, dynamic }) => !production.has(name) && !(dynamic && developmentOnlyImports.includes(name)))
      .map(({ name }) => `${file}: ${name}`),
  );
  expect(missing).toEqual([]);
});
