import type { Browser, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitingForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { authenticatorCode, passwordAnswer, shownSecret } from "./staff";
import { keepScreenshot } from "./screenshots";

/**
 * The second factor without surprises, on a server of its own: an admin sets up
 * the authenticator app in a browser without JavaScript and still gets the recovery codes; after
 * five wrong codes the code page says how long the app's codes are refused, and a recovery code
 * still signs in; Your account lists the browsers it knows and forgets one.
 */
test.describe("the second factor without surprises @one-width", () => {
  test.describe.configure({ mode: "serial" });

  let server: OwnServer;
  const password = "cardamom-lantern-river-44";
  let secret = "";
  let recoveryCodes: string[] = [];

  test.beforeAll(async () => {
    server = await startOwnServer({ accounts: [["asha", "admin"]] });
  });
  test.afterAll(() => server?.stop());

  const url = (path: string) => `${server.origin}${path}`;

  async function passwordStep(page: Page) {
    await page.goto(url("/admin/sign-in"));
    await page.getByLabel(/^E-mail address/).fill("asha.e2e@nexoratech.in");
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/, passwordAnswer);
  }

  const freshBrowser = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

  test("an admin sets up the app without JavaScript and sees the recovery codes on the confirming page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: { cookies: [], origins: [] } });
    const page = waitingForHydration(await context.newPage());
    // The admin's role must have a second factor: the first sign-in goes to the set-up.
    await page.goto(server.passwordLinks["asha"]!);
    await page.getByLabel(/^New password(?! again)/).fill(password);
    await page.getByLabel(/^New password again/).fill(password);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("Your password is set. Please sign in with it.")).toBeVisible(passwordAnswer);
    await page.getByLabel(/^E-mail address/).fill("asha.e2e@nexoratech.in");
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/account\/authenticator/, passwordAnswer);

    secret = await shownSecret(page);
    await page.getByLabel(/^Code from the app/).fill(authenticatorCode(secret));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { name: "Your authenticator app is set up" })).toBeVisible();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allInnerTexts();
    // (axe runs as a script, which this browser does not: the same page is checked with scripts below.)
    await page.getByRole("link", { name: "I have saved my recovery codes" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, E2E asha" })).toBeVisible();
    await context.close();
  });

  test("after five wrong codes the page says how long the app's codes are refused, and a recovery code signs in", async ({
    browser,
  }) => {
    const page = await freshBrowser(browser);
    await passwordStep(page);
    for (let guess = 0; guess < 5; guess += 1) {
      await page.getByLabel(/^Code/).fill(String(100000 + guess));
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("The code is not right. Please try again.")).toBeVisible();
    }
    await page.getByLabel(/^Code/).fill(authenticatorCode(secret));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByText(/The app's codes are refused for 1[45] more minutes; a recovery code still works\./),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Code/).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, E2E asha" })).toBeVisible();
    await page.close();
  });

  test("Your account lists the browsers it knows and forgets one", async ({ browser }) => {
    const page = await freshBrowser(browser);
    await passwordStep(page);
    await page.getByLabel(/^Code/).fill(recoveryCodes[1]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, E2E asha" })).toBeVisible();
    await page.goto(url("/admin/account"));
    const known = page.getByRole("region", { name: "Browsers this account knows" });
    // Each of the three sign-ins above was from a browser of its own.
    await expect(known.getByRole("listitem")).toHaveCount(3);
    await expectNoAxeViolations(page);
    await known.getByRole("listitem").first().getByRole("button", { name: "Forget" }).click();
    await expect(page.getByRole("note")).toContainText("The browser is forgotten.");
    await expect(known.getByRole("listitem")).toHaveCount(2);
    await keepScreenshot(page, { path: "test-results/screenshots/known-browsers-375.png", fullPage: true });
    await page.close();
  });
});
