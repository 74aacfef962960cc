import { expect, test } from "./fixtures";

/**
 * Issue 60: a public page paints before it asks for any of its scripts
 * (server/plugins/scripts-after-first-paint.mjs), then hydrates as before, its policy allowing the
 * rewritten script (the fixture fails the test on any console error, a refused script's among them).
 */
// A prerendered page, two kept renders, and the home page, which keeps its stylesheet link.
for (const path of ["/contactUs", "/blog", "/faq", "/"]) {
  test(
    `${path} asks for its scripts only after its first paint, then hydrates`,
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto(path);
      const { firstPaint, scripts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(firstPaint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(firstPaint!);
      await expect(page.locator("link[rel=modulepreload]").first()).toBeAttached();
    },
  );
}
