import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit, waitForHydration } from "./fixtures";
import { waitForMails, withSubject, linkPath } from "./mailbox";
import { keepScreenshot, keepScreenshotsAtBothWidths } from "./screenshots";
import { openOwnData } from "./own-data-link";
import { staffState } from "./staff";

/**
 * Decision 077: a reader subscribes from a post, confirms from the e-mail, finds the subscription on
 * the page of their own data and stops it there; an editor sees it in the subscribers' list.
 */
test(
  "a reader subscribes from a post, confirms by e-mail, and stops it from their own data page",
  { tag: "@one-width" },
  async ({ page, browser }) => {
    test.slow();
    const email = uniqueEmail("newsletter");

    await visit(page, "/blog/offline-first-android-apps");
    const form = page.getByRole("form", { name: "Get new posts by e-mail" });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole("checkbox", { name: "Product" })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page.locator("#newsletter-post"), {
        path: `test-results/screenshots/newsletter-form-${width}.png`,
      });
      await keepScreenshot(page.getByRole("contentinfo"), {
        path: `test-results/screenshots/newsletter-footer-${width}.png`,
      });
    }
    await page.setViewportSize({ width: 375, height: 812 });

    // An address that is not one is told beside its field, where the keyboard goes.
    const address = form.getByRole("textbox", { name: "Your email address" });
    await address.fill("reader@");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(address).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(address).toBeFocused();

    await address.fill(email);
    await form.getByRole("checkbox", { name: "Product" }).check();
    await form.getByRole("button", { name: "Subscribe" }).click();
    const sent = page
      .getByRole("status")
      .getByText("Check your inbox: we sent you a link to confirm your subscription.", { exact: false });
    await expect(sent).toBeVisible();
    await expect(sent.locator("xpath=..")).toBeFocused();

    // Double opt-in: nothing but the link until it is used; opening it changes nothing, its button confirms.
    const [confirmation] = await waitForMails(email, 1);
    expect(confirmation!.subject).toBe("Confirm your subscription | Nexora Technologies Insights");
    await visit(page, linkPath(confirmation!.text, "/newsletter/confirm"));
    await expect(page.getByRole("heading", { name: "Confirm your subscription", level: 1 })).toBeVisible();
    await expect(page.getByText(`Send ${email} our newsletter`)).toBeVisible();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "You are subscribed", level: 1 })).toBeFocused();

    // The welcome carries the one-click unsubscribe of RFC 8058.
    const welcome = withSubject(await waitForMails(email, 2), "You are subscribed | Nexora Technologies Insights")!;
    expect(welcome.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(welcome.headers["list-unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\/[\w-]+>$/);

    // An editor finds the address in the subscribers' list.
    const staff = await browser.newContext({ storageState: staffState("editor") });
    const desk = await staff.newPage();
    await desk.goto(`/admin/newsletter/subscribers?q=${encodeURIComponent(email)}`);
    await waitForHydration(desk);
    await expect(desk.getByRole("heading", { name: "Newsletter subscribers", level: 1 })).toBeVisible();
    await expect(desk.getByText(email).filter({ visible: true })).toBeVisible();
    await expectAccessibleAtBothWidths(desk);
    await keepScreenshotsAtBothWidths(desk, "newsletter-subscribers");

    // The reader opens their own data by its e-mailed link: the subscription is there, with its consent.
    await openOwnData(page, email);
    await expect(page.getByRole("main").getByRole("heading", { name: "Newsletter", exact: true })).toBeVisible();
    await expect(page.getByText("Newsletter: Product").first()).toBeVisible();

    // Stops it there: done at once, and the page says there is nothing left to stop.
    await page.getByRole("button", { name: "Stop my newsletter" }).click();
    await expect(page.getByRole("status")).toContainText("Your newsletter is stopped.");
    await expect(page.getByText("You do not subscribe to our newsletter.")).toBeVisible();

    // The editor's list says so too.
    await desk.goto(`/admin/newsletter/subscribers?q=${encodeURIComponent(email)}&state=unsubscribed`);
    await expect(desk.getByText(email).filter({ visible: true })).toBeVisible();
    await staff.close();
  },
);
