import { expect, expectNoAxeViolations, test, waitingForHydration } from "./fixtures";
import { signInAs, staffEmail, staffPassword } from "./staff";

test.describe("back-office sign-in", () => {
  test("a visitor who is not signed in is sent to sign in, and back to the page afterwards @one-width", async ({
    page,
  }) => {
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

  test("strangers' guesses stop the account for them, not for a browser that signed in before @one-width", async ({
    page,
    browser,
  }) => {
    await signInAs(page, "guarded");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You are signed out.")).toBeVisible();

    const stranger = waitingForHydration(await browser.newPage());
    const tryPassword = async (password: string) => {
      await stranger.goto("/admin/sign-in");
      await stranger.getByLabel(/^E-mail address/).fill(staffEmail("guarded"));
      await stranger.getByLabel(/^Password/).fill(password);
      await stranger.getByRole("button", { name: "Sign in" }).click();
    };
    for (let n = 0; n < 5; n += 1) {
      await tryPassword(`guess number ${n}`);
      await expect(stranger.getByRole("alert")).toHaveText("The e-mail address or password is not right.");
    }
    await tryPassword(staffPassword);
    await expect(stranger.getByRole("alert")).toHaveText(
      "Too many sign-in attempts. Please wait 15 minutes and try again.",
    );
    await stranger.close();

    await signInAs(page, "guarded");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    const device = (await page.context().cookies()).find((cookie) => cookie.name === "nexora-device");
    expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    // Kept across browser restarts (a session cookie's is -1); its Max-Age is checked beside its code.
    expect(device!.expires).toBeGreaterThan(0);
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
    const other = waitingForHydration(await browser.newPage());
    await signInAs(other, "roaming");
    await page.goto("/admin/account");
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByText("You are signed out on every device.")).toBeVisible();
    await other.goto("/admin");
    await expect(other).toHaveURL(/\/admin\/sign-in/);
    await other.close();
  });
});
