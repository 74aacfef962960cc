import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitingForHydration } from "./fixtures";
import { staffState } from "./staff";
import { postVisitorEnquiry } from "./visitor-enquiry";

test.use({ storageState: staffState("sales") });

/** The number a tile of the Overview shows. */
async function tile(page: Page, label: string): Promise<number> {
  const link = page.getByRole("link", { name: new RegExp(`^\\d+ ${label}$`) });
  return Number(/^\d+/.exec(await link.innerText())![0]);
}

test("the Overview counts what waits, and moves as a visitor writes and books @one-width", async ({ page }) => {
  await page.goto("/admin");
  await expectNoAxeViolations(page);
  const before = {
    enquiries: await tile(page, "New enquiries"),
    week: await tile(page, "Calls in the next 7 days"),
  };

  const email = await postVisitorEnquiry(page.request, "overview", {
    firstName: "Meher",
    lastName: "Kapoor",
    message: "A portal for our dealers.",
  });
  // A call within the week: the last slot of the second day the calendar offers, which the other tests leave alone.
  const dates: string[] = (await (await page.request.get("/demo/dates")).json()).data.bookableDates;
  const slots: string[] = (await (await page.request.get(`/demo/slots/${dates[1]}`)).json()).data.availableSlots;
  const booked = await page.request.post("/demo/book", {
    data: {
      firstName: "Meher",
      lastName: "Kapoor",
      email,
      phone: "+91 98765 43210",
      domain: "Hosting",
      date: dates[1],
      time: slots.at(-1),
    },
  });
  expect(booked.status()).toBe(201);

  // Other tests write and book at the same time: each count grows by at least this test's own.
  await page.reload();
  expect(await tile(page, "New enquiries")).toBeGreaterThan(before.enquiries);
  expect(await tile(page, "Calls in the next 7 days")).toBeGreaterThan(before.week);
  const enquiriesEntry = page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: /^Enquiries/ });
  await expect(enquiriesEntry).toContainText(/\d+ new$/);

  await page.getByRole("link", { name: /New enquiries$/ }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=new$/);
  await expect(page.getByRole("link", { name: "Meher Kapoor" })).toBeVisible();
});

test("the Overview shows a recruiter the new applications of each open job, and no sales counts @one-width", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: staffState("recruiter") });
  const page = waitingForHydration(await context.newPage());
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "New applications" })).toBeVisible();
  await expect(page.getByRole("link", { name: /New enquiries$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});
