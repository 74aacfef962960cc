import type { Page } from "@playwright/test";

import { serviceMenu } from "../domain/company/service-menu";
import { seedServices as services } from "../server/db/seed-services";
import { expect, test, visit } from "./fixtures";

/**
 * Stops the page's clock (installed before the page loaded, running until now), so the test
 * moves time itself with runFor instead of waiting for it. It stops a little ahead of the page's
 * "now" because that now moves on while this call travels.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await rendered(page);
}

/** Makes the window tall enough to show the element's top in the first screen, as a tall monitor would. */
async function showWithoutScrolling(page: Page, selector: string) {
  const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.setViewportSize({ width: page.viewportSize()!.width, height: Math.ceil(top) + 100 });
}

/**
 * Waits until React has rendered what the timers fired so far did: it renders in a task it posts
 * through a MessageChannel, and posted messages are delivered in order.
 */
const rendered = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

test("the services section shows Web Development first and swaps tabs with a fade @one-width", async ({ page }) => {
  await visit(page, "/");
  const tabs = page.getByRole("tablist", { name: "Services" });
  await expect(tabs.getByRole("tab")).toHaveText(
    services.map((service) => serviceMenu.find((item) => item.slug === service.slug)!.tabLabel),
  );
  await expect(tabs.getByRole("tab", { name: "Web Development" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText("Website Development");
  await expect(panel.getByRole("listitem").filter({ has: page.locator("svg") })).toHaveCount(6);

  await tabs.getByRole("tab", { name: "ERP" }).click();
  await expect(tabs.getByRole("tab", { name: "ERP" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText("ERP");
});

test("a service named in the URL is preselected, whatever its case", { tag: "@one-width" }, async ({ page }) => {
  await visit(page, "/?service=crm");
  await expect(page.getByRole("tab", { name: "CRM" })).toHaveAttribute("aria-selected", "true");
  await visit(page, "/?service=UI-UX%20DESIGN");
  await expect(page.getByRole("tab", { name: "UI/UX design" })).toHaveAttribute("aria-selected", "true");
  await visit(page, "/?service=quantum");
  await expect(page.getByRole("tab", { name: "Web Development" })).toHaveAttribute("aria-selected", "true");
});

test("'View full case study' opens the service's case study, and 'Want a Demo !' the booking dialog @one-width", async ({
  page,
}) => {
  await visit(page, "/");
  await page.getByRole("tab", { name: "Generative AI" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText("Generative AI");
  await panel.getByRole("link", { name: "Want a Demo !" }).click();
  await expect(page.getByRole("dialog", { name: "Book a Free Demo" })).toBeVisible();
  await page.keyboard.press("Escape");

  await panel.getByRole("link", { name: "View full case study" }).click();
  await expect(page).toHaveURL(/\/case-study\/generative-ai$/);
  await expect(page.getByRole("heading", { name: "Our Generative AI services" })).toBeVisible();
});

test("the carousels' and counters' code loads once its section is on screen or the visitor scrolls", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const loaded = (chunk: string) => () => requested.filter((path) => path.startsWith(`/assets/${chunk}-`)).length;

  await visit(page, "/");
  await expect(page.getByRole("link", { name: "Want a Demo !" })).toBeAttached();
  await expect(page.getByRole("img", { name: services[0]!.gallery[0]!.alt })).toBeAttached();
  await expect(page.getByRole("heading", { name: "Stories from people like you" })).toBeAttached();
  await expect(page.getByRole("heading", { name: "Insights & Innovations" })).toBeAttached();
  // Below the first screen, nothing has loaded.
  expect(loaded("service-gallery")()).toBe(0);
  expect(loaded("below-the-services")()).toBe(0);

  await showWithoutScrolling(page, "#service-gallery");
  await expect.poll(loaded("service-gallery")).toBe(1);
  expect(loaded("below-the-services")()).toBe(0);

  // A scroll of the document, as a visitor's would make; a wheel event sent right after the
  // window's resize once never came back from Chromium and held the test to its time limit.
  await page.evaluate(() => window.scrollBy(0, 100));
  await expect.poll(loaded("below-the-services")).toBe(1);
});

test("arriving on the home page by a link shows every section without waiting for a scroll @one-width", async ({
  page,
}) => {
  await visit(page, "/faq");
  await page.getByRole("link", { name: "Nexora Technologies", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("tab", { name: "Web Development" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "Client stories" }).getByRole("group")).toHaveCount(6);
});

test("the service gallery shows its next image every 3 s from the moment it is shown, with no scroll or click @one-width", async ({
  page,
}) => {
  await page.clock.install();
  await visit(page, "/");
  await showWithoutScrolling(page, "#service-gallery");
  // The dots appear when the carousel runs; nothing here scrolls, clicks or touches the page.
  const dots = page.getByRole("button", { name: /^Show image \d of 3$/ });
  await expect(dots).toHaveCount(3);
  await pauseClock(page);
  const shown = () =>
    dots.evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute("aria-current") === "true"));
  const first = await shown();
  for (const step of [1, 2, 3]) {
    await page.clock.runFor(3_000);
    await expect.poll(shown).toBe((first + step) % 3);
  }
});

test("the stories carousel advances every 3 s and pauses while hovered", { tag: "@desktop-only" }, async ({ page }) => {
  await page.clock.install();
  await visit(page, "/");
  const carousel = page.getByRole("region", { name: "Client stories" });
  await carousel.scrollIntoViewIfNeeded();
  // The dots, shown on phones only, are there once the carousel runs and mark the story in front.
  const dots = page.locator('[aria-label^="Show story"]');
  await expect(dots).toHaveCount(6);
  await pauseClock(page);
  const shown = () =>
    dots.evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute("aria-current") === "true"));
  const first = await shown();
  // fastForward fires each timer that falls due at most once, skipping the slides' animation frames.
  await page.clock.fastForward(3_000);
  await expect.poll(shown).toBe((first + 1) % 6);

  await carousel.hover();
  await page.clock.fastForward(3_500);
  await rendered(page);
  expect(await shown()).toBe((first + 1) % 6);
});

test("on mobile the stories have arrows and dots", { tag: "@mobile-only" }, async ({ page }) => {
  await visit(page, "/");
  const section = page.getByRole("region", { name: "Client stories" }).locator("xpath=../..");
  await section.scrollIntoViewIfNeeded();
  const dots = section.getByRole("button", { name: /^Show story/ });
  await expect(dots).toHaveCount(6);
  await section.getByRole("button", { name: "Next story" }).click();
  await expect(section.getByRole("button", { name: "Show story 2 of 6" })).toHaveAttribute("aria-current", "true");
  await section.getByRole("button", { name: "Show story 5 of 6" }).click();
  await expect(section.getByRole("button", { name: "Show story 5 of 6" })).toHaveAttribute("aria-current", "true");
});

test("the statistics start at zero when they come into view and count up to 155, 85+ and 4.8, moving nothing else", async ({
  page,
}) => {
  await page.clock.install();
  const html = await (await visit(page, "/"))!.text();
  // What crawlers and visitors without JavaScript read.
  expect([...html.matchAll(/data-testid="statistic-[^"]+"[^>]*>([^<]*)</g)].map(([, shown]) => shown)).toEqual([
    "155",
    "85+",
    "4.8",
  ]);
  await pauseClock(page);
  const projects = page.getByTestId("statistic-Projects made");
  const clients = page.getByTestId("statistic-Clients served");
  const rating = page.getByTestId("statistic-Average rating");
  await projects.scrollIntoViewIfNeeded();
  // The block knows it was seen when the browser's intersection observer says so, which on a busy
  // machine can come after the paused clock would have been moved: the count would never start.
  await expect(page.locator('[aria-labelledby="statistics-title"]')).toHaveAttribute("data-seen", "true");
  await expect(projects).toHaveText("0");
  await expect(clients).toHaveText("0+");
  await expect(rating).toHaveText("0.0");
  // Whatever moves inside the block while it counts (the stories' dots, above it, animate on their own).
  await page.evaluate(() => {
    const block = document.querySelector('[aria-labelledby="statistics-title"]')!;
    const moved: string[] = [];
    (window as { movedInStatistics?: string[] }).movedInStatistics = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { sources: Array<{ node?: Node }> }>) {
        for (const { node } of entry.sources) if (node && block.contains(node)) moved.push(node.textContent ?? "");
      }
    }).observe({ type: "layout-shift" });
  });

  // Nothing moves for 2 s, then the count runs for 2 s (marketing specification, section 9).
  await page.clock.runFor(1_000);
  await rendered(page);
  await expect(projects).toHaveText("0");
  await page.clock.runFor(4_000);
  await expect(projects).toHaveText("155");
  await expect(clients).toHaveText("85+");
  await expect(rating).toHaveText("4.8");
  expect(await page.evaluate(() => (window as { movedInStatistics?: string[] }).movedInStatistics)).toEqual([]);
});

test("the insights show the four steps and a carousel of eight articles", { tag: "@one-width" }, async ({ page }) => {
  await visit(page, "/");
  await expect(page.getByRole("heading", { name: "How We Achieve It" })).toBeVisible();
  for (const step of [
    "Discovery & Strategy",
    "Design & Prototyping",
    "Development & Testing",
    "Launch & Optimization",
  ]) {
    await expect(page.getByRole("heading", { name: step })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Articles" }).getByRole("group")).toHaveCount(8);
});

test("on a phone the articles have arrows beside their dots", { tag: "@mobile-only" }, async ({ page }) => {
  await page.clock.install();
  await visit(page, "/");
  const section = page.getByRole("region", { name: "Insights & Innovations" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole("button", { name: /^Show article/ })).toHaveCount(8);
  // The posts advance on their own every 3 s: stopped, only the arrows move them.
  await pauseClock(page);
  const current = (n: number) => section.getByRole("button", { name: `Show article ${n} of 8` });
  await current(1).click();
  await section.getByRole("button", { name: "Next article" }).click();
  await expect(current(2)).toHaveAttribute("aria-current", "true");
  await section.getByRole("button", { name: "Previous article" }).click();
  await section.getByRole("button", { name: "Previous article" }).click();
  await expect(current(8)).toHaveAttribute("aria-current", "true");
});

test("a case study visited directly has every section", { tag: "@one-width" }, async ({ page }) => {
  const service = services.find((candidate) => candidate.slug === "security-services")!;
  await visit(page, "/case-study/security-services");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.header.tagline);
  await expect(page.getByRole("heading", { name: "Our Security Services services" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Process" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Client Testimonials" })).toBeVisible();
  for (const n of [1, 2, 3]) await expect(page.getByText(`Client ${n}`, { exact: true })).toBeVisible();
  await expect(page.getByText("Security Services Client", { exact: true })).toHaveCount(3);
  await expect(
    page.getByRole("heading", { name: "Ready to transform your Security Services strategy?" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contactUs");
});
