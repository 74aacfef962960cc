// Writes the generated SVG files under public/images/ and reports their sizes.
import fs from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const IMAGES = fileURLToPath(new URL("../../../public/images/", import.meta.url));
const written = [];
// Writes public/images/<rel> as a w×h SVG around body and notes its size.
export function writeSvg(rel, w, h, body) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;
  const file = IMAGES + rel;
  fs.mkdirSync(dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
  written.push([rel, Buffer.byteLength(svg)]);
}
// Lists the files larger than limit bytes, then a one-line summary.
export function report(limit, note = "") {
  for (const [rel, n] of written) if (n > limit) console.log(`${rel}: ${(n / 1024).toFixed(1)} KB${note}`);
  console.log(`wrote ${written.length} files, largest ${Math.max(...written.map(([, n]) => n))} bytes`);
}
