// `npm run access:write`: docs/manual.md's roles and docs/authorisation.md, from domain/staff/staff.ts.
// scripts/access-docs.test.ts fails while either differs from what this writes.
import fs from "node:fs";

import { format, resolveConfig } from "prettier";

import { authorisationTable, withRolesParagraph } from "./access-docs";

const manual = new URL("../docs/manual.md", import.meta.url);
const table = new URL("../docs/authorisation.md", import.meta.url);

for (const [file, text] of [
  [manual, withRolesParagraph(fs.readFileSync(manual, "utf8"))],
  [table, authorisationTable()],
] as const) {
  const options = await resolveConfig(file);
  fs.writeFileSync(file, await format(text, { ...options, parser: "markdown" }));
  console.log(`wrote ${file.pathname}`);
}
