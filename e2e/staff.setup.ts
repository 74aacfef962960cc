import fs from "node:fs";
import path from "node:path";

import { expect, test as setup } from "@playwright/test";

import type { StaffRole } from "../domain/staff";
import { signInAs, staffPassword, staffState } from "./staff";

const links = JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-staff-links.json"), "utf8")) as Record<
  StaffRole,
  string
>;

for (const role of ["admin", "sales", "recruiter"] as const) {
  setup(`${role} sets the password from the command line's link and signs in`, async ({ page }) => {
    await page.goto(new URL(links[role]).pathname);
    await page.getByLabel(/^New password(?! again)/).fill(staffPassword);
    await page.getByLabel(/^New password again/).fill(staffPassword);
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("Your password is set. Please sign in with it.")).toBeVisible();
    await signInAs(page, role);
    await page.context().storageState({ path: staffState(role) });
  });
}
