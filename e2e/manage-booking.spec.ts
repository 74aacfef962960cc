import type { APIRequestContext, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, visit, waitingForHydration } from "./fixtures";
import { waitForMails, type ReceivedMail } from "./mailbox";
import { staffState } from "./staff";

type Booked = { reference: string; date: string; time: string; email: string; managePath: string };

const freeSlots = async (request: APIRequestContext, date: string): Promise<string[]> =>
  (await (await request.get(`/demo/slots/${date}`)).json()).data.availableSlots;

/**
 * Books a call through the API on a date far enough out that the other tests' bookings (which
 * take the first weeks) stay clear of it, and answers the manage link from the confirmation
 * the SMTP listener received.
 */
async function bookThroughApi(request: APIRequestContext, dayIndex: number, { soon = false } = {}): Promise<Booked> {
  const dates: string[] = (await (await request.get("/demo/dates")).json()).data.bookableDates;
  // `soon`: within the week the longest notice reaches, on the first such day with a slot free.
  const withinAWeek = (date: string) => Date.parse(`${date}T18:00:00+05:30`) < Date.now() + 160 * 3_600_000;
  const date = soon
    ? await firstDateWithSlots(request, dates.slice(dayIndex).filter(withinAWeek))
    : dates[40 + dayIndex]!;
  const time = (await freeSlots(request, date)).at(-2) ?? (await freeSlots(request, date)).at(-1)!;
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

async function firstDateWithSlots(request: APIRequestContext, dates: string[]): Promise<string> {
  for (const date of dates) if ((await freeSlots(request, date)).length > 0) return date;
  throw new Error(`No free slot in the coming week (${dates.join(", ")}): the other tests took them all.`);
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
});

// A wrong link's page too: what it answers is proven without a browser (server/not-found-pages.web.test.ts).
test("the manage page, its steps and a wrong link's page pass axe and fit the screen", async ({
  page,
  request,
}, testInfo) => {
  const booked = await bookThroughApi(request, testInfo.project.name === "desktop" ? 3 : 4);
  const wrongLink = `/demo/manage/${"x".repeat(43)}`;
  for (const path of ["", "?step=cancel", "?step=reschedule"]
    .map((step) => `${booked.managePath}${step}`)
    .concat(wrongLink)) {
    await visit(page, path);
    if (path === wrongLink)
      await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
    else await expect(page.getByText(booked.reference)).toBeVisible();
    if (path.endsWith("?step=reschedule")) await expect(page.getByRole("grid")).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});

/**
 * Sales sets a notice for visitors' changes on the blocked-time page. The notice
 * holds for every call, so one width runs this, and it is set back to 0 after: the other tests'
 * calls are weeks ahead, outside even the longest notice, while it is set.
 */
test.describe("sales sets a notice for visitors' changes", { tag: "@one-width" }, () => {
  test.use({ storageState: staffState("sales") });

  async function setNotice(page: Page, hours: number) {
    await visit(page, "/admin/blocked-time");
    const section = page.getByRole("region", { name: "Notice for visitors' changes" });
    await section.getByLabel("Hours before the call").fill(String(hours));
    await section.getByRole("button", { name: "Save the notice" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "The notice for visitors' changes is saved. Manage pages follow it from now on.",
    );
    await expect(section.getByLabel("Hours before the call")).toHaveValue(String(hours));
  }

  test("a visitor inside it is told to reply to the confirmation and offered no change; one outside is told the rule", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    // A week, the most a notice can be: a call in the next few days is inside it.
    await setNotice(page, 168);
    try {
      await expectNoAxeViolations(page);
      // A value past a week: the browser holds the form back, and the server refuses it on its own.
      const section = page.getByRole("region", { name: "Notice for visitors' changes" });
      const hours = section.getByLabel("Hours before the call");
      await hours.fill("169");
      await section.getByRole("button", { name: "Save the notice" }).click();
      expect(await hours.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true);
      const tooLong = await page.request.post("/admin/blocked-time", {
        form: { intent: "change-notice", hours: "169" },
        headers: { origin: new URL(baseURL!).origin },
      });
      expect(tooLong.status()).toBe(400);
      expect(await tooLong.text()).toContain("A notice can be at most 168 hours (a week).");

      const soon = await bookThroughApi(request, 1, { soon: true });
      const later = await bookThroughApi(request, 6);
      const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const visitorPage = waitingForHydration(await visitor.newPage());

      await visit(visitorPage, soon.managePath);
      await expect(visitorPage.getByText(soon.reference)).toBeVisible();
      await expect(
        visitorPage.getByText(
          "Your call starts in less than 168 hours, so it can no longer be moved or cancelled here. To change it, please reply to your confirmation e-mail.",
        ),
      ).toBeVisible();
      await expect(visitorPage.getByRole("link", { name: "Reschedule" })).toHaveCount(0);
      await expect(visitorPage.getByRole("link", { name: "Cancel the call" })).toHaveCount(0);
      await expectNoAxeViolations(visitorPage);
      // The steps' addresses offer nothing either.
      for (const step of ["?step=cancel", "?step=reschedule"]) {
        await visit(visitorPage, `${soon.managePath}${step}`);
        await expect(visitorPage.getByRole("button", { name: "Yes, cancel the call" })).toHaveCount(0);
        await expect(visitorPage.getByRole("grid")).toHaveCount(0);
      }
      // A cancellation posted anyway is refused with the same words, and the call stays booked.
      const refused = await request.post(soon.managePath, {
        form: { intent: "cancel" },
        headers: { Origin: baseURL! },
      });
      expect(refused.status()).toBe(400);
      expect(await refused.text()).toContain("please reply to your confirmation e-mail");
      expect(await freeSlots(request, soon.date)).not.toContain(soon.time);
      // The confirmation says whom a reply reaches.
      const [confirmation] = (await waitForMails(soon.reference, 2)).filter((mail) => mail.to?.includes(soon.email));
      expect(confirmation!.text).toMatch(/To reach them before the call, reply to this e-mail: it goes to \S+@/);

      // A call weeks ahead: the page states the rule, and its buttons are there.
      await visit(visitorPage, later.managePath);
      await expect(
        visitorPage.getByText("You can move or cancel this call up to 168 hours before it starts."),
      ).toBeVisible();
      await expect(visitorPage.getByRole("link", { name: "Reschedule" })).toBeVisible();
      await expect(visitorPage.getByRole("link", { name: "Cancel the call" })).toBeVisible();
      await visitor.close();
    } finally {
      await setNotice(page, 0);
    }
  });
});
