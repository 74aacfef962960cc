import type { Page } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { expect, laterBookableDay, test, visit } from "./fixtures";

// Violations are also collected from the page itself, to name the directive and the source.
type Recorded = { cspViolations: string[]; sameDocument?: boolean };

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const recorded = window as unknown as Recorded;
    recorded.cspViolations = [];
    window.addEventListener("securitypolicyviolation", (event) => {
      recorded.cspViolations.push(`${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as Recorded).cspViolations);

// What each page's policy allows is proven on the build by server/page-headers.web.test.ts; these
// show Chromium enforcing it. Every browser test fails on a violation: Chromium logs each as a
// console error, which the fixture turns into a failure, and e2e/pages.spec.ts opens every route at
// both widths.
test("a script the page did not write is refused", { tag: "@one-width" }, async ({ page, consoleErrors }) => {
  await recordViolations(page);
  for (const path of ["/faq", "/demo"]) {
    await visit(page, path);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.documentElement.dataset.injected = 'ran'";
      document.body.append(script);
      return document.documentElement.dataset.injected === "ran";
    });
    expect(ran, path).toBe(false);
    await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem refused inline/)]);
    // The browser's report of that refusal is the expected one here, not a fault of the page.
    expect(consoleErrors.splice(0)).toEqual([expect.stringContaining("Content Security Policy")]);
  }
});

test("moving through the site in the page raises no violation", { tag: "@one-width" }, async ({ page }) => {
  await recordViolations(page);
  await visit(page, "/");
  await page.evaluate(() => ((window as unknown as Recorded).sameDocument = true));

  await page.getByRole("link", { name: "Want a Demo !" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Free Demo" });
  await (await laterBookableDay(dialog)).click();
  await expect(dialog.getByRole("list", { name: "Available times" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/career$/);
  const job = seedJobs.find((candidate) => candidate.location === "Gwalior")!;
  await page.getByRole("searchbox", { name: "Search jobs by keyword" }).fill(job.title);
  await page.getByRole("button", { name: "Search jobs" }).click();
  await page.getByRole("link", { name: `Apply now: ${job.title}, ${job.location}` }).click();
  await expect(page).toHaveURL(new RegExp(`/career/apply/${job.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(job.title);

  expect(await page.evaluate(() => (window as unknown as Recorded).sameDocument), "no full page load").toBe(true);
  expect(await violations(page)).toEqual([]);
});

test("the security headers raise no warning in the browser", { tag: "@one-width" }, async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  for (const path of ["/", "/careers", "/admin/sign-in"]) await visit(page, path);
  expect(warnings.filter((warning) => /policy|header/i.test(warning))).toEqual([]);
});
