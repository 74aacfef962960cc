import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, visit, waitingForHydration } from "./fixtures";
import { openJob } from "./job-posting";
import { mailsMentioning, waitForMails, withSubject, linkPath } from "./mailbox";

/** Opens the confirmation link of the newest mail to `email` and presses the button. */
async function confirmFromMail(page: Page, email: string) {
  const [confirmation] = await waitForMails(email, 1);
  expect(confirmation!.subject).toBe("Confirm your job alerts | Nexora Technologies");
  await visit(page, linkPath(confirmation!.text, "/job-alerts/confirm"));
  await expect(page.getByRole("heading", { name: "Confirm job alerts", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Confirm job alerts" }).click();
  await expect(page.getByRole("heading", { name: "Job alerts are on", level: 1 })).toBeFocused();
}

test(
  "a visitor subscribes to a search, confirms, is mailed the new job and unsubscribes with one click",
  { tag: "@one-width" },
  async ({ page, browser, request }) => {
    // The whole flow, with a recruiter opening two jobs in the back office and four e-mails to wait for.
    test.slow();
    const keyword = `ledger${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const email = uniqueEmail("alerts");
    const control = uniqueEmail("alerts-control");

    // The search, with nothing to show yet: the alerts box reveals the form for exactly this search.
    await visit(page, `/career?q=${keyword}&location=Gwalior`);
    await expect(page.getByText("No positions found matching your criteria")).toBeVisible();
    await page.getByRole("checkbox", { name: "Email me job alerts for this search" }).check();
    // The alerts' form, not the newsletter's in the footer, which asks for an address too.
    const alerts = page.getByRole("form", { name: "Job alerts for this search" });
    const address = alerts.getByRole("textbox", { name: "Your email address" });
    await expect(address).toBeVisible();
    await expect(alerts).toHaveAccessibleDescription(
      `New jobs for “${keyword}” in Gwalior, by e-mail, at most once a day.`,
    );
    await expectNoAxeViolations(page);

    await address.fill("meera@");
    await alerts.getByRole("button", { name: "Subscribe" }).click();
    await expect(address).toHaveAccessibleDescription("Please enter a valid email address.");
    await expect(address).toBeFocused();
    await address.fill(email);
    await alerts.getByRole("button", { name: "Subscribe" }).click();
    const sent = page.getByText(
      "Check your inbox: we sent you a link to confirm job alerts for this search. Alerts start once you confirm.",
    );
    await expect(sent).toBeVisible();
    await expect(page.getByRole("status").filter({ has: sent })).toBeAttached();
    await expect(sent.locator("xpath=..")).toBeFocused();
    await expectNoAxeViolations(page);

    // Double opt-in: opening the link changes nothing, its button confirms.
    const [confirmation] = await waitForMails(email, 1);
    await visit(page, linkPath(confirmation!.text, "/job-alerts/confirm"));
    await expect(
      page.getByText(`Send ${email} an e-mail when a new job opens for “${keyword}” in Gwalior?`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Confirm job alerts" }).click();
    await expect(page.getByRole("heading", { name: "Job alerts are on", level: 1 })).toBeFocused();
    await expectNoAxeViolations(page);

    // A recruiter opens a matching job: the alert reaches the SMTP listener with one-click unsubscribe headers.
    const first = await openJob(browser, { title: "Reporting Analyst", keyword });
    const alert = withSubject(
      await waitForMails(email, 2),
      "New job: Reporting Analyst, Gwalior | Nexora Technologies",
    )!;
    expect(alert.text).toContain(`/career/apply/${first.id}`);
    expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = new URL(/^<(.+)>$/.exec(alert.headers["list-unsubscribe"]!)![1]!).pathname;
    expect(oneClick).toMatch(/^\/api\/job-alerts\/unsubscribe\/[\w-]+$/);
    const unsubscribePage = linkPath(alert.text, "/job-alerts/unsubscribe");

    // The visible link shows a page with a button; opening it unsubscribes nobody.
    await visit(page, unsubscribePage);
    await expect(page.getByRole("heading", { name: "Unsubscribe from job alerts", level: 1 })).toBeVisible();
    await expect(page.getByText(`“${keyword}” in Gwalior`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Someone else follows the same search from now on: they show that alerts still go out.
    expect(
      (await request.post("/api/job-alerts", { data: { email: control, keyword, location: "Gwalior" } })).status(),
    ).toBe(202);
    await confirmFromMail(page, control);

    // The mail provider's one-click unsubscribe: a cross-site POST to the header's address, answered without a page.
    const unsubscribed = await request.post(oneClick, {
      form: { "List-Unsubscribe": "One-Click" },
      headers: { origin: "https://mail.example.net" },
    });
    expect(unsubscribed.status()).toBe(200);
    expect(await unsubscribed.json()).toEqual({ success: true, data: { unsubscribed: true } });
    expect((await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(404);
    const gone = await visit(page, unsubscribePage);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This link cannot be used", level: 1 })).toBeVisible();

    // The next matching job reaches the other subscriber, and nothing more reaches the one who left.
    const second = await openJob(browser, { title: "Audit Analyst", keyword });
    const controlAlert = withSubject(
      await waitForMails(control, 2),
      "New job: Audit Analyst, Gwalior | Nexora Technologies",
    )!;
    expect(mailsMentioning(email)).toHaveLength(2);

    // The other subscriber leaves through the page's button.
    await visit(page, linkPath(controlAlert.text, "/job-alerts/unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page).toHaveURL(/\/job-alerts\/unsubscribed$/);
    await expect(page.getByRole("heading", { name: "You are unsubscribed", level: 1 })).toBeFocused();

    await first.close();
    await second.close();
  },
);

test(
  "a confirmation link works without JavaScript, and a wrong one is a clean 404",
  { tag: "@one-width" },
  async ({ browser, request }) => {
    const email = uniqueEmail("alerts-nojs");
    expect(
      (
        await request.post("/api/job-alerts", { data: { email, keyword: "", location: "Any Location in India" } })
      ).status(),
    ).toBe(202);
    const [confirmation] = await waitForMails(email, 1);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = waitingForHydration(await context.newPage());
    await page.goto(linkPath(confirmation!.text, "/job-alerts/confirm"));
    await expect(page.getByText(`all jobs anywhere in India`)).toBeVisible();
    await page.getByRole("button", { name: "Confirm job alerts" }).click();
    await expect(page.getByRole("heading", { name: "Job alerts are on", level: 1 })).toBeVisible();

    const wrong = await page.goto("/job-alerts/confirm/not-a-real-token");
    expect(wrong?.status()).toBe(404);
    expect(wrong?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { name: "This link cannot be used", level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await context.close();
  },
);
