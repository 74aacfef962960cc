import type { Locator, Page } from "@playwright/test";

import { indiaInstant } from "../domain/bookings/blocked-time";
import { indiaDateOf, shiftDate, type IsoDate } from "../domain/time/india-dates";
import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { keepScreenshotsAtBothWidths } from "./screenshots";

/**
 * A consultant who is not in sales: their call's page leads back to their own
 * calls, not to the bookings desk they may not open; they say what became of the call on the call
 * itself and change it later, each change in its history; and the team's week shows the visitor's
 * name in the call's block, and the rest when the block has focus.
 *
 * On a server of its own, whose clock the test moves past the call's start.
 */
test.describe("a consultant's own call @one-width", () => {
  test.describe.configure({ mode: "serial" });

  let server: OwnServer;
  let day: IsoDate;
  const password = "monsoon-ledger-harbour-58";
  const url = (path: string) => `${server.origin}${path}`;
  const call = { id: "", reference: "" };
  let callDate: IsoDate;

  test.beforeAll(async () => {
    // The next 08:40 in India: the day's calls are all ahead.
    day = indiaDateOf(new Date());
    if (indiaInstant(day, "08:40").getTime() <= Date.now()) day = shiftDate(day, 1);
    server = await startOwnServer({
      accounts: [
        ["lead", "sales"],
        ["ekta", "editor"],
      ],
      clockOffsetSeconds: (indiaInstant(day, "08:40").getTime() - Date.now()) / 1000,
    });
  });
  test.afterAll(() => server?.stop());

  async function open(page: Page, path: string, heading: string | RegExp) {
    await page.goto(url(path));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  }

  /** The value beside a label on a booking's page. */
  const detail = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

  /** Whether `text` inside `block` is drawn whole within the block's box (which clips what overflows). */
  const shownWhole = (block: Locator, text: string) =>
    block.evaluate((element, wanted) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(wanted);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        const box = element.getBoundingClientRect();
        const drawn = [...range.getClientRects()];
        const hidden = getComputedStyle(node.parentElement!).clip !== "auto" || drawn.every((rect) => rect.width < 1);
        return (
          !hidden &&
          drawn.every(
            (rect) =>
              rect.top >= box.top - 0.5 &&
              rect.bottom <= box.bottom + 0.5 &&
              rect.left >= box.left - 0.5 &&
              rect.right <= box.right + 0.5,
          )
        );
      }
      return false;
    }, text);

  test("sales makes an editor a consultant, and a visitor books her", async ({ page }) => {
    await server.signIn(page, "lead", password);
    await open(page, "/admin/consultants", "Consultants");
    await page.getByLabel("Staff account").selectOption({ label: "E2E ekta (ekta.e2e@nexoratech.in)" });
    await page.getByRole("button", { name: "Add as consultant" }).click();
    await expect(page.getByRole("heading", { name: "E2E ekta", level: 1 })).toBeVisible();
    const ektaSlug = await page.getByRole("textbox", { name: /^Page link name/ }).inputValue();

    const dates: IsoDate[] = (await (await page.request.get(url("/demo/dates"))).json()).data.bookableDates;
    callDate = dates[0]!;
    const slots: string[] = (await (await page.request.get(url(`/demo/slots/${callDate}?with=${ektaSlug}`))).json())
      .data.availableSlots;
    const booked = await page.request.post(url("/demo/book"), {
      headers: { origin: server.origin },
      data: {
        firstName: "Rohan",
        lastName: "Das",
        email: uniqueEmail("own-call"),
        phone: "+91 98765 43210",
        domain: "Hosting",
        date: callDate,
        time: slots[0],
        consultant: ektaSlug,
      },
    });
    expect(booked.status()).toBe(201);
    const { data } = (await booked.json()) as { data: { id: string; reference: string } };
    Object.assign(call, data);
  });

  test("the editor's call leads back to their own calls, not to a desk they may not open", async ({ page }) => {
    await server.signIn(page, "ekta", password);
    await page
      .getByRole("listitem")
      .filter({ hasText: call.reference })
      .getByRole("link", { name: "Rohan Das" })
      .click();
    await expect(page.getByRole("heading", { name: `Demo call ${call.reference}`, level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "All bookings" })).toHaveCount(0);
    // Not begun: nothing became of it yet.
    await expect(page.getByRole("heading", { name: "How did it go?" })).toHaveCount(0);
    const back = page.getByRole("link", { name: "My calls" });
    await back.click();
    await expect(page.getByRole("heading", { name: "Welcome, E2E ekta", level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "My calls" })).toContainText(call.reference);
  });

  test("once the call has begun, the editor says on the call what became of it, and changes it later", async ({
    page,
  }) => {
    // The next morning: the call is over, and the editor's session with it.
    await server.moveClockTo(indiaInstant(shiftDate(callDate, 1), "08:40"));
    await server.signIn(page, "ekta", password);
    await open(page, `/admin/bookings/${call.id}`, `Demo call ${call.reference}`);
    const outcome = page.getByRole("region", { name: "How did it go?" });
    const choice = outcome.getByRole("combobox", { name: "Outcome of the call with Rohan Das" });

    await choice.selectOption({ label: "No-show by the visitor" });
    await outcome.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("The call's outcome is saved.");
    await expect(detail(page, "Outcome")).toHaveText("No-show by the visitor");
    await expect(choice).toHaveValue("no-show");

    // The visitor had joined late after all: said again, the outcome is the new one, and both are in the history.
    await choice.selectOption({ label: "Held" });
    await outcome.getByRole("button", { name: "Save" }).click();
    await expect(detail(page, "Outcome")).toHaveText("Held");
    const history = page.getByRole("region", { name: "History" });
    const said = history.getByRole("listitem").filter({ hasText: "ekta.e2e@nexoratech.in" });
    await expect(said).toHaveCount(2);
    await expect(said.filter({ hasText: `${call.reference}` }).filter({ hasText: /: Held$/ })).toHaveCount(1);
    await expect(said.filter({ hasText: /: No-show by the visitor$/ })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    await keepScreenshotsAtBothWidths(page, "consultant-own-call-outcome");

    // Nothing the form does not offer is kept.
    const refused = await page.request.post(url(`/admin/bookings/${call.id}`), {
      headers: { origin: server.origin },
      form: { intent: "outcome", outcome: "maybe" },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Please choose what became of the call.");
    await page.reload();
    await expect(detail(page, "Outcome")).toHaveText("Held");

    // Overview no longer asks about it.
    await open(page, "/admin", "Welcome, E2E ekta");
    await expect(page.getByRole("heading", { name: "How did they go?" })).toHaveCount(0);
  });

  test("the team's week shows the visitor's name in the call's block, and the rest on focus", async ({ page }) => {
    await server.signIn(page, "lead", password);
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, `/admin/consultants/week?week=${callDate}`, "The team’s week");
    const block = page.getByRole("link", { name: new RegExp(`Call with Rohan Das.*${call.reference}`) });
    await expect(block).toBeVisible();
    expect(await shownWhole(block, "Rohan Das"), "the visitor's name is drawn in the block").toBe(true);
    expect(await shownWhole(block, call.reference), "the reference waits for focus").toBe(false);
    await block.focus();
    await expect.poll(() => shownWhole(block, call.reference), { message: "the reference on focus" }).toBe(true);
    expect(await shownWhole(block, "Rohan Das")).toBe(true);
    await expectNoAxeViolations(page);
    await keepScreenshotsAtBothWidths(page, "consultant-own-call-team-week");
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(block).toBeVisible();
    expect(await shownWhole(block, "Rohan Das")).toBe(true);
    await expectNoAxeViolations(page);
  });
});
