import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, expect, it } from "vitest";

import { staticFileHeaders } from "./static-file-headers";

let clientDir: string;
let setHeaders: Awaited<ReturnType<typeof staticFileHeaders>>;
beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), "static-file-headers-"));
  await fs.mkdir(path.join(clientDir, "assets"));
  for (const file of [
    "assets/entry.js",
    "assets/entry.js.br",
    "assets/entry.js.gz",
    "assets/tiny.js",
    "home.data",
    "home.data.gz",
    "og-image.png",
  ]) {
    await fs.writeFile(path.join(clientDir, file), "");
  }
  setHeaders = await staticFileHeaders(clientDir);
});
afterAll(() => fs.rm(clientDir, { recursive: true }));

function headersFor(file: string) {
  const headers = new Map<string, string>();
  setHeaders({ setHeader: (name, value) => headers.set(name, value) }, path.join(clientDir, file));
  return Object.fromEntries(headers);
}

it.each(["assets/entry.js", "assets/entry.js.br", "assets/entry.js.gz", "home.data", "home.data.gz"])(
  "%s, which has a compressed copy or is one, varies by Accept-Encoding",
  (file) => {
    expect(headersFor(file).vary).toBe("accept-encoding");
  },
);

it.each(["assets/tiny.js", "og-image.png"])("%s, sent as it is to every browser, does not vary", (file) => {
  expect(headersFor(file).vary).toBeUndefined();
});

it("caches hashed build assets for a year and other files for an hour", () => {
  expect(headersFor("assets/entry.js.br")["cache-control"]).toBe("public, max-age=31557600, immutable");
  expect(headersFor("og-image.png")["cache-control"]).toBe("public, max-age=3600");
});
