// Writes the social card of every picture of the site's own (public/images/…) into the client
// build: the 1200 × 630 JPEG a link preview shows, as LinkedIn, X, Facebook and WhatsApp read none
// of the site's SVGs (docs/decisions/074). The page keeps its SVG; its og:image names the card
// (app/seo/shared-image.ts). Drawing an SVG takes about 150 ms, so each card is kept in
// node_modules/.cache under its source's hash and made again only when the picture changes.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";

import { siteSocialCardPath, siteImagePattern, socialCardSize } from "../domain/content/social-cards.ts";

const publicDir = "public";
const clientDir = "build/client";
const cacheDir = "node_modules/.cache/social-cards";
// Part of every cached card's name: a change here makes every card again.
const settings = "cover-centre-white-q82-v1";

/** The picture filling the card, its middle kept; an SVG drawn at the size the card needs, never scaled up. */
async function cardOf(file) {
  const { width, height } = await sharp(file).metadata();
  const scale = Math.max(socialCardSize.width / width, socialCardSize.height / height);
  const isSvg = file.endsWith(".svg");
  return sharp(file, isSvg ? { density: 72 * scale } : {})
    .resize(socialCardSize.width, socialCardSize.height, { fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true, progressive: true })
    .toBuffer();
}

await fs.mkdir(cacheDir, { recursive: true });
let made = 0;
let kept = 0;
for (const name of await fs.readdir(path.join(publicDir, "images"), { recursive: true })) {
  const imagePath = `/images/${name.split(path.sep).join("/")}`;
  if (!siteImagePattern.test(imagePath)) continue;
  const source = path.join(publicDir, imagePath);
  const hash = createHash("sha256")
    .update(settings)
    .update(await fs.readFile(source))
    .digest("hex");
  const cached = path.join(cacheDir, `${hash}.jpg`);
  let card;
  try {
    card = await fs.readFile(cached);
    kept += 1;
  } catch {
    card = await cardOf(source);
    await fs.writeFile(cached, card);
    made += 1;
  }
  const target = path.join(clientDir, siteSocialCardPath(imagePath));
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, card);
}
console.log(`social cards: ${made} made, ${kept} from the cache, in ${path.join(clientDir, "social-cards")}`);
