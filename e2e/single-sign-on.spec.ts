import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { startOidcProvider, type TestProvider } from "../test-support/oidc-provider";

/**
 * Single sign-on against a real OpenID Connect provider started here: an account at the allowed
 * domain signs in and lands in the back office, and a second sign-in from that browser e-mails no
 * notice. The refusals (an address outside the domain, one without an account, a callback opened
 * again) need no script, and are proven without a browser (server/staff/single-sign-on.web.test.ts);
 * the sign-in page saying so passes axe here.
 */
test.describe("single sign-on @one-width", () => {
  test.describe.configure({ mode: "serial" });
  let provider: TestProvider;
  let server: OwnServer;
  const member = "sso.e2e@nexoratech.in";

  test.beforeAll(async () => {
    // The site needs the provider's address, the provider the site's redirect URI: the provider's
    // port is taken first, and it answers once the site runs.
    provider = await startOidcProvider();
    server = await startOwnServer({
      accounts: [["sso", "sales"]],
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_ALLOWED_DOMAIN: "nexoratech.in",
      },
    });
    provider.serve({
      redirectUri: `${server.origin}/admin/sign-in/sso/callback`,
      people: { [member]: { email_verified: true, hd: "nexoratech.in" } },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  /** Where the browser rests: a page of the provider's that asks something, or the site again past the hand-offs. */
  const settled = (url: URL) =>
    url.origin === provider.issuer
      ? url.pathname.startsWith("/interaction/")
      : !/^\/admin\/sign-in(\/sso.*)?$/.test(url.pathname) || url.searchParams.has("sso");

  /** The sign-in page's button, then the provider's login and consent pages while it shows them. */
  async function signInThroughProvider(page: Page, email: string) {
    await page.goto(`${server.origin}/admin/sign-in`);
    await page.getByRole("button", { name: "Sign in with single sign-on" }).click();
    for (let step = 0; step < 3; step += 1) {
      await page.waitForURL(settled);
      if (new URL(page.url()).origin !== provider.issuer) return;
      const asked = page.url();
      const login = page.locator('input[name="login"]');
      if ((await login.count()) > 0) {
        await login.fill(email);
        await page.locator('input[name="password"]').fill("any password");
        await page.getByRole("button", { name: "Sign-in" }).click();
      } else {
        await page.getByRole("button", { name: "Continue" }).click();
      }
      await page.waitForURL((url) => url.href !== asked);
    }
  }

  test("an account at the allowed domain signs in and lands in the back office; a known browser gets no new-browser e-mail", async ({
    page,
  }) => {
    await page.goto(`${server.origin}/admin/sign-in`);
    await expectNoAxeViolations(page);
    // As a refused sign-in comes back to it.
    await page.goto(`${server.origin}/admin/sign-in?sso=outside-domain`);
    await expect(page.getByRole("alert")).toHaveText("Single sign-on is for nexoratech.in addresses only.");
    await expectNoAxeViolations(page);
    await signInThroughProvider(page, member);
    await expect(page).toHaveURL(`${server.origin}/admin`);
    await expect(page.getByRole("heading", { name: "Welcome, E2E sso" })).toBeVisible();
    await server.waitForMails("New sign-in to your Nexora Technologies back-office account", 1);

    // Signed out and in again through the provider (its own session remembers the person): the
    // finish is a same-site request, so it carries the device cookie and no second notice is sent.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByText("You are signed out.")).toBeVisible();
    await signInThroughProvider(page, member);
    await expect(page).toHaveURL(`${server.origin}/admin`);
    // The outbox sends within a second or two; give a second notice the time to arrive if it were queued.
    await page.waitForTimeout(3_000);
    await server.waitForMails("New sign-in to your Nexora Technologies back-office account", 1);
  });
});
