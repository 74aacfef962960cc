import { expect, expectNoAxeViolations, test, visit, waitForHydration } from "./fixtures";

test(
  "an unknown path says the page was not found, with status 404, kept out of search engines",
  { tag: "@one-width" },
  async ({ page }) => {
    const response = await visit(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("The page you are looking for does not exist or has moved.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Go Back" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle("Page not found | Nexora Technologies");
    await expectNoAxeViolations(page);
  },
);

test("Go Back returns to the previous page and Back to Home goes home", { tag: "@one-width" }, async ({ page }) => {
  await visit(page, "/faq");
  await page.goto("/missing");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/faq$/);

  await visit(page, "/missing");
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("IT services resolving");
});

test("Go Back in a tab that has no previous page goes home", { tag: "@one-width" }, async ({ page, context }) => {
  await visit(page, "/faq");
  const [tab] = await Promise.all([context.waitForEvent("page"), page.evaluate(() => window.open("/missing"))]);
  await waitForHydration(tab);
  await tab.getByRole("button", { name: "Go Back" }).click();
  await expect(tab).toHaveURL(/\/$/);
  await expect(tab.getByRole("heading", { level: 1 })).toContainText("IT services resolving");
});
