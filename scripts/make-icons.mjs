// Renders the favicon, the touch icon and the Open Graph card from public/favicon.svg
// with Chromium. Run after changing the logo: node scripts/make-icons.mjs
import fs from "node:fs";

import { chromium } from "playwright-core";

import { chromiumLaunchOptions } from "./chromium.mjs";

const logo = fs.readFileSync("public/favicon.svg", "utf8");
const browser = await chromium.launch(chromiumLaunchOptions);

async function render(html, width, height) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<body style="margin:0">${html}</body>`);
  const png = await page.screenshot({ omitBackground: true });
  await page.close();
  return png;
}

const sized = (size) => logo.replace("<svg ", `<svg width="${size}" height="${size}" style="display:block" `);

// An .ico file may hold a PNG image: a 6-byte header and one 16-byte directory entry.
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

fs.writeFileSync("public/favicon.ico", icoFromPng(await render(sized(32), 32, 32), 32));
fs.writeFileSync("public/apple-touch-icon.png", await render(sized(180), 180, 180));
fs.writeFileSync(
  "public/og-image.png",
  await render(
    `<div style="width:1200px;height:630px;background:#111a3b;color:#fff;font-family:sans-serif;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
      ${sized(120)}
      <div style="font-size:64px;font-weight:700;margin-top:40px;line-height:1.15">IT services resolving critical business challenges for a winning edge</div>
      <div style="font-size:32px;margin-top:28px;color:#f97316">Nexora Technologies · Delhi NCR</div>
    </div>`,
    1200,
    630,
  ),
);
await browser.close();
