import type { Page } from "@playwright/test";
import { indiaClockTime, indiaDateOf } from "../domain/time/india-dates";

import { expect, expectNoAxeViolations, laterBookableDay, test, uniqueEmail, visit } from "./fixtures";
import { waitForMails } from "./mailbox";

async function openDialog(page: Page) {
  await visit(page, "/");
  await page.getByRole("link", { name: "Want a Demo !" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Free Demo" });
  await expect(dialog.getByRole("grid")).toBeVisible();
  return dialog;
}

/** `index` keeps parallel tests off each other's dates. */
async function pickBookableDay(page: Page, index: number) {
  await (await laterBookableDay(page.getByRole("dialog", { name: "Book a Free Demo" }), index)).click();
}

async function fillDetails(page: Page, email: string) {
  const dialog = page.getByRole("dialog", { name: "Book a Free Demo" });
  await dialog.getByRole("textbox", { name: "First name", exact: true }).fill("Kabir");
  await dialog.getByRole("textbox", { name: "Last name", exact: true }).fill("Malhotra");
  await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await dialog.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 98989 12121");
}

test("a demo is booked from the home page, confirmed with its reference, mailed with an invite, and its slot is gone @one-width", async ({
  page,
  request,
}) => {
  const dialog = await openDialog(page);
  await expect(dialog.getByText("30 minutes")).toBeVisible();
  await expect(dialog.getByText("Asia/Kolkata")).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: "Domain" })).toHaveValue("Web development");
  await dialog.getByRole("combobox", { name: "Domain" }).selectOption("Cloud services");

  await pickBookableDay(page, 4);
  const times = dialog.getByRole("list", { name: "Available times" });
  await expect(times).toBeVisible();
  const chosenDay = dialog.getByRole("button", { pressed: true });
  await expect(dialog.getByRole("list", { name: "Days around the chosen date" }).getByRole("button")).toHaveCount(7);
  await expect(
    dialog.getByRole("list", { name: "Days around the chosen date" }).getByRole("button").nth(3),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(chosenDay).toBeVisible();
  const time = (await times.getByRole("button").first().textContent())!;
  await times.getByRole("button", { name: time }).click();

  const email = uniqueEmail("booker");
  await fillDetails(page, email);
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();

  await expect(dialog).toBeHidden();
  const booked = page.getByRole("dialog", { name: "Your demo is booked" });
  await expect(booked).toContainText(/Reference DEMO-[2-9A-Z]{6}/);
  await expect(booked).toContainText(`${time} IST`);
  const reference = (await booked.getByText(/^DEMO-/).textContent())!;
  await booked.getByRole("button", { name: "Done" }).click();

  const mails = await waitForMails(reference, 2);
  const confirmation = mails.find((mail) => mail.to?.includes(email));
  const invite = confirmation?.attachments.find((attachment) => attachment.filename === "demo-call.ics");
  expect(invite?.content).toContain(reference);
  expect(invite?.content).toContain("Asia/Kolkata");
  const notification = mails.find((mail) => mail.to === "sales@nexoratech.in");
  expect(notification?.subject).toContain(reference);
  expect(notification?.text).toContain("Cloud services");

  const isoDate = invite!.content.match(/DTSTART:(\d{4})(\d{2})(\d{2})/)!;
  const dateInIndia = new Date(Date.UTC(+isoDate[1]!, +isoDate[2]! - 1, +isoDate[3]!, 12)).toISOString().slice(0, 10);
  const slots = await (await request.get(`/demo/slots/${dateInIndia}`)).json();
  expect(slots.data.availableSlots).not.toContain(time);
});

test("the dialog passes axe and the calendar works with the keyboard", async ({ page }) => {
  const dialog = await openDialog(page);
  await expectNoAxeViolations(page);

  const firstEnabled = await laterBookableDay(dialog);
  await firstEnabled.focus();
  const before = await firstEnabled.getAttribute("aria-label");
  await page.keyboard.press("ArrowRight");
  const focused = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
  expect(focused).not.toBe(before);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("heading", { name: "Choose a time" })).toBeVisible();
});

test(
  "month navigation goes forward and Today returns to the current month",
  { tag: "@one-width" },
  async ({ page }) => {
    const dialog = await openDialog(page);
    const caption = dialog.getByRole("grid");
    const thisMonth = await caption.getAttribute("aria-label");
    await dialog.getByRole("button", { name: "Next month" }).click();
    await expect(caption).not.toHaveAttribute("aria-label", thisMonth!);
    await dialog.getByRole("button", { name: "Today" }).click();
    await expect(caption).toHaveAttribute("aria-label", thisMonth!);
    await expect(dialog.getByRole("button", { name: "Previous month" })).toBeDisabled();
  },
);

test(
  "on a phone only the chosen time is marked, after going back to the times",
  { tag: "@mobile-only" },
  async ({ page }) => {
    await page.route("**/demo/slots/*", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ success: true, data: { availableSlots: ["10:00 AM", "10:30 AM", "11:00 AM"] } }),
      }),
    );
    const dialog = await openDialog(page);
    await pickBookableDay(page, 1);
    const times = dialog.getByRole("list", { name: "Available times" });
    // Chromium here has a mouse beside the touch screen, and a tap leaves its hover where it landed,
    // over a time that took the tapped control's place; a phone has no hover (the styles ask for
    // one), so the pointer is moved off the times before their colours are read.
    const backgrounds = async () => {
      await page.mouse.move(0, 0);
      return times
        .getByRole("button")
        .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).backgroundColor));
    };
    const unmarked = (await backgrounds())[0];
    for (const [index, time] of ["10:30 AM", "11:00 AM"].entries()) {
      await times.getByRole("button", { name: time }).tap();
      await expect(dialog.getByRole("heading", { name: "Your details" })).toBeVisible();
      await dialog.getByRole("button", { name: "Back", exact: true }).tap();
      await expect(times.getByRole("button", { pressed: true })).toHaveText(time);
      const shown = await backgrounds();
      expect(
        shown.filter((background) => background !== unmarked),
        `marked after tapping ${time}`,
      ).toHaveLength(1);
      expect(shown[index + 1]).not.toBe(unmarked);
    }
    await expectNoAxeViolations(page);
  },
);

test(
  "no free slot shows No Availability, and Next Day moves one day and fetches again",
  { tag: "@one-width" },
  async ({ page }) => {
    const requested: string[] = [];
    await page.route("**/demo/slots/*", (route) => {
      requested.push(route.request().url().split("/").pop()!);
      return route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ success: true, data: { availableSlots: [] } }),
      });
    });
    const dialog = await openDialog(page);
    await pickBookableDay(page, 1);
    await expect(dialog.getByText("No Availability")).toBeVisible();
    await expect(dialog.getByText("Try another day")).toBeVisible();

    await dialog.getByRole("button", { name: "Next Day" }).click();
    await expect.poll(() => requested.length).toBe(2);
    const [first, second] = requested.map((date) => new Date(`${date}T12:00:00Z`).getTime());
    expect(second! - first!).toBe(86_400_000);

    await dialog.getByRole("button", { name: "Previous Day" }).click();
    await expect.poll(() => requested.length).toBe(3);
    expect(requested[2]).toBe(requested[0]);
  },
);

async function reachForm(page: Page) {
  await page.route("**/demo/slots/*", (route) =>
    route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ success: true, data: { availableSlots: ["11:00 AM", "11:30 AM"] } }),
    }),
  );
  const dialog = await openDialog(page);
  await pickBookableDay(page, 1);
  await dialog.getByRole("button", { name: "11:00 AM" }).click();
  await fillDetails(page, uniqueEmail("booker"));
  return dialog;
}

test(
  "a mailbox holding three upcoming calls is told so in the banner, and nothing more is booked",
  { tag: "@one-width" },
  async ({ page, request }) => {
    const email = uniqueEmail("regular");
    const dates: string[] = (await (await request.get("/demo/dates")).json()).data.bookableDates;
    // Days the other tests leave alone, each call through the API as the widget would send it.
    for (const date of dates.slice(70, 73)) {
      const [time] = (await (await request.get(`/demo/slots/${date}`)).json()).data.availableSlots;
      const booked = await request.post("/demo/book", {
        data: {
          firstName: "Kabir",
          lastName: "Malhotra",
          email,
          phone: "+91 98765 43210",
          domain: "Hosting",
          date,
          time,
        },
      });
      expect(booked.status()).toBe(201);
    }
    const dialog = await reachForm(page);
    await dialog.getByRole("textbox", { name: "Email", exact: true }).fill(email.toUpperCase());
    const answered = page.waitForResponse("**/demo/book");
    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    expect((await answered).status()).toBe(429);
    await expect(dialog.getByRole("alert")).toHaveText(
      /^You already have 3 upcoming calls booked with this e-mail address.*please e-mail sales@nexoratech\.in\.$/,
    );
    await expect(dialog.getByRole("heading", { name: "Your details" })).toBeVisible();
  },
);

test(
  "while booking, controls are disabled and the button reads Processing...",
  { tag: "@one-width" },
  async ({ page }) => {
    const dialog = await reachForm(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/demo/book", async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "{}" });
    });
    await dialog.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Cancel Booking" })).toBeDisabled();
    await expect(dialog.getByRole("textbox", { name: "Email", exact: true })).toBeDisabled();
    release();
    await expect(dialog.getByRole("button", { name: "Confirm Booking" })).toBeEnabled();
  },
);

test("a slot taken meanwhile explains itself and refreshes the slots", { tag: "@one-width" }, async ({ page }) => {
  const dialog = await reachForm(page);
  let slotCalls = 0;
  await page.route("**/demo/slots/*", (route) => {
    slotCalls += 1;
    return route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({ success: true, data: { availableSlots: ["11:30 AM"] } }),
    });
  });
  await page.route("**/demo/book", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({
        success: false,
        message: "Sorry, that time was just booked by someone else. Please choose another time.",
      }),
    }),
  );
  await dialog.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(dialog.getByText("Sorry, that time was just booked by someone else.")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Available times" }).getByRole("button")).toHaveText(["11:30 AM"]);
  expect(slotCalls).toBe(1);
});

test(
  "Back and Cancel Booking step back; changing the domain returns to the calendar",
  { tag: "@one-width" },
  async ({ page }) => {
    const dialog = await reachForm(page);
    await dialog.getByRole("button", { name: "Cancel Booking" }).click();
    await expect(dialog.getByRole("heading", { name: "Choose a time" })).toBeVisible();
    await dialog.getByRole("button", { name: "11:30 AM" }).click();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByRole("heading", { name: "Choose a time" })).toBeVisible();
    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByRole("heading", { name: "Choose a date" })).toBeVisible();

    await pickBookableDay(page, 1);
    await dialog.getByRole("combobox", { name: "Domain" }).selectOption("Security");
    await expect(dialog.getByRole("heading", { name: "Choose a date" })).toBeVisible();
    await expect(dialog.getByRole("grid").locator("[aria-selected=true]")).toHaveCount(0);
  },
);

test("/demo shows the booking widget in the page", { tag: "@one-width" }, async ({ page }) => {
  await visit(page, "/demo");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Book a Free Demo", level: 1 })).toBeVisible();
  await expect(main.getByRole("grid")).toBeVisible();
  await expect(main.getByRole("combobox", { name: "Domain" })).toHaveValue("Web development");
  await expectNoAxeViolations(page);
});

/**
 * A zone whose date differs from India's while the test runs: twelve hours behind UTC (a different
 * date until 17:30 in India) or fourteen ahead (from 15:30), chosen at 16:30 in India when the
 * file loads, an hour from either edge however long the workers wait.
 */
const farZone = indiaClockTime(new Date()) < "16:30" ? "Etc/GMT+12" : "Pacific/Kiritimati";

// The title names no zone: the file loads again in each worker, perhaps after 16:30.
test.describe("a visitor whose date differs from India's", { tag: "@one-width" }, () => {
  test.use({ timezoneId: farZone });

  test("sees today's date in India marked as today in the calendar", async ({ page }) => {
    const indiaToday = indiaDateOf(new Date());
    const localToday = new Intl.DateTimeFormat("en-CA", { timeZone: farZone }).format(new Date());
    expect(localToday, "the visitor's date differs from India's").not.toBe(indiaToday);

    const dialog = await openDialog(page);
    const [year, month, day] = indiaToday.split("-").map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 15)).toLocaleString("en-US", {
      month: "long",
      timeZone: "UTC",
    });
    await expect(dialog.getByRole("grid")).toHaveAttribute("aria-label", `${monthName} ${year}`);
    await expect(dialog.getByRole("grid").locator("[data-today]")).toHaveText(String(day));
  });
});

test("the demo page's calendar says it is busy until its code has arrived", { tag: "@one-width" }, async ({ page }) => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/booking-widget-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await visit(page, "/demo");
  const widget = page.getByRole("region", { name: "Booking" });
  await expect(widget.getByRole("grid")).toBeVisible();
  await expect(widget).toHaveAttribute("aria-busy", "true");
  release();
  await expect(widget).toHaveAttribute("aria-busy", "false");
  await (await laterBookableDay(widget)).click();
  await expect(widget.getByRole("list", { name: "Available times" })).toBeVisible();
});
