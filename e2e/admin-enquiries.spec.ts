import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { expect, expectAccessibleAtBothWidths, expectNoAxeViolations, test, uniqueEmail, visit } from "./fixtures";
import { waitForMails } from "./mailbox";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffEmail, staffPassword, staffState } from "./staff";
import { postVisitorEnquiry } from "./visitor-enquiry";

async function sendEnquiry(page: Page, email: string, message: string) {
  await visit(page, "/contactUs");
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Ananya");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill("Iyer");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill(message);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
}

async function search(page: Page, term: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(term);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term).replace(/[.]/g, "\\.")}`));
}

test.describe("the enquiries inbox", () => {
  test.use({ storageState: staffState("sales") });

  test("sales finds a visitor's enquiry, notes it, marks it replied and exports it @one-width", async ({
    browser,
    page,
  }) => {
    const email = uniqueEmail("enquirer");
    // The visitor has no staff session: a browser of their own.
    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await sendEnquiry(
      visitor,
      email,
      "We run 14 clinics in Noida.\nWe need an appointment app with WhatsApp reminders.",
    );
    await visitor.close();

    await page.goto("/admin/enquiries");
    await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
    await search(page, email);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Ananya Iyer" }).click();

    await expect(page.getByRole("heading", { name: "Ananya Iyer", level: 1 })).toBeVisible();
    const message = page.getByRole("region", { name: "Message" });
    await expect(message).toContainText("We run 14 clinics in Noida.\nWe need an appointment app");
    await expect(message.getByText("New", { exact: true })).toBeVisible();
    // Replies are written on the page (e2e/enquiry-reply.spec.ts); the address stays a link for a mail program.
    await expect(page.getByRole("link", { name: "Write a reply" })).toHaveAttribute("href", "#reply");
    await expect(page.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=${encodeURIComponent("Re: your enquiry to Nexora Technologies")}`,
    );
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add note" }).click();
    // The browser asks for the note before anything is sent.
    await expect(page.getByRole("textbox", { name: "Add a note" })).toBeFocused();
    await page.getByRole("textbox", { name: "Add a note" }).fill("Called back: wants a quote by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    const notes = page.getByRole("region", { name: "Notes" });
    await expect(notes.getByText("Called back: wants a quote by Friday.")).toBeVisible();
    await expect(notes.getByText("E2E sales")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Add a note" })).toHaveValue("");

    await page.getByRole("button", { name: "Replied" }).click();
    await expect(page.getByRole("status")).toHaveText("Status saved.");
    await expect(message.getByText("Replied", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Replied" })).toHaveAttribute("aria-pressed", "true");

    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(history.nth(0)).toContainText("Marked the enquiry from Ananya Iyer Replied (was New).");
    await expect(history.nth(1)).toContainText("Added a note to the enquiry from Ananya Iyer.");
    await expect(history.nth(0)).toContainText("E2E sales");

    await page.getByRole("link", { name: "All enquiries" }).click();
    await search(page, email);
    await page.getByRole("combobox", { name: "Status" }).selectOption("replied");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=replied/);
    await expect(page.getByRole("link", { name: "Ananya Iyer" })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    // A byte order mark first: Excel reads the file as UTF-8 ("–" stays "–").
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(`"${email}"`);
    expect(csv).toContain('"Replied"');
    // The header and one record (whose message keeps its own line break inside the quotes).
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
  });

  test("an enquiry links to its contact and to the same person's other enquiries @one-width", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("twice");
    for (const message of ["First: a quote for a clinic app, please.", "Second: can we add WhatsApp reminders?"]) {
      const sent = await request.post("/contactus/submit", {
        data: { firstName: "Meera", lastName: "Shah", email, phone: "", source: "contact", message },
      });
      expect(sent.status()).toBe(201);
    }
    await visit(page, `/admin/enquiries?q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: "Meera Shah" }).first().click();
    await expect(page.getByRole("region", { name: "Message" })).toContainText("Second: can we add WhatsApp");
    const others = page.getByRole("region", { name: "Their other enquiries" });
    await expect(others.getByRole("link")).toHaveCount(1);
    await expect(others.getByRole("listitem")).toContainText("Contact page");
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "enquiry-with-other-enquiries");

    await others.getByRole("link").click();
    await expect(page.getByRole("region", { name: "Message" })).toContainText("First: a quote for a clinic app");
    await expect(page.getByRole("region", { name: "Their other enquiries" })).toContainText("Contact page");
    await page.getByRole("link", { name: "Meera Shah's contact" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Meera Shah", level: 1 })).toBeVisible();
  });

  test("a honeypot catch lands in Spam, not in the Inbox @one-width", async ({ page }) => {
    const email = await postVisitorEnquiry(page.request, "bot", {
      firstName: "Cheap",
      lastName: "Seo",
      message: "Buy backlinks now!",
      website: "https://cheap-seo.example",
    });

    await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("No enquiries match this filter")).toBeVisible();
    await page.getByRole("navigation", { name: "Folders" }).getByRole("link", { name: /^Spam/ }).click();
    await expect(page).toHaveURL(/folder=spam/);
    await page.getByRole("link", { name: "Cheap Seo" }).click();
    await expect(page.getByRole("note")).toContainText("Caught by the spam trap");
    await expectNoAxeViolations(page);
  });
});

test("the notification e-mail's link opens the enquiry in the back office after sign-in @one-width", async ({
  page,
}) => {
  const email = await postVisitorEnquiry(page.request, "linked", {
    firstName: "Kabir",
    lastName: "Sethi",
    message: "A quote for a fleet app, please.",
  });
  const [notification] = (await waitForMails(email, 2)).filter(
    (mail) => mail.subject === "New enquiry from Kabir Sethi",
  );
  // The link names PUBLIC_SITE_URL, not this test server: its path is what leads to the enquiry.
  const link = new URL(/https?:\/\/\S+\/admin\/enquiries\/[\w-]+/.exec(notification!.text!)![0]);
  expect(notification!.html).toContain(link.href);

  await page.goto(link.pathname);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await page.getByLabel(/^E-mail address/).fill(staffEmail("sales"));
  await page.getByLabel(/^Password/).fill(staffPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${link.pathname}$`));
  await expect(page.getByText("A quote for a fleet app, please.")).toBeVisible();
});

test.describe("the way back", () => {
  test.use({ storageState: staffState("sales") });

  test("the Back link of an enquiry returns to the filtered list it was opened from, after a change @one-width", async ({
    page,
  }) => {
    const email = await postVisitorEnquiry(page.request, "way-back", {
      firstName: "Ishaan",
      lastName: "Bose",
      message: "An app for our school.",
    });
    await page.goto(`/admin/enquiries?status=new&q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: "Ishaan Bose" }).click();
    await page.getByRole("button", { name: "Replied", exact: true }).click();
    await expect(page.getByRole("status")).toBeVisible();

    await page.getByRole("link", { name: "All enquiries" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/enquiries\\?status=new&q=${encodeURIComponent(email).replace(/[.]/g, "\\.")}$`),
    );
  });
});
