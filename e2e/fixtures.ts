import fs from "node:fs";
import { createRequire } from "node:module";

import { test as base, expect, type Locator, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** Something a worker keeps for the tests it runs after the one that started it: a server, say. */
type Stoppable = { stop(): Promise<void> };
/** The one kept under `key`, started with `start` by the first test or hook that asks for it. */
export type WorkerKept = <Kept extends Stoppable>(key: string, start: () => Promise<Kept>) => Promise<Kept>;

/**
 * Every test fails on a console error or an uncaught exception in the page,
 * which is how hydration mismatches show up. Its page waits for the page's code after each
 * navigation (`waitingForHydration`).
 */
export const test = base.extend<
  { consoleErrors: string[]; animationSpeed: number; fastAnimations: void },
  { workerKept: WorkerKept }
>({
  /** Stopped when the worker ends (e2e/own-server.ts's servers shared in a worker). */
  workerKept: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const kept = new Map<string, Promise<Stoppable>>();
      await use(<Kept extends Stoppable>(key: string, start: () => Promise<Kept>) => {
        if (!kept.has(key)) {
          const started = start();
          kept.set(key, started);
          // A start that failed is tried again by the next that asks, not handed on as a failure.
          started.catch(() => kept.delete(key));
        }
        return kept.get(key) as Promise<Kept>;
      });
      await Promise.all(
        [...kept.values()].map((started) =>
          started.then(
            (thing) => thing.stop(),
            () => undefined,
          ),
        ),
      );
    },
    { scope: "worker" },
  ],
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
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

/**
 * Waits for the page's code to have hydrated it (root.tsx marks the document). A wait for the mark
 * costs the browser less than `waitForFunction`, whose check on every animation frame made each
 * page load about 0.05 CPU s dearer.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/**
 * Whether the page shows one of the site's documents whose code has yet to hydrate it. Asked again
 * when a redirect replaced the document between the navigation's end and the question.
 */
async function stillHydrating(page: Page): Promise<boolean> {
  const ask = () =>
    page.evaluate(() => "__reactRouterContext" in window && document.documentElement.dataset.hydrated !== "true");
  for (let attempt = 1; ; attempt++) {
    try {
      return await ask();
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState("domcontentloaded");
    }
  }
}

const navigations = ["goto", "reload", "goBack", "goForward"] as const;

/**
 * The page, its navigations (`goto`, `reload`, back and forward) ending once the page's code has
 * hydrated it. A control pressed before then is the server's HTML alone: a calendar's button does
 * nothing, and a form posts natively while the router starts (a flaky test's aborted requests).
 * Only the site's own documents are waited for: another site's page, a download or a page without
 * scripts has no router to wait for.
 */
export function waitingForHydration(page: Page): Page {
  for (const name of navigations) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (await stillHydrating(page)) await waitForHydration(page);
        return response;
      },
    });
  }
  return page;
}

/**
 * A booking page's widget once its code has arrived (booking-section.tsx): the server's
 * calendar is on screen before, but takes no press.
 */
export async function bookingWidget(page: Page): Promise<Locator> {
  const widget = page.getByRole("region", { name: "Booking" });
  await expect(widget).toHaveAttribute("aria-busy", "false");
  return widget;
}

/** Moves a calendar on a month at a time, at most `months` times, until `found` says it shows what is wanted. */
async function moveCalendarOnUntil(scope: Locator, found: () => Promise<boolean>, months: number) {
  const grid = scope.getByRole("grid");
  for (let month = 0; month < months && !(await found()); month += 1) {
    const caption = await grid.getAttribute("aria-label");
    await scope.getByRole("button", { name: "Next month" }).click();
    await expect(grid).not.toHaveAttribute("aria-label", caption!);
  }
}

/**
 * A calendar's button for a date, moving the calendar on a month at a time until it shows it: a
 * date some days ahead may fall in the next month, or the one after, whatever today is.
 */
export async function calendarDayButton(scope: Locator, date: string): Promise<Locator> {
  const cell = scope.getByRole("grid").locator(`td[data-day="${date}"]:not([data-outside]) button`);
  await moveCalendarOnUntil(scope, async () => (await cell.count()) > 0, 4);
  return cell;
}

/**
 * A booking calendar's `index`th enabled day after today, moving the calendar on a month while the
 * shown one has too few. Never today: its last slot goes out of reach while the test runs (none
 * starts within the hour), and on a month's last day the month may have no other.
 */
export async function laterBookableDay(scope: Locator, index = 0): Promise<Locator> {
  const grid = scope.getByRole("grid");
  const enabled = grid.locator("td:not([data-outside]):not([data-today]) button:not([disabled])");
  await expect(grid).toBeVisible();
  await moveCalendarOnUntil(scope, async () => (await enabled.count()) > index, 2);
  return enabled.nth(index);
}

/**
 * When a test's own watch marked the loading overlay gone (`overlayGoneAt` in <html>'s dataset, on
 * the page's clock), once it has: a style read between two frames can see the overlay hidden before
 * the watch's next frame marks it.
 */
export async function overlayMarkedGoneAt(page: Page): Promise<number> {
  let mark: string | undefined;
  await expect
    .poll(async () => (mark = await page.evaluate(() => document.documentElement.dataset.overlayGoneAt)))
    .toBeDefined();
  return Number(mark);
}

export async function waitForOverlay(page: Page) {
  await expect(page.getByTestId("loading-overlay")).toBeHidden({ timeout: 5_000 });
}

/** axe-core's own build, read once per worker. */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type WithAxe = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Runs axe-core in the page itself (the site has no frames) and reads only the violations. A
 * document is given axe's 580 KB once: a flow checks it again after each step, and @axe-core/playwright
 * sent and compiled the source for every check, two thirds of a check's time.
 */
async function axeViolations(page: Page, disableRules: string[]) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const rules = Object.fromEntries(disableRules.map((rule) => [rule, { enabled: false }]));
  const results = await page.evaluate(
    (rules) => (window as WithAxe).axe!.run(document, { resultTypes: ["violations"], rules }),
    rules,
  );
  return results.violations;
}

/** `disableRules`: rules that do not apply to what the page shows, e.g. page landmarks to an e-mail's HTML. */
export async function expectNoAxeViolations(page: Page, { disableRules = [] }: { disableRules?: string[] } = {}) {
  const violations = await axeViolations(page, disableRules);
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}

/** The pathnames each page has had checked with axe at both widths (a test's pages are its own). */
const checkedAtBothWidths = new WeakMap<Page, Set<string>>();

/**
 * The page fits the phone's width and the desktop's, and passes axe at both the first time the
 * test checks its pathname; a later state of the same pathname passes axe at the width the test
 * is at (decision 080). `axeAtBothWidths` asks for both for a state whose markup differs by width
 * in a way the first check did not show (a list's rows that are cards on a phone, say). The page
 * is left at the size it was.
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  { axeAtBothWidths = false }: { axeAtBothWidths?: boolean } = {},
) {
  const size = page.viewportSize()!;
  const pathname = new URL(page.url()).pathname;
  const checked = checkedAtBothWidths.get(page) ?? new Set<string>();
  checkedAtBothWidths.set(page, checked);
  const axeAtEachWidth = axeAtBothWidths || !checked.has(pathname);
  if (!axeAtEachWidth) await expectNoAxeViolations(page);
  // The test's own width first: one resize fewer.
  for (const width of size.width === 1280 ? [1280, 375] : [375, 1280]) {
    if (page.viewportSize()!.width !== width) await page.setViewportSize({ width, height: size.height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `wider than ${width} px`).toBeLessThanOrEqual(0);
    if (axeAtEachWidth) await expectNoAxeViolations(page);
  }
  checked.add(pathname);
  await page.setViewportSize(size);
}
