import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { ownServerOfTheseTests, workerServer } from "./own-server";

/**
 * A passkey made in Chromium's virtual authenticator (a platform authenticator that verifies its
 * user) on a server at http://localhost, then used alone: no e-mail address, password or code typed.
 */
test.describe("passkeys @one-width", () => {
  test.describe.configure({ mode: "serial" });
  const server = ownServerOfTheseTests(workerServer, { sharedInWorker: true });
  const email = "keyholder.e2e@nexoratech.in";
  const password = "monsoon-lattice-harbour-41";

  /** Chromium's virtual authenticator, on this page: a platform authenticator that verifies its user. */
  async function addVirtualAuthenticator(page: Page) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("WebAuthn.enable");
    await devtools.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
  }

  const signOut = async (page: Page) => {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
  };

  const signInWithPasskey = async (page: Page) => {
    await page.goto(`${server.origin}/admin/sign-in`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  };

  // One test, one page: the virtual authenticator, and the passkey it holds, belong to the page.
  test("a passkey registered on the passkeys page signs in alone, and once removed no more", async ({ page }) => {
    await addVirtualAuthenticator(page);

    await test.step("sign in with the password and add a passkey", async () => {
      await server.signIn(page, "keyholder", password);

      await page.goto(`${server.origin}/admin/account/passkeys`);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Passkeys", level: 1 })).toBeVisible();
      await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
      await expectNoAxeViolations(page);

      // A name is asked for first.
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await expect(page.getByText("Please name the passkey.")).toBeVisible();
      await page.getByLabel(/^Name of the passkey/).fill("Test laptop");
      await page.getByRole("button", { name: "Add a passkey" }).click();
      await expect(page.getByRole("status")).toContainText("The passkey is added.");
      await expect(page.getByRole("listitem").filter({ hasText: "Test laptop" })).toContainText("not used yet");
      await expectNoAxeViolations(page);

      const [mail] = await server.waitForMails("was added to your account", 1);
      expect(mail!.to).toContain(email);
      expect(mail!.subject).toBe('A passkey ("Test laptop") was added to your account');
    });

    await test.step("the passkey alone signs in: no e-mail address, password or code", async () => {
      await signOut(page);
      await signInWithPasskey(page);
      await expect(page).toHaveURL(`${server.origin}/admin`);
      await expect(page.getByRole("heading", { name: /^Welcome/ })).toBeVisible();
      await page.goto(`${server.origin}/admin/account`);
      await expect(page.getByText(/signed in with passkey/)).toBeVisible();
      await page.goto(`${server.origin}/admin/account/passkeys`);
      await expect(page.getByRole("listitem").filter({ hasText: "Test laptop" })).toContainText("last used");
    });

    await test.step("a removed passkey is e-mailed about and signs in no more", async () => {
      await page.getByRole("button", { name: "Remove Test laptop" }).click();
      await expect(page.getByRole("status")).toContainText("The passkey is removed.");
      await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
      await server.waitForMails("was removed from your account", 1);

      await signOut(page);
      // The browser still holds the passkey; the site no longer does.
      await signInWithPasskey(page);
      await expect(page.getByRole("alert")).toContainText("This passkey does not open an account here.");
      await expect(page).toHaveURL(`${server.origin}/admin/sign-in`);
    });
  });
});
