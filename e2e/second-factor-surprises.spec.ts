import type { Browser, Page } from "@playwright/test";

import { fill, plainBrowser, siteOverHttp } from "../test-support/plain-browser";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { authenticatorCode } from "./staff";
import { keepScreenshot } from "./screenshots";

/**
 * The second factor without surprises, on a server of its own, once an admin has set up the
 * authenticator app: after five wrong codes the code page says how long the app's codes are
 * refused, and a recovery code still signs in; Your account lists the browsers it knows and
 * forgets one.
 */
test.describe("the second factor without surprises @one-width", () => {
  test.describe.configure({ mode: "serial" });

  let server: OwnServer;
  const password = "cardamom-lantern-river-44";
  let secret = "";
  let recoveryCodes: string[] = [];

  test.beforeAll(async () => {
    server = await startOwnServer({ accounts: [["asha", "admin"]] });
    // The admin's role must have a second factor: the first sign-in goes to the set-up, done here
    // without a page, as a browser without JavaScript does it (proven on its own in
    // server/staff/second-factor-without-javascript.web.test.ts). That browser is the first the account knows.
    const browser = plainBrowser(siteOverHttp(server.origin), { origin: server.origin });
    const setPassword = await browser.open(new URL(server.passwordLinks["asha"]!).pathname);
    fill(setPassword.screen.getByLabelText(/^New password(?! again)/), password);
    fill(setPassword.screen.getByLabelText(/^New password again/), password);
    const signIn = await browser.press(setPassword.screen.getByRole("button", { name: "Set password" }));
    fill(signIn.screen.getByLabelText(/^E-mail address/), "asha.e2e@nexoratech.in");
    fill(signIn.screen.getByLabelText(/^Password/), password);
    const setUp = await browser.press(signIn.screen.getByRole("button", { name: "Sign in" }));
    secret = setUp.document.querySelector("code")!.textContent!.replace(/\s/g, "");
    fill(setUp.screen.getByLabelText(/^Code from the app/), authenticatorCode(secret));
    const confirmed = await browser.press(setUp.screen.getByRole("button", { name: "Confirm" }));
    recoveryCodes = [...confirmed.screen.getByRole("list", { name: "Recovery codes" }).querySelectorAll("li")].map(
      (code) => code.textContent!.trim(),
    );
    expect(recoveryCodes).toHaveLength(10);
  });
  test.afterAll(() => server?.stop());

  const url = (path: string) => `${server.origin}${path}`;

  async function passwordStep(page: Page) {
    await page.goto(url("/admin/sign-in"));
    await page.getByLabel(/^E-mail address/).fill("asha.e2e@nexoratech.in");
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
  }

  const freshBrowser = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

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
