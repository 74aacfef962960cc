import type { APIRequestContext, Locator } from "@playwright/test";
import { format } from "date-fns";

import { expect, expectAccessibleAtBothWidths, test, visit } from "./fixtures";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

/**
 * A consultant's "Other hours on a date": its times are read whole, and a day off takes no times.
 * The date is far past the calendar's last bookable day, so no other test's times change.
 */
test.use({ storageState: staffState("admin") });

/** The first consultant on the list (the seeded company's own). */
async function aConsultant(request: APIRequestContext): Promise<string> {
  const list = await (await request.get("/admin/consultants")).text();
  return /\/admin\/consultants\/([0-9a-f-]{36})/.exec(list)![1]!;
}

/** A date about two years ahead. */
function farDate(): string {
  const date = new Date(Date.now() + 700 * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * Whether a time field is as wide as it needs to be to show "10:00 AM" whole, rather than "10:00 A":
 * a copy of it beside it at its own width (the browser's, for its time format) is no wider.
 */
const showsWhole = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => {
    const copy = input.cloneNode() as HTMLInputElement;
    copy.style.width = "auto";
    copy.style.display = "inline-block";
    input.after(copy);
    const needed = copy.offsetWidth;
    copy.remove();
    return needed <= input.offsetWidth;
  });

test("a date's other hours show their times whole, and a day off takes no times @one-width", async ({
  page,
  request,
}) => {
  const date = farDate();
  // The date as the page lists it ("Sat 12 Dec").
  const listed = format(new Date(`${date}T12:00:00Z`), "EEE d MMM");
  await visit(page, `/admin/consultants/${await aConsultant(request)}`);
  const dates = page.getByRole("region", { name: "Other hours on a date" });
  const from = dates.getByLabel("From", { exact: true });
  const to = dates.getByLabel("To", { exact: true });

  // A day off, the first choice, has no hours to give.
  await expect(dates.getByRole("radio", { name: "Day off" })).toBeChecked();
  await expect(from).toBeDisabled();
  await expect(to).toBeDisabled();
  await dates.getByRole("radio", { name: "Other hours" }).check();
  await expect(from).toBeEnabled();
  await expect(to).toBeEnabled();
  await expect(from).toHaveValue("10:00");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await showsWhole(from), `From whole at ${width} px`).toBe(true);
    expect(await showsWhole(to), `To whole at ${width} px`).toBe(true);
  }
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "consultant-other-hours");

  // Back to a day off: the times are off again, and not sent.
  await dates.getByRole("radio", { name: "Day off" }).check();
  await expect(from).toBeDisabled();
  await expect(to).toBeDisabled();
  await dates.getByLabel(/^Date/).fill(date);
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await dates.getByRole("button", { name: "Save the date" }).click();
  const sent = new URLSearchParams((await posted).postData() ?? "");
  expect([...sent.keys()].sort()).toEqual(["date", "intent", "kind"]);
  await expect(page.getByRole("status")).toContainText("The date's hours are saved.");
  const saved = dates.getByRole("listitem").filter({ hasText: listed });
  await expect(saved).toContainText(`${listed}: Day off`);
  await expect(from).toBeDisabled();

  // Other hours on the same date replace the day off; the times are sent and kept.
  await dates.getByRole("radio", { name: "Other hours" }).check();
  await dates.getByLabel(/^Date/).fill(date);
  await from.fill("11:00");
  await to.fill("15:00");
  await dates.getByRole("button", { name: "Save the date" }).click();
  await expect(page.getByRole("status")).toContainText("The date's hours are saved.");
  await expect(saved).toContainText(`${listed}: 11:00–15:00`);
  await saved.getByRole("button", { name: "Usual hours" }).click();
  await expect(page.getByRole("status")).toContainText("The date has its usual hours again.");
  await expect(saved).toHaveCount(0);
});
