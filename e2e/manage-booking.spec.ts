import type { APIRequestContext } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, visit } from "./fixtures";
import { waitForMails, type ReceivedMail } from "./mailbox";

type Booked = { reference: string; date: string; time: string; email: string; managePath: string };

const freeSlots = async (request: APIRequestContext, date: string): Promise<string[]> =>
  (await (await request.get(`/demo/slots/${date}`)).json()).data.availableSlots;

/**
 * Books a call through the API on a date far enough out that the other tests' bookings (which
 * take the first weeks) stay clear of it, and answers the manage link from the confirmation
 * the SMTP listener received.
 */
async function bookThroughApi(request: APIRequestContext, dayIndex: number): Promise<Booked> {
  const dates: string[] = (await (await request.get("/demo/dates")).json()).data.bookableDates;
  const date = dates[40 + dayIndex]!;
  const time = (await freeSlots(request, date)).at(-2)!;
  const email = uniqueEmail("manager");
  const response = await request.post("/demo/book", {
    data: { firstName: "Ishaan", lastName: "Verma", email, phone: "+91 98765 43210", domain: "Security", date, time },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()).data;
  const [confirmation] = (await waitForMails(reference, 2)).filter((mail) => mail.to?.includes(email));
  const link = confirmation!.text!.match(/https?:\/\/\S+\/demo\/manage\/[\w-]{43}/)![0];
  return { reference, date, time, email, managePath: new URL(link).pathname };
}

const invite = (mail: ReceivedMail | undefined) =>
  mail?.attachments.find((attachment) => attachment.filename === "demo-call.ics")?.content ?? "";

test.describe("a visitor manages their call from the link in the confirmation", { tag: "@one-width" }, () => {
  test("cancel after a second look: the slot is offered again and the calendar's cancellation arrives", async ({
    page,
    request,
  }) => {
    const booked = await bookThroughApi(request, 0);
    const uid = invite((await waitForMails(booked.reference, 2)).find((mail) => mail.to?.includes(booked.email))).match(
      /UID:\S+/,
    )![0];

    // Opening the link (as a mail scanner does) changes nothing.
    const response = await visit(page, booked.managePath);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Manage your booking" })).toBeVisible();
    await expect(page.getByText(booked.reference)).toBeVisible();
    await expect(page.getByText(`${booked.time} IST`)).toBeVisible();
    expect(await freeSlots(request, booked.date)).not.toContain(booked.time);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Cancel the call" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this call?" })).toBeVisible();
    await page.getByRole("link", { name: "Keep my call" }).click();
    await expect(page.getByRole("heading", { name: "Cancel this call?" })).toBeHidden();
    await page.getByRole("link", { name: "Cancel the call" }).click();
    await page.getByRole("button", { name: "Yes, cancel the call" }).click();

    await expect(page.getByRole("status")).toHaveText(/Your call is cancelled/);
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    expect(await freeSlots(request, booked.date)).toContain(booked.time);

    const mails = await waitForMails(booked.reference, 4);
    const cancellation = mails.find((mail) => mail.subject?.includes("is cancelled"));
    expect(cancellation?.to).toContain(booked.email);
    expect(invite(cancellation)).toContain("METHOD:CANCEL");
    expect(invite(cancellation)).toContain(uid);
    expect(invite(cancellation)).toContain("SEQUENCE:1");
    expect(mails.find((mail) => mail.subject?.startsWith("Demo cancelled"))?.to).toBe("sales@nexoratech.in");
  });

  test("reschedule with the booking calendar: the old slot is free, the new one taken, the updated invite arrives", async ({
    page,
    request,
  }) => {
    const booked = await bookThroughApi(request, 1);
    await visit(page, booked.managePath);
    await page.getByRole("link", { name: "Reschedule" }).click();

    const calendar = page.getByRole("grid");
    await expect(calendar).toBeVisible();
    // Well clear of the days the booking dialog's tests take.
    await page.getByRole("button", { name: "Next month" }).click();
    await calendar.locator("button:not([disabled])").nth(12).click();
    const times = page.getByRole("list", { name: "Available times" });
    await expect(times).toBeVisible();
    const newTime = (await times.getByRole("button").last().textContent())!;
    await times.getByRole("button", { name: newTime }).click();
    await expect(page.getByRole("heading", { name: "Confirm the new time" })).toBeVisible();
    await page.getByRole("button", { name: "Move my call" }).click();

    await expect(page.getByRole("status")).toHaveText(new RegExp(`Your call is moved to .*${newTime} IST`));
    await expect(page.getByRole("link", { name: "Reschedule" })).toBeVisible();
    expect(await freeSlots(request, booked.date)).toContain(booked.time);

    const mails = await waitForMails(booked.reference, 4);
    const updated = mails.find((mail) => mail.subject?.startsWith("Your demo call is moved"));
    expect(updated?.to).toContain(booked.email);
    expect(invite(updated)).toContain("METHOD:REQUEST");
    expect(invite(updated)).toContain(`UID:${booked.reference.toLowerCase()}@nexoratech.in`);
    expect(invite(updated)).toContain("SEQUENCE:1");
    const start = invite(updated).match(/DTSTART:(\d{4})(\d{2})(\d{2})/)!;
    const newDate = `${start[1]}-${start[2]}-${start[3]}`;
    expect(await freeSlots(request, newDate)).not.toContain(newTime);
    expect(mails.find((mail) => mail.subject?.startsWith("Demo moved"))?.text).toContain(`Was: `);
  });

  test("cancelling works without JavaScript too", async ({ browser, request }) => {
    const booked = await bookThroughApi(request, 2);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(booked.managePath);
    await page.getByRole("link", { name: "Cancel the call" }).click();
    await page.getByRole("button", { name: "Yes, cancel the call" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your call is cancelled" })).toBeVisible();
    expect(await freeSlots(request, booked.date)).toContain(booked.time);
    await context.close();
  });

  test("after three moves the page says plainly the call cannot move again, and how to reach sales", async ({
    page,
    request,
    baseURL,
  }) => {
    const booked = await bookThroughApi(request, 5);
    const dates: string[] = (await (await request.get("/demo/dates")).json()).data.bookableDates;
    // Three moves as the page's form posts them (a plain form post, without JavaScript).
    for (const date of dates.slice(60, 63)) {
      const [time] = await freeSlots(request, date);
      const moved = await request.post(booked.managePath, {
        form: { intent: "reschedule", date, time: time! },
        headers: { Origin: baseURL! },
      });
      expect(moved.status()).toBe(200);
    }

    await visit(page, `${booked.managePath}?step=reschedule`);
    await expect(page.getByText(/^Your call has been moved 3 times, the most a link allows/)).toBeVisible();
    await expect(page.getByRole("grid")).toBeHidden();
    await expect(page.getByRole("link", { name: "Reschedule" })).toBeHidden();
    await expect(page.getByRole("link", { name: "E-mail sales@nexoratech.in" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:sales@nexoratech\\.in\\?subject=.*${booked.reference}`),
    );
    await expect(page.getByRole("link", { name: "Call +91 98110 42765" })).toHaveAttribute("href", "tel:+919811042765");
    await expect(page.getByRole("link", { name: "Cancel the call" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A fourth move posted anyway changes nothing.
    const [time] = await freeSlots(request, dates[63]!);
    const refused = await request.post(booked.managePath, {
      form: { intent: "reschedule", date: dates[63]!, time: time! },
      headers: { Origin: baseURL! },
    });
    expect(refused.status()).toBe(400);
    expect(await freeSlots(request, dates[63]!)).toContain(time);
  });

  test("a wrong link answers a clean 404 page", async ({ page }) => {
    const response = await visit(page, `/demo/manage/${"x".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a Free Demo" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the manage page and its steps pass axe and fit the screen", async ({ page, request }, testInfo) => {
  const booked = await bookThroughApi(request, testInfo.project.name === "desktop" ? 3 : 4);
  for (const step of ["", "?step=cancel", "?step=reschedule"]) {
    await visit(page, `${booked.managePath}${step}`);
    await expect(page.getByText(booked.reference)).toBeVisible();
    if (step === "?step=reschedule") await expect(page.getByRole("grid")).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${step || "the page"} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});
