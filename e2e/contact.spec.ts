import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, visit } from "./fixtures";
import { waitForMails } from "./mailbox";

async function fillEnquiry(page: Page, email: string) {
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Ananya");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill("Iyer");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone (Optional)", exact: true }).fill("+91 98765 43210");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("We run 14 clinics in Noida and need an appointment app with WhatsApp reminders.");
}

test("an enquiry is sent, thanked, cleared, and arrives as two e-mails", { tag: "@one-width" }, async ({ page }) => {
  const email = uniqueEmail("visitor");
  await visit(page, "/contactUs");
  await expect(page.getByRole("main").getByRole("link", { name: "sales@nexoratech.in" })).toHaveAttribute(
    "href",
    "mailto:sales@nexoratech.in",
  );
  await expect(page.getByText("Monday-Saturday 10am to 6pm")).toBeVisible();
  for (const office of ["Bangalore", "New Delhi", "Gwalior"])
    await expect(page.getByRole("main").getByText(office, { exact: true })).toBeVisible();

  await fillEnquiry(page, email);
  await page.getByRole("button", { name: "Send message" }).click();

  const dialog = page.getByRole("dialog", { name: "Thank You!" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  for (const field of ["First name", "Last name", "Email", "Phone (Optional)", "Message"]) {
    await expect(page.getByRole("textbox", { name: field, exact: true })).toHaveValue("");
  }

  const mails = await waitForMails(email, 2);
  const notification = mails.find((mail) => mail.subject === "New enquiry from Ananya Iyer");
  expect(notification?.to).toBe("sales@nexoratech.in");
  expect(notification?.replyTo).toContain(email);
  expect(notification?.text).toContain("appointment app with WhatsApp reminders");
  const autoReply = mails.find((mail) => mail.to?.includes(email));
  expect(autoReply?.text).toContain("typically within 24 business hours");

  // The HTML part beside the text, as a mail program shows it: the same words, readable by everyone.
  await page.setContent(autoReply!.html!);
  await expect(page.getByRole("heading", { name: "Thank you for your message" })).toBeVisible();
  await expect(page.getByText("Your message has reached our team", { exact: false })).toBeVisible();
  // A mail program shows an e-mail inside its own page, whose landmarks those are.
  await expectNoAxeViolations(page, { disableRules: ["landmark-one-main", "region"] });
});

test("the browser asks for the required fields before anything is sent", { tag: "@one-width" }, async ({ page }) => {
  let calls = 0;
  await page.route("**/contactus/submit", (route) => {
    calls += 1;
    return route.continue();
  });
  await visit(page, "/contactUs");
  await page.getByRole("button", { name: "Send message" }).click();
  expect(
    await page
      .getByRole("textbox", { name: "First name", exact: true })
      .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
  ).toBe(true);
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("type", "email");
  await expect(page.getByRole("textbox", { name: "Phone (Optional)", exact: true })).not.toHaveAttribute("required");
  expect(calls).toBe(0);
});

test(
  "if the form's rules fail to download, the enquiry is still sent and checked by the server",
  { tag: "@one-width" },
  async ({ page }) => {
    let refused = 0;
    await page.route(/\/assets\/contact-enquiry-resolver-[\w-]+\.js$/, (route) => {
      refused += 1;
      return route.abort("connectionrefused");
    });
    await visit(page, "/contactUs");
    await fillEnquiry(page, uniqueEmail("visitor"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
    expect(refused, "the rules were asked for and refused").toBeGreaterThan(0);
  },
);

test(
  "while sending, the button is disabled and a second submit is ignored",
  { tag: "@one-width" },
  async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route("**/contactus/submit", async (route) => {
      calls += 1;
      await held;
      await route.fulfill({ status: 201, contentType: "application/json", body: '{"success":true,"data":{"id":"x"}}' });
    });
    await visit(page, "/contactUs");
    await fillEnquiry(page, uniqueEmail("visitor"));
    await page.getByRole("button", { name: "Send message" }).click();

    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    await page.getByRole("textbox", { name: "Message", exact: true }).press("Enter");
    await page
      .getByRole("region", { name: "Send us a message" })
      .locator("form")
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
    expect(calls).toBe(1);
  },
);

test("the server's field messages are shown beside the fields", { tag: "@one-width" }, async ({ page }) => {
  await page.route("**/contactus/submit", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        message: "Please correct the highlighted fields.",
        errors: { email: "Please enter a valid email address." },
      }),
    }),
  );
  await visit(page, "/contactUs");
  await fillEnquiry(page, uniqueEmail("visitor"));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("what the visitor typed survives a reload until it is sent", { tag: "@one-width" }, async ({ page }) => {
  await visit(page, "/contactUs");
  // The form's code has arrived: from now on each key is kept as it is typed.
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Half-written brief about our ERP migration");
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    "Half-written brief about our ERP migration",
  );
});

test("what the visitor typed before the form's code arrived is kept too", { tag: "@one-width" }, async ({ page }) => {
  // The form's code waits until the visitor has typed into the server's HTML.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await visit(page, "/contactUs");
  const message = page.getByRole("textbox", { name: "Message", exact: true });
  await message.fill("Typed on a slow phone before the page was ready");
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
  release();
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await expect(message).toHaveValue("Typed on a slow phone before the page was ready");

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
    "Typed on a slow phone before the page was ready",
  );
});

test("the testimonials page form submits like the contact form", { tag: "@one-width" }, async ({ page }) => {
  const email = uniqueEmail("visitor");
  await visit(page, "/alltestimonial");
  await fillEnquiry(page, email);
  await page.getByRole("button", { name: "Send your message" }).click();
  await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
  const mails = await waitForMails(email, 2);
  expect(mails.find((mail) => mail.subject === "New enquiry from Ananya Iyer")?.text).toContain(
    "the testimonials page",
  );
});

test("the testimonials page's form loads its code once the visitor scrolls, and takes no press before", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const loaded = () => requested.filter((path) => /^\/assets\/contact-form-[\w-]+\.js$/.test(path)).length;

  await visit(page, "/alltestimonial");
  const send = page.getByRole("button", { name: "Send your message" });
  await expect(send).toBeDisabled();
  expect(loaded()).toBe(0);

  // A scroll of the document, as a visitor's would make (see the home page's sections).
  await page.evaluate(() => window.scrollBy(0, 100));
  await expect.poll(loaded).toBe(1);
  await expect(send).toBeEnabled();
});

test(
  "a name written as an address list is refused at the field, and nothing is sent",
  { tag: "@one-width" },
  async ({ page }) => {
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/contactus/submit")) calls += 1;
    });
    await visit(page, "/contactUs");
    await fillEnquiry(page, uniqueEmail("visitor"));
    const firstName = page.getByRole("textbox", { name: "First name", exact: true });
    await firstName.fill("Eve <victim1@example.org>, victim2@example.org,");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText('Your first name cannot contain < > @ , ; " or control characters.')).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeHidden();
    expect(calls).toBe(0);
  },
);

test(
  "a retry after a lost answer gets the first result: one enquiry, one pair of e-mails",
  { tag: "@one-width" },
  async ({ page }) => {
    const keys: string[] = [];
    let answered = 0;
    // The first answer is lost on the way back, as on a dropped mobile connection.
    await page.route("**/contactus/submit", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      const response = await route.fetch();
      answered += 1;
      return answered === 1 ? route.abort("connectionreset") : route.fulfill({ response });
    });
    await visit(page, "/contactUs");
    const email = uniqueEmail("retry");
    await fillEnquiry(page, email);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Error in submitting form")).toBeVisible();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await waitForMails(email, 2)).toHaveLength(2);
  },
);
