import type { Locator } from "@playwright/test";

import { services } from "../app/content/services.server";
import { expect, test, visit } from "./fixtures";

const trackOffset = (carousel: Locator) =>
  carousel.locator("> div").evaluate((track) => Math.round(new DOMMatrix(getComputedStyle(track).transform).m41));

/** The offset once a slide change in progress has finished. */
async function settledOffset(carousel: Locator) {
  let previous = await trackOffset(carousel);
  await expect
    .poll(async () => {
      const current = await trackOffset(carousel);
      const settled = current === previous;
      previous = current;
      return settled;
    })
    .toBe(true);
  return previous;
}

test("the services section shows Web Development first and swaps tabs with a fade", async ({ page }) => {
  await visit(page, "/");
  const tabs = page.getByRole("tablist", { name: "Services" });
  await expect(tabs.getByRole("tab")).toHaveText(services.map((service) => service.tabLabel));
  await expect(tabs.getByRole("tab", { name: "Web Development" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText("Website Development");
  await expect(panel.getByRole("listitem").filter({ has: page.locator("svg") })).toHaveCount(6);

  await tabs.getByRole("tab", { name: "ERP" }).click();
  await expect(tabs.getByRole("tab", { name: "ERP" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText("ERP");
});

test("a service named in the URL is preselected, whatever its case", async ({ page }) => {
  await visit(page, "/?service=crm");
  await expect(page.getByRole("tab", { name: "CRM" })).toHaveAttribute("aria-selected", "true");
  await visit(page, "/?service=UI-UX%20DESIGN");
  await expect(page.getByRole("tab", { name: "UI/UX design" })).toHaveAttribute("aria-selected", "true");
  await visit(page, "/?service=quantum");
  await expect(page.getByRole("tab", { name: "Web Development" })).toHaveAttribute("aria-selected", "true");
});

test("'View full case study' opens the service's case study, and 'Want a Demo !' the booking dialog", async ({
  page,
}) => {
  await visit(page, "/");
  await page.getByRole("tab", { name: "Generative AI" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveText("Generative AI");
  await panel.getByRole("button", { name: "Want a Demo !" }).click();
  await expect(page.getByRole("dialog", { name: "Book a Free Demo" })).toBeVisible();
  await page.keyboard.press("Escape");

  await panel.getByRole("link", { name: "View full case study" }).click();
  await expect(page).toHaveURL(/\/case-study\/generative-ai$/);
  await expect(page.getByRole("heading", { name: "Our Generative AI services" })).toBeVisible();
});

test("the carousels and counters are in the page at once and load their code when the visitor scrolls", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const deferredCode = () =>
    requested.filter((path) => /\/assets\/(service-gallery|below-the-services)-/.test(path)).length;

  await visit(page, "/");
  await expect(page.getByRole("button", { name: "Want a Demo !" })).toBeAttached();
  await expect(page.locator("#service-gallery img").first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "Stories from people like you" })).toBeAttached();
  await expect(page.getByRole("heading", { name: "Insights & Innovations" })).toBeAttached();
  expect(deferredCode()).toBe(0);

  await page.mouse.wheel(0, 600);
  await expect.poll(deferredCode).toBe(2);
  await expect(page.getByRole("region", { name: "Website Development gallery" })).toBeAttached();
});

test("arriving on the home page by a link shows every section without waiting for a scroll", async ({ page }) => {
  await visit(page, "/faq");
  await page.getByRole("link", { name: "Nexora Technologies", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("tab", { name: "Web Development" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("region", { name: "Client stories" }).getByRole("group")).toHaveCount(6);
});

test("the service gallery rotates on its own", async ({ page }) => {
  await visit(page, "/");
  await page.locator("#service-gallery").scrollIntoViewIfNeeded();
  const gallery = page.getByRole("region", { name: "Website Development gallery" });
  await gallery.scrollIntoViewIfNeeded();
  const start = await trackOffset(gallery);
  await expect.poll(() => trackOffset(gallery), { timeout: 6_000 }).not.toBe(start);
});

test("the stories carousel advances every 3 s and pauses while hovered", { tag: "@desktop-only" }, async ({ page }) => {
  await visit(page, "/");
  const carousel = page.getByRole("region", { name: "Client stories" });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole("group")).toHaveCount(6);
  const start = await trackOffset(carousel);
  await expect.poll(() => trackOffset(carousel), { timeout: 6_000 }).not.toBe(start);

  await carousel.hover();
  const paused = await settledOffset(carousel);
  // Proving that nothing moves needs time to pass: longer than one 3 s interval.
  await page.waitForTimeout(3_500);
  expect(await trackOffset(carousel)).toBe(paused);
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

test("the statistics start at zero and count up to 155, 85+ and 4.8", async ({ page }) => {
  await visit(page, "/");
  const projects = page.getByTestId("statistic-Projects made");
  const clients = page.getByTestId("statistic-Clients served");
  const rating = page.getByTestId("statistic-Average rating");
  await projects.scrollIntoViewIfNeeded();
  await expect(projects).toHaveText("0");
  await expect(clients).toHaveText("0+");
  await expect(rating).toHaveText("0.0");
  await expect(projects).toHaveText("155", { timeout: 8_000 });
  await expect(clients).toHaveText("85+");
  await expect(rating).toHaveText("4.8");
});

test("the insights show the four steps and a carousel of eight articles", async ({ page }) => {
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

test("a case study visited directly has every section", async ({ page }) => {
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
