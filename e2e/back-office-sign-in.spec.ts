import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAs, staffEmail } from "./staff";

test.describe("back-office sign-in", () => {
  test("a visitor who is not signed in is sent to sign in, and back to the page afterwards", async ({ page }) => {
    await page.goto("/admin/account");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccount$/);
    await expectNoAxeViolations(page);
    await page.getByLabel(/^E-mail address/).fill(staffEmail("sales"));
    await page.getByLabel(/^Password/).fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is not right.");
    await signInAs(page, "sales", "/admin/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("signing out ends the session: the back office asks to sign in again @one-width", async ({ page }) => {
    await signInAs(page, "recruiter");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });

  test("signing out everywhere ends the other browsers' sessions too @one-width", async ({ page, browser }) => {
    await signInAs(page, "roaming");
    const other = await browser.newPage();
    await signInAs(other, "roaming");
    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByText("You are signed out on every device.")).toBeVisible();
    await other.goto("/admin");
    await expect(other).toHaveURL(/\/admin\/sign-in/);
    await other.close();
  });
});
