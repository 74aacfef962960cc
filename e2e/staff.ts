import path from "node:path";

import { expect, type Page } from "@playwright/test";

import type { StaffRole } from "../domain/staff";

/**
 * The accounts scripts/e2e-server.mjs creates: one per role, "roaming" (an admin) for the
 * tests that sign out everywhere, which would end the saved sessions of the others, and
 * "guarded" (sales) for the test whose strangers' guesses stop the account.
 * e2e/staff.setup.ts sets this password on all of them.
 */
export type E2eAccount = StaffRole | "roaming" | "guarded";
export const e2eAccounts: readonly E2eAccount[] = ["admin", "sales", "recruiter", "roaming", "guarded"];
export const staffEmail = (account: E2eAccount) => `${account}.e2e@nexoratech.in`;
export const staffPassword = "monsoon-tamarind-kite-2026";

/**
 * A signed-in browser state per role, saved by the setup project. Tests that only work in
 * the back office use it (`test.use({ storageState: staffState("sales") })`); tests that sign
 * out, or sign out everywhere, sign in on their own with `signInAs` so they end no one else's session.
 */
export const staffState = (role: StaffRole) => path.resolve(`test-results/staff-state-${role}.json`);

export async function signInAs(page: Page, account: E2eAccount, next = "/admin") {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/^E-mail address/).fill(staffEmail(account));
  await page.getByLabel(/^Password/).fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}
