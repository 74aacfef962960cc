// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the client build,
// at the strongest settings, once. The server sends these instead of compressing each response on
// its own thread while a phone waits (server/plugins/web.ts).
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const clientDir = "build/client";
const compressible = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".data",
  ".webmanifest",
]);
const minimumBytes = 1024; // below this the headers outweigh the saving; the server's own threshold too

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

let written = 0;
for (const file of await fs.readdir(clientDir, { recursive: true })) {
  if (!compressible.has(path.extname(file))) continue;
  const full = path.join(clientDir, file);
  const content = await fs.readFile(full);
  if (content.length < minimumBytes) continue;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)]);
  written += 1;
}
console.log(`precompressed ${written} files in ${clientDir}`);
