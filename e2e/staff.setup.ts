import fs from "node:fs";
import path from "node:path";

import { expect, test as setup } from "@playwright/test";

import { e2eAccounts, signInAs, staffPassword, staffState, type E2eAccount } from "./staff";

const links = JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-staff-links.json"), "utf8")) as Record<
  E2eAccount,
  string
>;

for (const account of e2eAccounts) {
  setup(`${account} sets the password from the command line's link and signs in`, async ({ page }) => {
    await page.goto(new URL(links[account]).pathname);
    await page.getByLabel(/^New password(?! again)/).fill(staffPassword);
    await page.getByLabel(/^New password again/).fill(staffPassword);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("Your password is set. Please sign in with it.")).toBeVisible();
    if (account === "roaming" || account === "guarded") return;
    await signInAs(page, account);
    await page.context().storageState({ path: staffState(account) });
  });
}
