import type { Page } from "@playwright/test";

import { bookingWidget, calendarDayButton, expect, expectNoAxeViolations, test, uniqueEmail, visit } from "./fixtures";
import { waitForMails } from "./mailbox";
import { staffState } from "./staff";

test.use({ storageState: staffState("sales") });

/** A date in India `days` from today, moved past a Sunday. */
function indiaDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The first day after `date` that is not a Sunday: the next one the calendar offers. */
function workingDayAfter(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0);
  return day.toISOString().slice(0, 10);
}

test("sales cancels a booked call: the visitor gets the calendar's cancellation and the time is offered again @one-width", async ({
  page,
}, testInfo) => {
  // The visitor books a call through the public dialog.
  await visit(page, "/");
  await page.getByRole("link", { name: "Want a Demo !" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Free Demo" });
  await expect(dialog.getByRole("grid")).toBeVisible();
  const date = indiaDatePlus(testInfo.project.name === "desktop" ? 5 : 7);
  await (await calendarDayButton(dialog, date)).click();
  const times = dialog.getByRole("list", { name: "Available times" });
  await expect(times).toBeVisible();
  const time = (await times.getByRole("button").first().textContent())!;
  await times.getByRole("button", { name: time }).click();
  const email = uniqueEmail("cancelled");
  await dialog.getByRole("textbox", { name: "First name", exact: true }).fill("Ananya");
  await dialog.getByRole("textbox", { name: "Last name", exact: true }).fill("Iyer");
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 98450 11223");
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  const booked = page.getByRole("dialog", { name: "Your demo is booked" });
  const reference = (await booked.getByText(/^DEMO-/).textContent())!;
  await booked.getByRole("button", { name: "Done" }).click();
  await waitForMails(reference, 2);

  // Sales finds it on the bookings list by its reference, under its day, and opens it.
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(reference.toLowerCase());
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/q=demo-/);
  const item = page.getByRole("listitem").filter({ hasText: reference });
  await expect(item).toHaveCount(1);
  const link = item.getByRole("link", { name: "Ananya Iyer" });
  await expect(item).toContainText(time);
  await expect(item.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(item.getByRole("link", { name: "+91 98450 11223" })).toHaveAttribute("href", "tel:+919845011223");
  await expectNoAxeViolations(page);
  await link.click();

  await expect(page.getByRole("heading", { name: `Demo call ${reference}` })).toBeVisible();
  await page.getByRole("link", { name: "Cancel this call…" }).click();
  const cancel = page.getByRole("button", { name: "Cancel the call and e-mail the visitor" });
  await expect(cancel).toBeVisible();
  await expectNoAxeViolations(page);
  await cancel.click();
  await expect(page.getByRole("textbox", { name: /Reason for cancelling/ })).toBeFocused();
  await page.getByRole("textbox", { name: /Reason for cancelling/ }).fill("Our consultant is unwell that day.");
  await cancel.click();

  await expect(page.getByRole("status")).toContainText("The call is cancelled.");
  await expect(page.getByText("Our consultant is unwell that day.").first()).toBeVisible();
  await expect(page.getByText(`Cancelled ${reference}`)).toBeVisible();

  // The visitor's calendar gets the cancellation of the same event.
  const mails = await waitForMails(reference, 4);
  const cancellation = mails.find((mail) => mail.to?.includes(email) && mail.subject?.includes("cancelled"));
  const ics = cancellation?.attachments.find((attachment) => attachment.filename === "demo-call.ics")?.content;
  expect(ics).toContain("METHOD:CANCEL");
  expect(ics).toContain(`UID:${reference.toLowerCase()}@nexoratech.in`);
  expect(ics).toContain("SEQUENCE:1");
  expect(ics).toContain("STATUS:CANCELLED");

  // The time is offered again.
  const slots = await (await page.request.get(`/demo/slots/${date}`)).json();
  expect(slots.data.availableSlots).toContain(time);

  // It now shows under Cancelled, and a second cancel is not offered.
  await page.goto("/admin/bookings?view=cancelled");
  await expect(page.getByRole("listitem").filter({ hasText: reference })).toBeVisible();
});

async function blockedTimePage(page: Page) {
  // The back office has no entry overlay; its forms work before hydration too.
  await page.goto("/admin/blocked-time");
  await expect(page.getByRole("heading", { name: "Blocked time", level: 1 })).toBeVisible();
}

test("sales blocks a whole day and the public calendar greys it out, and a refused block is explained @one-width", async ({
  page,
}, testInfo) => {
  const date = indiaDatePlus(12);
  const reason = `Office closed (${testInfo.project.name} ${Date.now()})`;
  await blockedTimePage(page);
  const form = page.getByRole("region", { name: "Block whole days" });
  await form.getByLabel("First day").fill(date);
  await form.getByLabel("Last day").fill(date);
  await form.getByRole("textbox", { name: /Reason/ }).fill(reason);
  await form.getByRole("button", { name: "Block these days" }).click();
  await expect(page.getByRole("status")).toContainText("The block is added.");
  const block = page.getByRole("listitem").filter({ hasText: reason });
  await expect(block).toContainText("(whole day)");
  await expect(block).toContainText("Added by E2E sales");

  const slots = await (await page.request.get(`/demo/slots/${date}`)).json();
  expect(slots.data.availableSlots).toEqual([]);
  const dates = await (await page.request.get("/demo/dates")).json();
  expect(dates.data.bookableDates).not.toContain(date);
  expect(dates.data.bookableDates).toContain(workingDayAfter(date));

  await visit(page, "/demo");
  const widget = await bookingWidget(page);
  await expect(await calendarDayButton(widget, date)).toBeDisabled();

  // Removing the block offers the day again.
  await blockedTimePage(page);
  await block.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("status")).toContainText("The block is removed.");
  await expect(page.getByRole("listitem").filter({ hasText: reason })).toHaveCount(0);

  // A refused block is explained beside its fields (what the server answers is proven without a
  // browser, in server/back-office-without-javascript.web.test.ts): the page passes axe so too.
  const hours = page.getByRole("region", { name: "Block hours on one day" });
  await hours.getByLabel("Date").fill(date);
  await hours.getByLabel("From").selectOption("2:00 PM");
  await hours.getByLabel("To").selectOption("11:00 AM");
  await hours.getByRole("textbox", { name: /Reason/ }).fill("Training");
  await hours.getByRole("button", { name: "Block these hours" }).click();
  await expect(hours.getByText("The end time must be after the start time.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("blocking a day that holds a booked call lists it first, and cancelling it e-mails the visitor @one-width", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail("blocked-out");
  // A day the other tests leave alone.
  const dates: string[] = (await (await page.request.get("/demo/dates")).json()).data.bookableDates;
  const date = dates[testInfo.project.name === "desktop" ? 54 : 55]!;
  const [time] = (await (await page.request.get(`/demo/slots/${date}`)).json()).data.availableSlots;
  const booked = await page.request.post("/demo/book", {
    data: { firstName: "Farah", lastName: "Qureshi", email, phone: "+91 98765 43210", domain: "Hosting", date, time },
  });
  expect(booked.status()).toBe(201);
  const { reference } = (await booked.json()).data;

  await blockedTimePage(page);
  const form = page.getByRole("region", { name: "Block whole days" });
  await form.getByLabel("First day").fill(date);
  await form.getByLabel("Last day").fill(date);
  await form.getByRole("textbox", { name: /Reason/ }).fill("Office closed for repairs");
  await form.getByRole("button", { name: "Block these days" }).click();

  // Nothing is saved yet: the call is named, and the choice is sales'.
  const calls = page.getByRole("region", { name: "This call falls in the time" });
  await expect(calls).toContainText(`Farah Qureshi (${reference})`);
  await expect(page.getByRole("listitem").filter({ hasText: "Office closed for repairs" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await calls.getByRole("button", { name: "Block and cancel the call" }).click();

  await expect(page.getByRole("status")).toContainText("The block is added and 1 call is cancelled");
  await expect(page.getByRole("listitem").filter({ hasText: "Office closed for repairs" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: /Reason/ })).toHaveValue("");
  // The booking's two e-mails, then the cancellation's: the visitor's and the note to sales.
  const mails = await waitForMails(email, 4);
  const cancellation = mails.find((mail) => mail.to?.includes(email) && mail.subject?.includes("cancelled"));
  expect(cancellation?.text).toContain(reference);
});
