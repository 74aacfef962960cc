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

// The framework chunk runs as soon as the first route module imports it, and its hydration must
// wait for React Router's script to have every route module (app/entry.client.tsx): here the page's
// own route module is held until the framework's code has run and a few frames have passed.
test(
  "a page hydrates when its own route module arrives after the framework's code",
  {
    tag: "@one-width",
  },
  async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let routeModuleAsked = () => {};
    const asked = new Promise<void>((resolve) => (routeModuleAsked = resolve));
    await page.route(/\/assets\/contact-us-[\w-]+\.js$/, async (route) => {
      routeModuleAsked();
      await held;
      await route.continue();
    });
    const framework = page.waitForResponse(/\/assets\/entry\.client-[\w-]+\.js$/);
    const navigation = page.goto("/contactUs");
    await Promise.all([asked, framework]);
    // Frames in which the framework's code, already run, would have hydrated without the route modules.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
        ),
    );
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await navigation;
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  },
);
