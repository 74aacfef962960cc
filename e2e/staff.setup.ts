import fs from "node:fs";
import path from "node:path";

import { expect, test as setup } from "@playwright/test";

import { defaultSecondFactorRoles } from "../domain/staff/staff";
import {
  e2eAccounts,
  enterAuthenticatorCode,
  saveAuthenticatorSecret,
  shownSecret,
  authenticatorCode,
  signInAs,
  staffEmail,
  staffPassword,
  staffState,
  type E2eAccount,
} from "./staff";

const links = JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-staff-links.json"), "utf8")) as Record<
  E2eAccount,
  string
>;

/** The accounts whose role must use a second factor by default: taken to set it up at their first sign-in. */
const mustSetUp = (account: E2eAccount) => (defaultSecondFactorRoles as readonly string[]).includes(account);

for (const account of e2eAccounts) {
  setup(`${account} sets the password from the command line's link and signs in`, async ({ page }) => {
    await page.goto(new URL(links[account]).pathname);
    await page.getByLabel(/^New password(?! again)/).fill(staffPassword);
    await page.getByLabel(/^New password again/).fill(staffPassword);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("Your password is set. Please sign in with it.")).toBeVisible();
    if (account === "roaming" || account === "guarded") return;
    if (!mustSetUp(account)) {
      await signInAs(page, account);
      await page.context().storageState({ path: staffState(account) });
      return;
    }

    // The role must have a second factor: the password opens only the page that sets one up.
    await page.getByLabel(/^E-mail address/).fill(staffEmail(account));
    await page.getByLabel(/^Password/).fill(staffPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/account\/authenticator\?next=%2Fadmin$/);
    await page.goto("/admin/enquiries");
    await expect(page).toHaveURL(/\/admin\/account\/authenticator\?next=%2Fadmin%2Fenquiries$/);
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = await shownSecret(page);
    await page.getByLabel(/^Code from the app/).fill(authenticatorCode(secret));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    saveAuthenticatorSecret(account, secret);
    await page.getByRole("link", { name: "I have saved my recovery codes" }).click();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);

    // And from now on the password is followed by the code.
    await page.context().clearCookies();
    await page.goto("/admin/sign-in");
    await page.getByLabel(/^E-mail address/).fill(staffEmail(account));
    await page.getByLabel(/^Password/).fill(staffPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    await enterAuthenticatorCode(page, secret);
    await expect(page).toHaveURL(/\/admin$/);
    await page.context().storageState({ path: staffState(account) });
  });
}
