import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, waitingForHydration } from "./fixtures";
import { waitForMails } from "./mailbox";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

const password = "saffron-lighthouse-rickshaw-88";

/** An account as the screen's width shows it: a table's row from a tablet up, a card on a phone. */
const accountOf = (page: Page, email: string) =>
  page.getByRole("row").or(page.getByRole("listitem")).filter({ hasText: email });

/** Elements of the page's main part that scroll sideways, named by their label or tag. */
const scrollingSideways = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll("main, main *")]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter(
        (element) =>
          element === document.documentElement || ["auto", "scroll"].includes(getComputedStyle(element).overflowX),
      )
      .map((element) => element.getAttribute("aria-label") ?? element.tagName),
  );

test.describe("staff accounts in the back office", () => {
  test.use({ storageState: staffState("admin") });

  test("an admin invites a sales person, changes their role and disables them @one-width", async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail("new.sales");
    await page.goto("/admin/staff");
    await page.getByLabel(/^E-mail address/).fill(email);
    await page.getByLabel(/^Name/).fill("Meera Iyer");
    await page.getByLabel("Role", { exact: true }).selectOption("sales");
    await page.getByRole("button", { name: "Invite" }).click();

    const notice = page.getByRole("status");
    await expect(notice).toContainText(`Invited ${email}.`);
    await expect(notice).toContainText("works once and expires in 72 hours");
    const link = await page.getByLabel("One-time link").inputValue();
    expect(link).toMatch(/\/admin\/set-password\/[\w-]+$/);
    const row = accountOf(page, email);
    await expect(row).toContainText("Invited");
    await expectNoAxeViolations(page);

    // The same link reaches them by e-mail through the outbox.
    const [mail] = await waitForMails(email, 1);
    expect(mail!.subject).toBe("Your Nexora Technologies back-office account");
    expect(mail!.text).toContain(link);

    // They set a password in a browser of their own and sign in.
    const theirs = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const them = waitingForHydration(await theirs.newPage());
    await them.goto(new URL(link).pathname);
    await them.getByLabel(/^New password(?! again)/).fill(password);
    await them.getByLabel(/^New password again/).fill(password);
    await them.getByRole("button", { name: "Set password" }).click();
    await expect(them.getByText("Your password is set. Please sign in with it.")).toBeVisible();
    await them.getByLabel(/^E-mail address/).fill(email);
    await them.getByLabel(/^Password/).fill(password);
    await them.getByRole("button", { name: "Sign in" }).click();
    await expect(them).toHaveURL(/\/admin$/);
    const theirNav = them.getByRole("navigation", { name: "Back office" });
    await expect(theirNav.getByRole("link", { name: "Enquiries" })).toBeVisible();
    await expect(theirNav.getByRole("link", { name: "Bookings" })).toBeVisible();
    await expect(theirNav.getByRole("link", { name: "Staff" })).toHaveCount(0);

    // The admin makes them a recruiter: sales' sections leave their navigation.
    await page.reload();
    await expect(row).toContainText("Active");
    await row.getByLabel("Role of Meera Iyer", { exact: true }).selectOption("recruiter");
    await row.getByRole("button", { name: "Save the role of Meera Iyer" }).click();
    await expect(page.getByRole("status")).toHaveText("The role is saved.");
    await them.reload();
    await expect(theirNav.getByRole("link", { name: "Enquiries" })).toHaveCount(0);

    // Disabling asks first; keeping the account changes nothing.
    await row.getByRole("button", { name: "Disable Meera Iyer" }).click();
    const confirm = page.getByRole("region", { name: /^Disable Meera Iyer/ });
    await confirm.getByRole("link", { name: "Keep it enabled" }).click();
    await them.reload();
    await expect(theirNav).toBeVisible();
    // Then it ends their session at once.
    await row.getByRole("button", { name: "Disable Meera Iyer" }).click();
    await page
      .getByRole("region", { name: /^Disable Meera Iyer/ })
      .getByRole("button", { name: "Disable the account" })
      .click();
    await expect(page.getByRole("status")).toHaveText("The account is disabled and signed out everywhere.");
    await expect(row).toContainText("Disabled");
    await them.goto("/admin");
    await expect(them).toHaveURL(/\/admin\/sign-in/);
    await theirs.close();

    // The audit log tells the story, newest first.
    await page.goto("/admin/audit?action=staff");
    const log = page.getByRole("region", { name: "Audit log" });
    await expect(log.getByRole("listitem").filter({ hasText: "staff.disable" }).first()).toContainText("Meera Iyer");
    await expect(log.getByRole("listitem").filter({ hasText: "staff.invite" }).first()).toBeVisible();

    // Narrowed to one person, it shows only their changes; each entry leads to its subject.
    await page.getByLabel("By").selectOption({ label: "E2E admin" });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/person=/);
    const entries = log.getByRole("listitem");
    await expect(entries.first()).toBeVisible();
    await expect(entries.filter({ hasNotText: "E2E admin" })).toHaveCount(0);
    await entries
      .filter({ hasText: "staff.disable" })
      .first()
      .getByRole("link", { name: "Open staff accounts" })
      .click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
  });

  test("every account's controls are on screen, none cut off by a sideways scroll", async ({ page }) => {
    const email = uniqueEmail("on.screen");
    await page.goto("/admin/staff");
    // Every box is a target of 24 px at least.
    for (const box of await page.getByRole("checkbox").all()) {
      const size = (await box.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(24);
    }
    await page.getByLabel(/^E-mail address/).fill(email);
    await page.getByLabel(/^Name/).fill("Priyadarshini Venkataraman");
    await page.getByRole("button", { name: "Invite" }).click();
    await expect(page.getByRole("status")).toContainText(`Invited ${email}.`);

    const account = accountOf(page, email);
    const width = page.viewportSize()!.width;
    expect(await scrollingSideways(page), "scrolling sideways").toEqual([]);
    const controls = [
      account.getByRole("combobox", { name: "Role of Priyadarshini Venkataraman" }),
      account.getByRole("button", { name: "Save the role of Priyadarshini Venkataraman" }),
      account.getByRole("button", { name: "Disable Priyadarshini Venkataraman" }),
      account.getByRole("button", { name: "New password link for Priyadarshini Venkataraman" }),
      account.getByText("Invited", { exact: true }),
      account.getByText(email),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.x, "left edge").toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, "right edge").toBeLessThanOrEqual(width);
    }
    // The role is saved from the card as from the table.
    await account.getByRole("combobox", { name: "Role of Priyadarshini Venkataraman" }).selectOption("editor");
    await account.getByRole("button", { name: "Save the role of Priyadarshini Venkataraman" }).click();
    await expect(page.getByRole("status")).toHaveText("The role is saved.");
    await expect(account.getByRole("combobox", { name: "Role of Priyadarshini Venkataraman" })).toHaveValue("editor");
    // At this project's width: the test runs at both (decision 080).
    await expectNoAxeViolations(page);
    await keepScreenshotsAtBothWidths(page, "staff-accounts");
  });
});
