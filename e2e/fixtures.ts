import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught exception in the page,
 * which is how hydration mismatches show up.
 */
export const test = base.extend<{ consoleErrors: string[]; animationSpeed: number; fastAnimations: void }>({
  /**
   * How much faster than real time CSS animations run. Every page entry shows the
   * specification's one-second loading overlay, hidden by a CSS animation; at 1x the suite
   * spent minutes watching it. A test about an animation's timing sets this back to 1.
   */
  animationSpeed: [10, { option: true }],
  fastAnimations: [
    async ({ page, animationSpeed }, use) => {
      if (animationSpeed !== 1) {
        const devtools = await page.context().newCDPSession(page);
        await devtools.send("Animation.enable");
        await devtools.send("Animation.setPlaybackRate", { playbackRate: animationSpeed });
      }
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser's own report of a failed request (the error page's 404, an
        // intercepted 500) is not an error of the page's code.
        if (message.text().startsWith("Failed to load resource")) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** An e-mail address no other test uses, so mails can be told apart while projects run in parallel. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

/** Opens a page and waits until it is hydrated and its entry overlay has gone. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForOverlay(page);
  await waitForHydration(page);
  return response;
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export async function waitForOverlay(page: Page) {
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
}

/** `disableRules`: rules that do not apply to what the page shows, e.g. page landmarks to an e-mail's HTML. */
export async function expectNoAxeViolations(page: Page, { disableRules = [] }: { disableRules?: string[] } = {}) {
  // Legacy mode runs axe in the page itself instead of finishing each run in a new blank page,
  // which cost a second per check; it only leaves out cross-origin frames, and the site has none.
  // Only violations are read, so axe details only those: every node that passed was described
  // too, a quarter of each check's time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .disableRules(disableRules)
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** The page passes axe at the phone's width and the desktop's, and fits both. */
export async function expectAccessibleAtBothWidths(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `wider than ${width} px`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 375, height: 812 });
}
