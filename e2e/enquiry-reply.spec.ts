import type { Browser, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from "./fixtures";
import { waitForMails } from "./mailbox";
import { staffEmail, staffState } from "./staff";
import { sendVisitorEnquiry } from "./visitor-enquiry";

/** A visitor (a browser without the staff session) writes through the contact page. */
const sendEnquiry = (browser: Browser, email: string) =>
  sendVisitorEnquiry(browser, {
    email,
    firstName: "Ananya",
    lastName: "Iyer",
    message: "We run 14 clinics in Noida and need an appointment app with WhatsApp reminders.",
  });

/** Saves a template on the templates page; its name is new in every run. */
async function addTemplate(page: Page, name: string) {
  await page.goto("/admin/enquiries/templates");
  await expect(page.getByRole("heading", { name: "Reply templates", level: 1 })).toBeVisible();
  const form = page.getByRole("region", { name: "New template" });
  await form.getByRole("textbox", { name: /^Name/ }).fill(name);
  await form.getByRole("textbox", { name: "Subject" }).fill("Your clinic app: a call this week?");
  await form
    .getByRole("textbox", { name: "Text" })
    .fill("Dear {firstName},\n\nThank you for telling us about your clinics.\n\nWarm regards,\n{staffName}");
  await form.getByRole("button", { name: "Add template" }).click();
  await expect(page.getByRole("status")).toHaveText("Template added. It is offered on every enquiry's page.");
}

/** Deletes the template again: nothing of this test stays for another. */
async function deleteTemplate(page: Page, name: string) {
  await page.goto("/admin/enquiries/templates");
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByRole("button", { name: "Delete this template" }).click();
  await expect(page.getByRole("status")).toHaveText("Template deleted.");
  await expect(page.getByRole("heading", { name, level: 3 })).toHaveCount(0);
}

async function openEnquiry(page: Page, email: string) {
  await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Ananya Iyer" }).click();
  await expect(page.getByRole("heading", { name: "Ananya Iyer", level: 1 })).toBeVisible();
}

/**
 * A new enquiry from a visitor named after `who`, opened on the member's `page` once its code has
 * arrived: answers the visitor's address.
 */
async function openNewEnquiry(browser: Browser, page: Page, who: string) {
  const email = uniqueEmail(who);
  await sendEnquiry(browser, email);
  await openEnquiry(page, email);
  await waitForHydration(page);
  return email;
}

/** Sends a reply of spaces from an enquiry's page: answers the reply's form and its text field. */
async function sendSpaces(page: Page) {
  const reply = page.getByRole("region", { name: "Reply" });
  const text = reply.getByRole("textbox", { name: "Your reply" });
  await text.fill("   ");
  await reply.getByRole("button", { name: "Send reply" }).click();
  return { reply, text };
}

test.describe("a reply from the desk", () => {
  test.use({ storageState: staffState("sales") });

  test("sales answers an enquiry with a saved template and the enquirer receives it from them @one-width", async ({
    browser,
    page,
  }) => {
    const email = uniqueEmail("answered");
    const templateName = `Clinic follow-up ${Date.now()}`;
    await sendEnquiry(browser, email);
    await addTemplate(page, templateName);
    await expect(page.getByRole("heading", { name: templateName, level: 3 })).toBeVisible();
    await expectNoAxeViolations(page);

    await openEnquiry(page, email);
    await waitForHydration(page);
    const reply = page.getByRole("region", { name: "Reply" });
    const subject = reply.getByRole("textbox", { name: "Subject" });
    const body = reply.getByRole("textbox", { name: "Your reply" });
    await expect(subject).toHaveValue("Re: your enquiry to Nexora Technologies");
    await expect(body).toHaveValue("");
    await expectNoAxeViolations(page);

    // The template fills both fields at once, its placeholders filled in; the text stays editable.
    await reply.getByRole("combobox", { name: "Start from a template" }).selectOption({ label: templateName });
    await expect(subject).toHaveValue("Your clinic app: a call this week?");
    await expect(body).toHaveValue(
      "Dear Ananya,\n\nThank you for telling us about your clinics.\n\nWarm regards,\nE2E sales",
    );
    await body.fill(
      "Dear Ananya,\n\nThank you for telling us about your clinics. Could we call you on Tuesday at 11?\n\nWarm regards,\nE2E sales",
    );
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status")).toHaveText("Reply sent. It is on its way through the outbox.");

    // On the page: the reply as sent, the enquiry replied, both changes in its history.
    const sent = page.getByRole("region", { name: "Replies sent" });
    await expect(sent.getByText("Your clinic app: a call this week?")).toBeVisible();
    await expect(sent.getByText("Could we call you on Tuesday at 11?")).toBeVisible();
    await expect(sent.getByText("E2E sales", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Message" }).getByText("Replied", { exact: true })).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText("E-mailed a reply to Ananya Iyer.")).toBeVisible();
    await expect(history.getByText("Marked the enquiry from Ananya Iyer Replied (was New).")).toBeVisible();
    // The form starts afresh.
    await expect(body).toHaveValue("");
    await expectNoAxeViolations(page);

    // In the enquirer's mailbox, through the real SMTP listener: the notification, the auto-reply and the reply.
    const mails = await waitForMails(email, 3);
    const received = mails.find((mail) => mail.subject === "Your clinic app: a call this week?");
    expect(received?.from).toContain("E2E sales at Nexora Technologies");
    expect(received?.from).toContain("sales@nexoratech.in");
    expect(received?.replyTo).toContain(staffEmail("sales"));
    expect(received?.to).toContain(email);
    expect(received?.text).toContain("Dear Ananya,\n\nThank you for telling us about your clinics. Could we call you");
    expect(received?.text).toContain("Reply to this e-mail to reach E2E sales directly.");
    // The sender's own message is not quoted back.
    expect(received?.text).not.toContain("WhatsApp reminders");

    // Once the outbox has sent it, the page says so.
    await page.reload();
    await expect(sent.getByText("Sent", { exact: true })).toBeVisible();

    await deleteTemplate(page, templateName);
  });
});

/** The back office's own POSTs from a page: a form's submission, with or without JavaScript. */
function postsFrom(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/admin/")) posts.push(request.url());
  });
  return posts;
}

test.describe("a reply checked by its schema in the browser", () => {
  test.use({ storageState: staffState("sales") });

  test("a reply of spaces is refused before it is sent, as the server would say it, and nothing is posted @one-width", async ({
    browser,
    page,
  }) => {
    await openNewEnquiry(browser, page, "checked");
    const posts = postsFrom(page);
    const { reply, text } = await sendSpaces(page);
    await expect(text).toHaveAccessibleDescription("Please write the reply.");
    await expect(text).toHaveAttribute("aria-invalid", "true");
    await expect(text).toBeFocused();
    await expect(reply.getByRole("textbox", { name: "Subject" })).toHaveValue(
      "Re: your enquiry to Nexora Technologies",
    );
    await expectNoAxeViolations(page);
    expect(posts).toEqual([]);

    await text.fill("Thank you, we will call you tomorrow.");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status")).toHaveText("Reply sent. It is on its way through the outbox.");
    expect(posts).toHaveLength(1);
  });
});
