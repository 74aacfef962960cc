import type { Locator, Page, PageScreenshotOptions } from "@playwright/test";

/**
 * Pictures of pages for people to look at (`E2E_SCREENSHOTS=1 npx playwright test`, in
 * test-results). Nothing compares them, so `npm test` takes none: most are whole pages at both
 * widths, and drawing and encoding them cost the suite about 15 s of the processor.
 */
export const screenshotsWanted = Boolean(process.env.E2E_SCREENSHOTS);

/** Saves what `target` shows when screenshots are wanted; otherwise does nothing. */
export async function keepScreenshot(target: Page | Locator, options: PageScreenshotOptions): Promise<void> {
  if (screenshotsWanted) await target.screenshot(options);
}

/** The whole page from its top at the phone's and the desktop's widths, as test-results/screenshots/{name}-{width}.png. */
export async function keepScreenshotsAtBothWidths(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  // From the top: a page scrolled by the last click leaves its sticky header mid-picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}
