// `npm run openapi:write`: writes docs/openapi.json, the OpenAPI description GET /api/openapi.json
// serves, from the app itself (on a throwaway in-memory database). server/api-contract.db.test.ts
// fails while the committed file differs from what the server serves.
import fs from "node:fs";

import { format, resolveConfig } from "prettier";

import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDb } from "../server/db/open-db";

const openApiFile = new URL("../docs/openapi.json", import.meta.url);

const database = await openDb({});
const app = await buildApp({ config: loadConfig({ FORM_RATE_LIMIT: "0" }), database });
try {
  const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  // As the project's formatter writes JSON, so that running it over docs/ changes nothing.
  const options = await resolveConfig(openApiFile);
  fs.writeFileSync(openApiFile, await format(response.body, { ...options, parser: "json" }));
  console.log(`wrote ${openApiFile.pathname}`);
} finally {
  await app.close();
}
