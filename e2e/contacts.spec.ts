import type { Browser, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from "./fixtures";
import { staffState } from "./staff";
import { sendVisitorEnquiry } from "./visitor-enquiry";
import { keepScreenshot } from "./screenshots";

const kavya = (email: string) => ({
  email,
  firstName: "Kavya",
  lastName: "Menon",
  message: "We need a booking app for 12 salons.",
});

/**
 * Kavya writes in through the contact page, from an address of this run's own; sales opens the
 * contact her enquiry made, from everyone's contacts, searched by that address, which this answers.
 */
async function openKavyasNewContact(browser: Browser, page: Page): Promise<string> {
  const email = uniqueEmail("kavya");
  await sendVisitorEnquiry(browser, kavya(email));
  await page.goto("/admin/contacts?view=everyone");
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=/);
  await expectNoAxeViolations(page);
  // The row of this address: until the filtered list has replaced the earlier one, others of the same name show too.
  await page.getByRole("listitem").filter({ hasText: email }).getByRole("link", { name: "Kavya Menon" }).click();
  await expect(page.getByRole("heading", { name: "Kavya Menon", level: 1 })).toBeVisible();
  return email;
}

test.describe("the sales desk's contacts", () => {
  test.use({ storageState: staffState("sales") });

  test("an enquiry makes a contact with an owner; sales notes it, wins the deal and sees it all on the timeline @one-width", async ({
    browser,
    page,
  }, testInfo) => {
    const email = await openKavyasNewContact(browser, page);
    const contact = page.getByRole("region", { name: "Contact" });
    await expect(contact.getByText(email)).toBeVisible();
    // Given to a sales person in turn as it arrived.
    // The owner's line (when it is this member's, the "Give to" list names them too).
    await expect(contact.getByRole("definition").getByText(/^E2E (sales|roaming|guarded)$/)).toBeVisible();
    const timeline = page.getByRole("region", { name: "Timeline" });
    await expect(timeline.getByRole("link", { name: "Enquiry (Contact page)" })).toBeVisible();
    await expect(timeline.getByText(/next in turn/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "Note" }).fill("Called her: wants a quote by Friday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("The note is added.");
    await expect(timeline.getByText("Called her: wants a quote by Friday.")).toBeVisible();

    const deal = page.getByRole("region", { name: "Deal" });
    await deal.getByRole("combobox", { name: "Stage" }).selectOption("won");
    await deal.getByRole("textbox", { name: "Expected value (₹)" }).fill("12,50,000");
    await deal.getByRole("button", { name: "Save deal" }).click();
    await expect(page.getByRole("status")).toHaveText("The deal is saved.");
    await expect(deal.getByText("Expected value: ₹12,50,000")).toBeVisible();
    await expect(timeline.getByText(/moved from New to Won, ₹12,50,000/)).toBeVisible();
    await keepScreenshot(page, { path: testInfo.outputPath(`contact-${testInfo.project.name}.png`), fullPage: true });
  });

  test("a card moves on the pipeline board with its own form, no pointer needed @one-width", async ({
    browser,
    page,
  }, testInfo) => {
    await openKavyasNewContact(browser, page);
    const contactUrl = page.url();

    await page.goto("/admin/contacts/board?view=everyone");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Pipeline", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const column = (name: string) => page.getByRole("region", { name: new RegExp(`^${name}`) });
    // The contact's name is "Kavya Menon" on every card of this test's runs: find this one by its link.
    const link = page.locator(`a[href="${new URL(contactUrl).pathname}"]`);
    await expect(column("New").locator(`a[href="${new URL(contactUrl).pathname}"]`)).toHaveCount(1);

    // The card's own form: choose a stage and press Move.
    const item = link.locator("xpath=ancestor::li");
    // Its drag handle is a 24 px target at least.
    const handle = (await item.getByRole("button", { name: /^Move Kavya/ }).boundingBox())!;
    expect(Math.min(handle.width, handle.height), "the handle's size").toBeGreaterThanOrEqual(24);
    await item.getByRole("combobox").selectOption("qualified");
    await item.getByRole("button", { name: "Move", exact: true }).click();
    await expect(column("Qualified").locator(`a[href="${new URL(contactUrl).pathname}"]`)).toHaveCount(1);

    await page.reload();
    await expect(column("Qualified").locator(`a[href="${new URL(contactUrl).pathname}"]`)).toHaveCount(1);
    await keepScreenshot(page, { path: testInfo.outputPath(`board-${testInfo.project.name}.png`), fullPage: true });
  });
});
