import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { staffAccounts, staffRecoveryCodes } from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import { inviteStaff } from "./accounts";
import { setRolesRequiringSecondFactor } from "./second-factor-policy";
import { startBackOfficeServer, type BackOfficeServer } from "../../test-support/back-office-server";
import { fill, plainBrowser } from "../../test-support/plain-browser";
import { bookingNow } from "../../test-support/sample-submissions";

/**
 * A member whose role must have a second factor sets it up in a browser without JavaScript, through
 * the real server on the production build (run `npm run build` first): from the password link to
 * the authenticator app's set-up, whose confirming page shows the recovery codes, and on into the
 * back office. The server's clock stands still, so the app's code is the one for its "now".
 */
describe("setting up the authenticator app without JavaScript", () => {
  let server: BackOfficeServer;
  let token = "";
  const email = "asha.rao@test.example";
  const password = "cardamom-lantern-river-44";

  beforeAll(async () => {
    server = await startBackOfficeServer({ roles: [] });
    const { db } = server.database;
    await setRolesRequiringSecondFactor(db, commandLine, ["admin"], bookingNow);
    ({ token } = await inviteStaff(db, commandLine, { email, name: "Asha Rao", role: "admin" }, bookingNow));
  });
  afterAll(() => server?.close());

  it("an admin sets up the app and sees the recovery codes on the confirming page", async () => {
    const browser = plainBrowser(server.request);
    const setPassword = await browser.open(`/admin/set-password/${token}`);
    fill(setPassword.screen.getByLabelText(/^New password(?! again)/), password);
    fill(setPassword.screen.getByLabelText(/^New password again/), password);
    const signIn = await browser.press(setPassword.screen.getByRole("button", { name: "Set password" }));
    expect(signIn.text).toContain("Your password is set. Please sign in with it.");

    fill(signIn.screen.getByLabelText(/^E-mail address/), email);
    fill(signIn.screen.getByLabelText(/^Password/), password);
    const setUp = await browser.press(signIn.screen.getByRole("button", { name: "Sign in" }));
    expect(setUp.url).toMatch(/^\/admin\/account\/authenticator/);

    const secret = setUp.document.querySelector("code")!.textContent!.replace(/\s/g, "");
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: bookingNow.getTime() });
    fill(setUp.screen.getByLabelText(/^Code from the app/), code);
    const confirmed = await browser.press(setUp.screen.getByRole("button", { name: "Confirm" }));
    expect(confirmed.screen.getByRole("heading", { name: "Your authenticator app is set up" })).toBeTruthy();
    const codes = confirmed.screen.getByRole("list", { name: "Recovery codes" }).querySelectorAll("li");
    expect(codes).toHaveLength(10);

    const [account] = await server.database.db
      .select({ id: staffAccounts.id, totpSecret: staffAccounts.totpSecret })
      .from(staffAccounts)
      .where(eq(staffAccounts.email, email));
    expect(account?.totpSecret).toBe(secret);
    const stored = await server.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.accountId, account!.id));
    expect(stored).toHaveLength(10);

    const overview = await browser.follow(
      confirmed.screen.getByRole("link", { name: "I have saved my recovery codes" }),
    );
    expect(overview.url).toBe("/admin");
    expect(overview.screen.getByRole("heading", { level: 1, name: "Welcome, Asha Rao" })).toBeTruthy();
  });
});
