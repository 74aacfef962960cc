import fs from "node:fs/promises";
import path from "node:path";

const immutable = "public, max-age=31557600, immutable";
const hourly = "public, max-age=3600";
const compressedCopy = /\.(br|gz)$/;

/**
 * The `setHeaders` of @fastify/static for the client build, in place of the adapter's own, which
 * sets only Cache-Control (the same values as here). A file with .br/.gz copies also says it varies
 * by Accept-Encoding, which preCompressed does not, so that no cache hands brotli to a browser that
 * asked for none, or the plain file to every browser after one asked for it.
 */
export async function staticFileHeaders(clientDir: string) {
  const root = path.resolve(clientDir);
  const assetsDir = path.join(root, "assets") + path.sep;
  const negotiated = new Set<string>();
  for (const file of await fs.readdir(root, { recursive: true })) {
    if (!compressedCopy.test(file)) continue;
    negotiated.add(path.join(root, file));
    negotiated.add(path.join(root, file.replace(compressedCopy, "")));
  }

  return (response: { setHeader(name: string, value: string): unknown }, file: string) => {
    // Hashed build output changes its name when it changes; other public files keep theirs.
    response.setHeader("cache-control", file.startsWith(assetsDir) ? immutable : hourly);
    if (negotiated.has(file)) response.setHeader("vary", "accept-encoding");
  };
}
