// Writes build/inline-script-hashes.json: for every prerendered page (an index.html of the client
// build, named by its path in build/client), the hashes of its inline scripts. The server puts
// exactly these in the page's Content-Security-Policy (server/plugins/prerendered-pages.ts).
import fs from "node:fs/promises";
import path from "node:path";

import { inlineScriptHashes } from "../server/plugins/inline-script-hashes.mjs";

const clientDir = "build/client";
const manifestFile = "build/inline-script-hashes.json";

const hashesByPage = {};
for (const file of (await fs.readdir(clientDir, { recursive: true })).sort()) {
  if (path.basename(file) !== "index.html") continue;
  const html = await fs.readFile(path.join(clientDir, file), "utf8");
  hashesByPage[file.split(path.sep).join("/")] = inlineScriptHashes(html);
}
await fs.writeFile(manifestFile, `${JSON.stringify(hashesByPage, null, 2)}\n`);
console.log(`hashed the inline scripts of ${Object.keys(hashesByPage).length} prerendered pages into ${manifestFile}`);
