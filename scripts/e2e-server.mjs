// The server the browser tests run against: the production build on a fresh,
// throwaway database directory that is removed when the server stops.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-e2e-"));
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));

Object.assign(process.env, {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  // Browser tests submit forms from one address many times.
  FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT ?? "0",
});

await import(pathToFileURL(path.resolve("build/node/main.js")).href);
