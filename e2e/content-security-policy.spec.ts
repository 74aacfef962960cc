import type { APIResponse, Page, Response } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { inlineScriptHashes } from "../server/plugins/inline-script-hashes.mjs";
import { expect, test, visit } from "./fixtures";
import { pages } from "./routes";

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

/** The one Content-Security-Policy header of a page's (or a request's) response. */
async function policyOf(response: Pick<Response | APIResponse, "headersArray"> | null) {
  const headers = await response!.headersArray();
  const policies = headers.filter(({ name }) => name.toLowerCase() === "content-security-policy");
  expect(policies, "Content-Security-Policy headers").toHaveLength(1);
  return policies[0]!.value;
}

function scriptSources(policy: string) {
  const directive = policy.split(/;\s*/).find((entry) => entry.startsWith("script-src "));
  return directive!.split(" ").slice(1);
}

// Every browser test fails on a violation: Chromium logs each as a console error, which the
// fixture turns into a failure, and e2e/pages.spec.ts opens every route at both widths.
test(
  "every route's policy allows its scripts by nonce or hash, never 'unsafe-inline'",
  { tag: "@one-width" },
  async ({ request }) => {
    for (const { path } of pages) {
      const sources = scriptSources(await policyOf(await request.get(path)));
      expect(sources, path).not.toContain("'unsafe-inline'");
      expect(sources.filter((source) => /^'(nonce|sha256)-/.test(source)).length, path).toBeGreaterThan(0);
    }
  },
);

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

test(
  "a page rendered per request has a fresh nonce, on every script it writes",
  { tag: "@one-width" },
  async ({ request }) => {
    const nonces: string[] = [];
    // A page for an address that does not exist is rendered for each request that asks.
    const notFound = () => request.get("/no-such-page");
    for (const response of await Promise.all([notFound(), notFound()])) {
      const nonce = /^'nonce-(.+)'$/.exec(scriptSources(await policyOf(response))[1] ?? "")?.[1];
      expect(nonce, "nonce in script-src").toBeTruthy();
      const scripts = (await response.text()).match(/<script\b[^>]*>/g)!;
      const executable = scripts.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  },
);

test(
  "a prerendered page's policy, or a kept render's, names exactly its inline scripts' hashes",
  { tag: "@one-width" },
  async ({ request }) => {
    const kept = ["/demo", "/career", "/career?q=react", "/portfolio", `/career/apply/${seedJobs[0]!.id}`];
    for (const path of ["/", "/faq", "/case-study/erp", "/error", ...kept]) {
      const response = await request.get(path);
      const hashes = inlineScriptHashes(await response.text()).map((hash) => `'${hash}'`);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(scriptSources(await policyOf(response)), path).toEqual(["'self'", ...hashes]);
    }
  },
);

test("moving through the site in the page raises no violation", { tag: "@one-width" }, async ({ page }) => {
  await recordViolations(page);
  await visit(page, "/");
  await page.evaluate(() => ((window as unknown as Recorded).sameDocument = true));

  await page.getByRole("link", { name: "Want a Demo !" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Free Demo" });
  const enabledDays = dialog.getByRole("grid").locator("button:not([disabled])");
  await expect(dialog.getByRole("grid")).toBeVisible();
  if ((await enabledDays.count()) === 0) await dialog.getByRole("button", { name: "Next month" }).click();
  await enabledDays.first().click();
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

test(
  "headers: Permissions-Policy, no X-Frame-Options, and precompressed files vary by encoding",
  { tag: "@one-width" },
  async ({ request }) => {
    const home = await request.get("/");
    expect(home.headers()["permissions-policy"]).toContain("camera=()");
    expect(home.headers()["x-frame-options"]).toBeUndefined();

    // The client entry, which carries React and React Router (the largest script), always has
    // compressed copies.
    const framework = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(await home.text())![1]!;
    for (const encoding of ["br", "gzip", "identity"]) {
      const asset = await request.get(framework, { headers: { "accept-encoding": encoding } });
      expect(asset.headers()["content-encoding"], encoding).toBe(encoding === "identity" ? undefined : encoding);
      expect(asset.headers().vary, encoding).toBe("accept-encoding");
      // A file carries what protects a file, not the policies of a document.
      expect(asset.headers()["x-content-type-options"], encoding).toBe("nosniff");
      expect(asset.headers()["content-security-policy"], encoding).toBeUndefined();
    }
  },
);

test("the security headers raise no warning in the browser", { tag: "@one-width" }, async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  for (const path of ["/", "/careers", "/admin/sign-in"]) await visit(page, path);
  expect(warnings.filter((warning) => /policy|header/i.test(warning))).toEqual([]);
});
