import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { placeDatabase } from "../test-support/place-database";

import { expect, expectNoAxeViolations, test, waitingForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { authenticatorCode, enterAuthenticatorCode, shownSecret } from "./staff";

/**
 * A new install, from its first start: the link the server prints makes the first admin, whose
 * role must have a second factor; then what that admin's recovery codes and signed-in browsers do.
 */
test.describe("first run, recovery codes and signed-in browsers @one-width", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;
  const email = "founder@nexoratech.in";
  const password = "jasmine-harbour-violin-58";
  let secret = "";
  let recoveryCodes: string[] = [];

  test.beforeAll(async () => {
    // A city database that places this machine's address, as GeoLite2 places a public one.
    const places = path.resolve("test-results/identity-places.mmdb");
    fs.writeFileSync(places, placeDatabase([{ network: "127.0.0.0/8", city: "Gurugram", country: "India" }]));
    server = await startOwnServer({ env: { GEOIP_DATABASE: places } });
  });
  test.afterAll(() => server?.stop());

  const signInWithPassword = async (page: Page) => {
    await page.goto(`${server.origin}/admin/sign-in`);
    await page.getByLabel(/^E-mail address/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
  };

  test("the printed link makes the first admin, who sets up an authenticator app first", async ({ page }) => {
    await page.goto(`${server.origin}/admin/sign-in`);
    await expect(page.getByRole("note")).toContainText("No account exists yet.");
    const link = /first admin account \(it works once\):\n(\S+)/.exec(server.output())?.[1];
    expect(link).toBeDefined();

    await page.goto(link!);
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Your name/).fill("Asha Verma");
    await page.getByLabel(/^E-mail address/).fill(email);
    await page.getByLabel(/^Password(?! again)/).fill(password);
    await page.getByLabel(/^Password again/).fill(password);
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/admin\/account\/authenticator/);
    await expectNoAxeViolations(page);
    secret = await shownSecret(page);
    // At a phone's width the key breaks between its groups of four, never inside one.
    const groups = page.locator("code").first().locator("span");
    expect(await groups.count()).toBeGreaterThan(4);
    for (const lines of await groups.evaluateAll((spans) => spans.map((span) => span.getClientRects().length)))
      expect(lines).toBe(1);
    await page.getByLabel(/^Code from the app/).fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    // Read out at once: the form's whole answer.
    await expect(page.getByRole("alert")).toHaveText("The code is not right. Please try again.");
    await page.getByLabel(/^Code from the app/).fill(authenticatorCode(secret));
    await page.getByRole("button", { name: "Confirm" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allInnerTexts();
    await page.getByRole("link", { name: "I have saved my recovery codes" }).click();
    await expect(page.getByRole("heading", { name: "Welcome, Asha Verma" })).toBeVisible();

    // The link is used up, and the set-up was e-mailed to the account.
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
    await server.waitForMails("An authenticator app was set up for your account", 1);
  });

  test("a recovery code signs in once and is refused the second time", async ({ browser }) => {
    const page = waitingForHydration(await browser.newPage());
    await signInWithPassword(page);
    await page.getByLabel(/^Code/).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`${server.origin}/admin/account`);
    await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();
    await server.waitForMails("A recovery code was used to sign in to your account (9 left)", 1);
    await page.close();

    const again = waitingForHydration(await browser.newPage());
    await signInWithPassword(again);
    await again.getByLabel(/^Code/).fill(recoveryCodes[0]!);
    await again.getByRole("button", { name: "Continue" }).click();
    await expect(again.getByRole("alert")).toHaveText("The code is not right. Please try again.");
    await expect(again).toHaveURL(/\/admin\/sign-in\/code/);
    await again.close();
  });

  test("a browser ends another one's session from the account page", async ({ browser }) => {
    const laptop = await browser.newPage({
      userAgent:
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    });
    await signInWithPassword(laptop);
    await enterAuthenticatorCode(laptop, secret);
    const phone = waitingForHydration(await browser.newPage());
    await signInWithPassword(phone);
    // The app's codes of this minute are used up by the sign-ins above; a recovery code is not.
    await phone.getByLabel(/^Code/).fill(recoveryCodes[1]!);
    await phone.getByRole("button", { name: "Continue" }).click();
    await expect(phone).toHaveURL(/\/admin$/);

    await phone.goto(`${server.origin}/admin/account`);
    await expectNoAxeViolations(phone);
    const sessions = phone.getByRole("region", { name: "Where you are signed in" });
    const laptopRow = sessions.getByRole("listitem").filter({ hasText: "Safari 17 on macOS" });
    await expect(laptopRow).toContainText("Gurugram, India (127.0.0.1)");
    await laptopRow.getByRole("button", { name: "End session" }).click();
    await expect(phone.getByRole("note")).toContainText("That session has ended.");
    await expect(sessions.getByRole("listitem").filter({ hasText: "Safari 17 on macOS" })).toHaveCount(0);
    // Ending its session does not forget the browser: it stays known until forgotten.
    await expect(
      phone.getByRole("region", { name: "Browsers this account knows" }).getByText("Safari 17 on macOS"),
    ).toBeVisible();

    await laptop.goto(`${server.origin}/admin`);
    await expect(laptop).toHaveURL(/\/admin\/sign-in/);
    await laptop.close();
    await phone.close();
  });
});
