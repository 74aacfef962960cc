import fs from "node:fs";

import type { Page } from "@playwright/test";

import { bookCallOnLastDay } from "./booking-details";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit, waitForHydration } from "./fixtures";
import { mailsMentioning, linkPath } from "./mailbox";
import { openOwnData } from "./own-data-link";
import { applyThroughApi } from "./sample-application";
import { keepScreenshot, keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

/**
 * Decision 065: a person who enquired, booked a call and subscribed to job alerts under one
 * address and applied under another, which sales then merged into one contact, opens their data by
 * the e-mailed link, sees every record, downloads it, corrects their phone (staff see it on the
 * contact's timeline), switches off their job alerts and asks for erasure, which keeps the
 * application still in process and says until when.
 */
test("a person corrects, withdraws and erases their own data from its page @one-width", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const name = `rhea${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  // Gmail ignores the dots: both reach one inbox, and sales are offered the pair to merge.
  const email = `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`;
  const otherAddress = `${name}@gmail.com`;
  const message = `We need a clinic app, ref ${name}.`;

  expect(
    (
      await request.post("/contactus/submit", {
        data: { firstName: "Rhea", lastName: "Malhotra", email, phone: "", source: "contact", message },
      })
    ).status(),
  ).toBe(201);
  const call = await bookCallOnLastDay(request, { firstName: "Rhea", lastName: "Malhotra", email, message: "" });
  const application = await applyThroughApi(request, { email: otherAddress, fullName: "Rhea Malhotra" });
  expect(
    (
      await request.post("/api/job-alerts", { data: { email, keyword: "", location: "Any Location in India" } })
    ).status(),
  ).toBe(202);
  const alertConfirmations = () =>
    mailsMentioning(email).filter((mail) => mail.subject === "Confirm your job alerts | Nexora Technologies");
  await expect.poll(() => alertConfirmations().length, { timeout: 15_000 }).toBe(1);
  const [confirmation] = alertConfirmations();
  await visit(page, linkPath(confirmation!.text, "/job-alerts/confirm"));
  await page.getByRole("button", { name: "Confirm job alerts" }).click();
  await expect(page.getByRole("heading", { name: "Job alerts are on", level: 1 })).toBeVisible();

  // Sales merge the candidate into the contact.
  const staff = await browser.newContext({ storageState: staffState("sales") });
  const desk = await staff.newPage();
  await desk.goto("/admin/contacts/duplicates");
  await waitForHydration(desk);
  const pair = desk.getByRole("listitem").filter({ hasText: email }).filter({ hasText: otherAddress });
  await pair.getByRole("link", { name: "Review the merge" }).click();
  await waitForHydration(desk);
  await desk.getByRole("button", { name: "Link and merge" }).click();
  await expect(desk.getByRole("status")).toHaveText("Merged: the two records are one contact now.");
  const contactPage = desk.url();

  // The person asks for their data and opens the e-mailed link.
  await openOwnData(page, email);

  // Every record, under both addresses.
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.getByText(call.reference).first()).toBeVisible();
  await expect(page.getByText(application.reference).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you can do", level: 2 })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "your-data-actions");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "as data (JSON)" }).click();
  const data = JSON.parse(fs.readFileSync((await (await downloading).path())!, "utf8")) as { addresses: string[] };
  expect(data.addresses.sort()).toEqual([email, otherAddress].sort());

  // Corrects the phone: done at once, confirmed by e-mail, and staff see it with what it was.
  const phone = page.getByRole("textbox", { name: "Phone" });
  await phone.fill("call me");
  await page.getByRole("button", { name: "Save my details" }).click();
  await expect(phone).toHaveAccessibleDescription("A phone number may contain only digits, spaces and + - ( ).");
  await phone.fill("+91 91234 56789");
  await page.getByRole("button", { name: "Save my details" }).click();
  await expect(page.getByRole("status")).toContainText("Your details are corrected.");
  const reference = /PR-[0-9A-Z]{6}/.exec((await page.getByRole("status").textContent())!)![0];
  await expect.poll(() => mailsMentioning(reference).length, { timeout: 15_000 }).toBe(1);
  await desk.goto(contactPage);
  await expect(desk.getByRole("region", { name: "Timeline" })).toContainText('now "+91 91234 56789"');
  await staff.close();

  // Switches off the job alerts.
  await page.getByRole("button", { name: "Switch off my job alerts" }).click();
  await expect(page.getByRole("status")).toContainText("Your job alerts are switched off.");
  await expect(page.getByText("You have no job alerts.")).toBeVisible();

  // Asks for erasure: one more page says it cannot be undone; the application in process is kept.
  await page.getByRole("link", { name: "Erase my data…" }).click();
  await expect(page.getByText("This cannot be undone.")).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "your-data-erase-confirm");
  await page.getByRole("button", { name: "Yes, erase my data" }).click();
  await expect(page.getByRole("status")).toContainText("We have erased what we could at once.");
  const contactGroup = page.getByRole("region", { name: "Your contact record" });
  await expect(contactGroup.getByText("We hold none.")).toBeVisible();
  await expect(page.getByText(message)).toHaveCount(0);
  // What is kept, and until when, is in the erasure's request, and the kept application stays listed,
  // under both addresses, and can still be withdrawn, though the contact that joined them is gone.
  const requests = page.getByRole("region", { name: "Your requests about your data" });
  await expect(requests).toContainText(`${application.reference}), until a decision is made on it`);
  const applications = page.getByRole("region", { name: "Job applications" });
  await expect(applications.getByText(application.reference).first()).toBeVisible();
  await expect(
    page.getByText(`${email}, ${otherAddress}`).or(page.getByText(`${otherAddress}, ${email}`)),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: /Withdraw/ }).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "your-data-erased");

  // A link asked for with the other address lists the same kept application.
  await openOwnData(page, otherAddress);
  await expect(
    page.getByRole("region", { name: "Job applications" }).getByText(application.reference).first(),
  ).toBeVisible();
});

/**
 * Every action's button is far down a long page, and its answer is a notice at the top: after each,
 * the view and the focus are on that notice (with its reference), at a phone's width and a
 * desktop's; a withdrawal asks once more, as erasure does, where the person is.
 */
test("after each action on their data, what it did is in view and has the focus @one-width", async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail("meera");
  expect(
    (
      await request.post("/contactus/submit", {
        data: {
          firstName: "Meera",
          lastName: "Iyer",
          email,
          phone: "",
          source: "contact",
          message: "A quote for a clinic app, please.",
        },
      })
    ).status(),
  ).toBe(201);
  await bookCallOnLastDay(request, { firstName: "Meera", lastName: "Iyer", email, message: "" });
  const application = await applyThroughApi(request, { email, fullName: "Meera Iyer" });
  expect(
    (
      await request.post("/api/job-alerts", { data: { email, keyword: "", location: "Any Location in India" } })
    ).status(),
  ).toBe(202);

  await openOwnData(page, email);

  const notice = page.locator("#action-answer");
  const references = new Set<string>();
  /** Presses the button far down the page, then finds what it did in view, focused, with a new reference. */
  async function act(press: () => Promise<void>, said: string) {
    await press();
    await expect(notice).toContainText(said);
    await expect(notice).toBeInViewport();
    await expect(notice).toBeFocused();
    const reference = /PR-[0-9A-Z]{6}/.exec((await notice.textContent())!)![0];
    expect(references.has(reference), `${reference} is new`).toBe(false);
    references.add(reference);
  }
  const pressedFarDown = async (button: ReturnType<Page["getByRole"]>) => {
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2_000);
    await button.click();
  };

  await act(async () => {
    await page.getByRole("textbox", { name: "City" }).fill("Chennai");
    await pressedFarDown(page.getByRole("button", { name: "Save my details" }));
  }, "Your details are corrected.");
  await act(
    () => pressedFarDown(page.getByRole("button", { name: "Cancel this call" })),
    "Your call is cancelled, and the consultant has been told.",
  );
  await act(
    () => pressedFarDown(page.getByRole("button", { name: "Switch off my job alerts" })),
    "Your job alerts are switched off.",
  );
  await expectAccessibleAtBothWidths(page);
  await keepScreenshot(page, { path: "test-results/screenshots/your-data-after-action-375.png" });

  // A withdrawal asks once, where the person is, before anything changes.
  await pressedFarDown(page.getByRole("link", { name: "Withdraw this application…" }));
  const confirmWithdrawal = page.getByRole("group", {
    name: new RegExp(`^Confirm the withdrawal of .+ \\(${application.reference}\\)$`),
  });
  await expect(confirmWithdrawal).toBeInViewport();
  await expect(confirmWithdrawal).toBeFocused();
  await expectAccessibleAtBothWidths(page);
  await act(
    () => confirmWithdrawal.getByRole("button", { name: "Yes, withdraw this application" }).click(),
    "Your application is withdrawn.",
  );

  // The same at a desktop's width.
  await page.setViewportSize({ width: 1280, height: 800 });
  await act(
    () => pressedFarDown(page.getByRole("button", { name: "Do not contact me" })),
    "We have recorded that you do not want to be contacted.",
  );
  await keepScreenshot(page, { path: "test-results/screenshots/your-data-after-action-1280.png" });
  await page.setViewportSize({ width: 375, height: 812 });

  // Naming a nominee is confirmed as every other action, with its reference.
  await act(async () => {
    await page.getByRole("textbox", { name: "Your nominee's name" }).fill("Arjun Iyer");
    await page.getByRole("textbox", { name: "Your nominee's e-mail address" }).fill(uniqueEmail("arjun"));
    await pressedFarDown(page.getByRole("button", { name: "Name my nominee" }));
  }, "Your nominee is named, and we have told them.");

  await pressedFarDown(page.getByRole("link", { name: "Erase my data…" }));
  const confirmErasure = page.getByRole("group", { name: "Confirm the erasure" });
  await expect(confirmErasure).toBeInViewport();
  await expect(confirmErasure).toBeFocused();
  await act(() => confirmErasure.getByRole("button", { name: "Yes, erase my data" }).click(), "We have erased");
  await expectAccessibleAtBothWidths(page);
});
