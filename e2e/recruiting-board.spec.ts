import type { Locator, Page } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail } from "./fixtures";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { mailsMentioning } from "./mailbox";
import { applyThroughApi } from "./sample-application";
import { staffState } from "./staff";

// A job the other browser tests leave alone, so its board's newest cards are this test's.
const job = seedJobs.at(-1)!;

const column = (page: Page, stage: string) => page.getByRole("region", { name: new RegExp(`^${stage}\\b`) });
const card = (where: Page | Locator, name: string) => where.getByRole("listitem").filter({ hasText: name });

/** Waits for a move sent in the background to be answered and the board read again, before the next. */
const moved = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === "GET" && /\/board\.data/.test(response.url()));

/**
 * Drags a card by its handle onto a column, as a mouse does: pressed, moved in steps, released; by
 * default in the column's middle, or `justInside` its left edge, the card hanging over the column before.
 * Released halfway down the part of the column on screen: with many cards the handle scrolled into
 * view can leave the column's top above the screen, where a pointer drops on nothing.
 */
async function drag(page: Page, name: string, to: Locator, { justInside = false } = {}) {
  const handle = page.getByRole("button", { name: `Move ${name}`, exact: true });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const target = (await to.boundingBox())!;
  const onScreen = {
    top: Math.max(target.y, 0),
    bottom: Math.min(target.y + target.height, page.viewportSize()!.height),
  };
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 10, { steps: 4 });
  await page.mouse.move(justInside ? target.x + 8 : target.x + target.width / 2, (onScreen.top + onScreen.bottom) / 2, {
    steps: 12,
  });
  await page.mouse.up();
}

/** What dnd-kit's live region last told a screen reader. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

test.describe("the board", () => {
  test.use({ storageState: staffState("recruiter") });

  test("a recruiter drags and keys cards along, tags and filters them, and rejects them in bulk with a reason and the e-mail @desktop-only", async ({
    page,
    request,
  }) => {
    const run = Date.now();
    const [asha, ben, chitra] = ["Asha", "Ben", "Chitra"].map((first) => `${first} Board ${run}`);
    const emails = new Map<string, string>();
    const ids = new Map<string, string>();
    for (const fullName of [asha!, ben!, chitra!]) {
      emails.set(fullName, uniqueEmail(fullName.split(" ")[0]!.toLowerCase()));
      const { id } = await applyThroughApi(request, { jobId: job.id, fullName, email: emails.get(fullName)! });
      ids.set(fullName, id);
    }

    await page.goto(`/admin/jobs/${job.id}/board`);
    await expect(page.getByRole("heading", { name: `Board: ${job.title}`, level: 1 })).toBeVisible();
    for (const name of [asha!, ben!, chitra!]) await expect(card(column(page, "New"), name)).toBeVisible();
    // Every stage is on a 1280 px screen, Rejected too, and each handle is a 24 px target.
    for (const stage of ["New", "Screening", "Interview", "Offer", "Hired", "Rejected"]) {
      const { x, width } = (await column(page, stage).boundingBox())!;
      expect(x + width, `${stage}'s right edge`).toBeLessThanOrEqual(1280);
    }
    const handleBox = (await page.getByRole("button", { name: `Move ${asha}`, exact: true }).boundingBox())!;
    expect(Math.min(handleBox.width, handleBox.height), "the handle's size").toBeGreaterThanOrEqual(24);

    // By mouse: Asha dropped just inside Screening's edge lands there, and a screen reader hears it.
    let settled = moved(page);
    await drag(page, asha!, column(page, "Screening"), { justInside: true });
    await expect(card(column(page, "Screening"), asha!)).toBeVisible();
    await expect(announced(page)).toHaveText(`${asha} was moved to Screening.`);
    await settled;
    // A drop just inside Rejected is no rejection, and says why.
    await drag(page, chitra!, column(page, "Rejected"), { justInside: true });
    await expect(page.getByRole("alert")).toHaveText(
      `${chitra} was not rejected: a rejection asks for a reason. Tick the card and choose one above.`,
    );
    await expect(card(column(page, "New"), chitra!)).toBeVisible();

    // By keyboard: one press a stage, the focus staying on the card's handle.
    const handle = page.getByRole("button", { name: `Move ${ben}`, exact: true });
    await handle.focus();
    settled = moved(page);
    await page.keyboard.press("ArrowRight");
    await expect(card(column(page, "Screening"), ben!)).toBeVisible();
    await expect(page.getByRole("button", { name: `Move ${ben}`, exact: true })).toBeFocused();
    // Focused again in its new column, the handle is heard with the stage.
    await expect(page.getByRole("button", { name: `Move ${ben}`, exact: true })).toHaveAccessibleDescription(
      /^Screening\b/,
    );
    await settled;
    settled = moved(page);
    await page.keyboard.press("ArrowRight");
    await expect(card(column(page, "Interview"), ben!)).toBeVisible();
    await settled;
    await page.reload();
    await expect(card(column(page, "Screening"), asha!)).toBeVisible();
    await expect(card(column(page, "Interview"), ben!)).toBeVisible();

    // Tagged together, then the board and the list filtered by the tag.
    const tag = `batch ${run}`;
    const bulk = page.getByRole("form", { name: /With the ticked applications/ });
    for (const name of [asha!, ben!]) await page.getByRole("checkbox", { name: `Tick ${name}` }).check();
    await expect(bulk).toContainText("2 ticked");
    await bulk.getByRole("textbox", { name: "Tag" }).fill(tag);
    await bulk.getByRole("button", { name: "Add tag" }).click();
    await expect(page.getByText("Tagged.")).toBeVisible();
    const filter = page.getByRole("search", { name: "Filter the board" });
    await filter.getByRole("combobox", { name: "Tag" }).selectOption(tag);
    await filter.getByRole("button", { name: "Filter" }).click();
    await expect(card(page, asha!)).toBeVisible();
    await expect(card(page, ben!)).toBeVisible();
    await expect(card(page, chitra!)).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);

    // Both rejected at once, for a reason from the list: asked first, with the count and the e-mail.
    for (const name of [asha!, ben!]) await page.getByRole("checkbox", { name: `Tick ${name}` }).check();
    await bulk.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText("Please choose a reason.")).toBeVisible();
    for (const name of [asha!, ben!]) await page.getByRole("checkbox", { name: `Tick ${name}` }).check();
    await bulk.getByRole("combobox", { name: "Reject for" }).selectOption("Position filled");
    await bulk.getByRole("button", { name: "Reject" }).click();
    const confirmation = page.getByRole("region", { name: "Reject 2 applications?" });
    await expect(confirmation.getByRole("heading")).toBeFocused();
    await expect(confirmation).toContainText("2 applications move to Rejected for “Position filled”.");
    await expect(confirmation).toContainText("The e-mails wait 5 minutes before they leave");
    // Nothing changed yet.
    await expect(card(column(page, "Screening"), asha!)).toBeVisible();
    await expect(card(column(page, "Interview"), ben!)).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "bulk-rejection-confirmation");
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirmation.getByRole("button", { name: "Reject 2 applications and e-mail them" }).click();
    await expect(page.getByText("Rejected. Any e-mails leave in 5 minutes; until then you can undo it.")).toBeVisible();
    for (const name of [asha!, ben!]) await expect(card(column(page, "Rejected"), name)).toBeVisible();
    // Nothing is ticked any more, and the count says so.
    await expect(bulk).not.toContainText(/\d+ ticked/);
    for (const name of [asha!, ben!])
      await expect(page.getByRole("checkbox", { name: `Tick ${name}` })).not.toBeChecked();
    await keepScreenshotsAtBothWidths(page, "bulk-rejection-undo");
    await page.setViewportSize({ width: 1280, height: 800 });

    // Undone within the few minutes: each back where it was, and no rejection e-mail left.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText("Undone: each is back in the stage it was rejected from")).toBeVisible();
    await expect(card(column(page, "Screening"), asha!)).toBeVisible();
    await expect(card(column(page, "Interview"), ben!)).toBeVisible();
    await page.goto(`/admin/applications/${ids.get(asha!)}`);
    await expect(
      page.getByText(/Undid the rejection of .*: back to Screening, its e-mail withdrawn before it left\./),
    ).toBeVisible();
    for (const name of [asha!, ben!])
      expect(
        mailsMentioning(name).filter(
          (mail) => mail.to?.includes(emails.get(name)!) && !mail.subject?.startsWith("We received"),
        ),
      ).toEqual([]);

    await page.goto(`/admin/applications?job=${job.id}&tag=${encodeURIComponent(tag)}`);
    await expect(page.getByRole("link", { name: asha })).toBeVisible();
    await expect(page.getByRole("link", { name: chitra })).toHaveCount(0);
  });
});
