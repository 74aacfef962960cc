import { expect, test } from "./fixtures";

/**
 * Decision 059: a public page paints before it asks for any of its scripts
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

// The client entry can run before React Router's script has every route module (a route module that
// imports React DOM runs it: app/entry.client.tsx), and its hydration must wait for them all: here
// the page's own route module is held until the entry has arrived and a few frames have passed.
test(
  "a page hydrates when its own route module arrives after the client entry",
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
    const entry = page.waitForResponse(/\/assets\/entry\.client-[\w-]+\.js$/);
    const navigation = page.goto("/contactUs");
    await Promise.all([asked, entry]);
    // Frames in which an entry already run would have hydrated without the route modules.
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

// A page read in pieces (a slow line here, a slow CPU elsewhere) is painted only once its content is
// read to the end (app/components/site-document.tsx): a half-read page painted would move when the
// rest came, the navigation's links jumping into place, a layout shift.
test(
  "a page arriving slowly is painted only once its content has been read to the end",
  { tag: "@one-width" },
  async ({ page }) => {
    const network = await page.context().newCDPSession(page);
    // About 4 KB a second: the page's 12 KB or so take three seconds to arrive.
    await network.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: 4 * 1024,
      uploadThroughput: -1,
    });
    await page.addInitScript(() => {
      const seen = window as unknown as { contentEndReadAt?: number };
      new MutationObserver((_, observer) => {
        if (!document.getElementById("content-end")) return;
        seen.contentEndReadAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/contactUs", { waitUntil: "commit" });
    const read = await page.waitForFunction(
      () => {
        const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const { contentEndReadAt } = window as unknown as { contentEndReadAt?: number };
        return firstPaint !== undefined && contentEndReadAt !== undefined && { firstPaint, contentEndReadAt };
      },
      null,
      { timeout: 20_000 },
    );
    const { firstPaint, contentEndReadAt } = (await read.jsonValue()) as {
      firstPaint: number;
      contentEndReadAt: number;
    };
    expect(firstPaint).toBeGreaterThanOrEqual(contentEndReadAt);
  },
);
