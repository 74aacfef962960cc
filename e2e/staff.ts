import fs from "node:fs";
import path from "node:path";

import { expect, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import type { StaffRole } from "../domain/staff/staff";

/**
 * The accounts scripts/e2e-server.mjs creates: one per role, "roaming" (sales) for the tests
 * that sign out everywhere, which would end the saved sessions of the others, and "guarded"
 * (sales) for the test whose strangers' guesses stop the account. e2e/staff.setup.ts sets this
 * password on all of them, and the authenticator app the admin's and the recruiter's roles must
 * have (their secrets are kept in test-results for `signInAs`).
 */
export type E2eAccount = StaffRole | "roaming" | "guarded";
export const e2eAccounts: readonly E2eAccount[] = [
  "admin",
  "sales",
  "recruiter",
  "editor",
  "interviewer",
  "roaming",
  "guarded",
];
export const staffEmail = (account: E2eAccount) => `${account}.e2e@nexoratech.in`;
export const staffPassword = "monsoon-tamarind-kite-2026";

/**
 * A signed-in browser state per role, saved by the setup project. Tests that only work in
 * the back office use it (`test.use({ storageState: staffState("sales") })`); tests that sign
 * out, or sign out everywhere, sign in on their own with `signInAs` so they end no one else's session.
 */
export const staffState = (role: StaffRole) => path.resolve(`test-results/staff-state-${role}.json`);

const secretFile = (account: string) => path.resolve(`test-results/staff-authenticator-${account}.txt`);
export const saveAuthenticatorSecret = (account: string, secret: string) =>
  fs.writeFileSync(secretFile(account), secret);

/** What the account's authenticator app shows at `at` (ms), as a phone would. */
export const authenticatorCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) }).generate({ timestamp: at });

/** The key the set-up page shows, as a person would copy it into their app. */
export async function shownSecret(page: Page): Promise<string> {
  return (await page.locator("code").first().innerText()).replace(/\s/g, "");
}

/** An authenticator's code changes every 30 seconds. */
const codePeriodMs = 30_000;

/**
 * Enters the authenticator's code on the code step. A code works once: when another sign-in of
 * the same account took this 30 seconds' code, the next period's is entered (accepted a step
 * early); when both were taken (the set-up's sign-ins a moment before), the next period's code
 * once that period has begun, as a person would wait for their app to show a new one.
 */
export async function enterAuthenticatorCode(page: Page, secret: string) {
  const tries = [() => Date.now(), () => Date.now() + codePeriodMs, () => Date.now() + codePeriodMs];
  for (const [index, at] of tries.entries()) {
    if (index === tries.length - 1) {
      await page.waitForTimeout(codePeriodMs - (Date.now() % codePeriodMs) + 50);
    }
    await page.getByLabel(/^Code/).fill(authenticatorCode(secret, at()));
    const answered = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/admin/sign-in/code"),
    );
    await page.getByRole("button", { name: "Continue" }).click();
    if ((await answered).status() !== 400) {
      await page.waitForURL((url) => !url.pathname.startsWith("/admin/sign-in/code"));
      return;
    }
    await expect(page.getByText("This code was used already.")).toBeVisible();
  }
  throw new Error("The authenticator's codes were refused.");
}

export async function signInAs(page: Page, account: E2eAccount, next = "/admin") {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/^E-mail address/).fill(staffEmail(account));
  await page.getByLabel(/^Password/).fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  if (fs.existsSync(secretFile(account))) {
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    await enterAuthenticatorCode(page, fs.readFileSync(secretFile(account), "utf8"));
  }
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, "\\?")}$`));
}
