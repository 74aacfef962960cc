// Full-page screenshots of pages at 375 px and 1280 px, for looking at what we built:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 / /faq ...   (files in test-results/screenshots/)
import fs from "node:fs";

import { chromium } from "playwright-core";

import { chromiumLaunchOptions } from "./chromium.mjs";

const [baseUrl = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const outDir = "test-results/screenshots";
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 812 : 800 } });
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(baseUrl + path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByTestId("loading-overlay").waitFor({ state: "hidden" });
      // A full-page screenshot does not scroll, so lazy pictures below the fold would stay blank.
      await page.evaluate(() =>
        document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = "eager")),
      );
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      const name = `${path.replace(/\W+/g, "_") || "_"}-${width}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      console.log(`${outDir}/${name}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
