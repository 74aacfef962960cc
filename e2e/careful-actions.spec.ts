import type { Page } from "@playwright/test";

import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { staffState } from "./staff";

/** The JSON-LD blocks of the page, parsed. */
const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>));

/**
 * Nothing published by surprise: a time already past is a question before anything is published,
 * and a duplicated job takes an address of its own, its old one answering 301 (decision 042).
 */
test.describe("the editors' desk asks first @one-width", () => {
  test.use({ storageState: staffState("editor") });

  test("a post scheduled for a time already past asks whether to publish it now, and nothing changes until then", async ({
    page,
  }) => {
    const title = `Notes from yesterday ${Date.now()}`;
    const yesterday = shiftDate(indiaDateOf(new Date()), -1);

    await page.goto("/admin/blog/new");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("Written late.");
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("It should have gone out yesterday.");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Management");
    await page.getByRole("textbox", { name: "Author", exact: true }).fill("Priya Nair");
    // Featured: the Another topic grid, whose posts another test counts, stays as the seed made it.
    await page.getByRole("checkbox", { name: /^Featured/ }).check();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    const editor = page.url();

    const publishing = page.getByRole("region", { name: "Publishing" });
    const scheduleYesterday = async () => {
      await publishing.getByRole("radio", { name: /^At a day and time/ }).check();
      await publishing.getByRole("textbox", { name: "Day" }).fill(yesterday);
      await publishing.getByLabel("Time (India)").fill("10:00");
      await publishing.getByRole("button", { name: "Publish", exact: true }).click();
    };
    const question = page.getByRole("alert").filter({ hasText: "has already passed" });

    await scheduleYesterday();
    await expect(question).toContainText(/10:00 AM \(India\) has already passed/);
    await expect(question).toContainText("Nothing has changed yet.");
    await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // "Choose another time": the question steps aside, and the day is there to change.
    await question.getByRole("link", { name: "Choose another time" }).click();
    await expect(question).toHaveCount(0);
    await expect(publishing.getByRole("textbox", { name: "Day" })).toBeFocused();
    await expect(publishing.getByRole("textbox", { name: "Day" })).toHaveValue(yesterday);

    // Still a draft on the list: nothing was published.
    await page.goto("/admin/blog");
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("Draft: visitors do not see it.");

    await page.goto(editor);
    await waitForHydration(page);
    await scheduleYesterday();
    await question.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Published: the post is on the blog")).toBeVisible();

    await page.goto("/admin/blog");
    await expect(row).toContainText(/Published \d+ \w+ \d{4}, \d+:\d\d [AP]M \(India\)/);
    await expect(row).not.toContainText("Changed since publishing");
    await expectNoAxeViolations(page);

    // Off the site again, so the blog stays as the seed made it for the other tests.
    await page.goto(editor);
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("The post is a draft again")).toBeVisible();
  });
});

test.describe("a job's own address @one-width", () => {
  test.use({ storageState: staffState("recruiter") });

  test("a duplicated job renamed for another role: its old address answers 301 to the new one", async ({
    page,
    request,
  }) => {
    const [original] = (await (await request.get("/api/jobs")).json()) as { id: string }[];
    await page.goto(`/admin/jobs/${original!.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByText("This is a new draft with the copied job's text.")).toBeVisible();
    const copy = new URL(page.url()).pathname.split("/").pop()!;
    expect(copy).toMatch(new RegExp(`^${original!.id}-\\d+$`));

    const address = page.getByRole("region", { name: "Public address" });
    const field = address.getByRole("textbox", { name: /^Address/ });
    await expect(field).toHaveValue(copy);

    // Not an address: said beside the field, and nothing moves.
    await field.fill("Content Designer!");
    await address.getByRole("button", { name: "Change the address" }).click();
    await expect(field).toHaveAccessibleDescription("Use lower-case letters, digits and single dashes.");
    // Another job's address is refused too.
    await field.fill(original!.id);
    await address.getByRole("button", { name: "Change the address" }).click();
    await expect(field).toHaveAccessibleDescription(/^Another job has the address/);
    expect(new URL(page.url()).pathname).toBe(`/admin/jobs/${copy}`);
    await expectNoAxeViolations(page);

    const renamed = `content-designer-${Date.now()}`;
    await field.fill(renamed);
    await address.getByRole("button", { name: "Change the address" }).click();
    await expect(page.getByText(`The job's address is now /career/apply/${renamed}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/jobs/${renamed}$`));
    await page.getByRole("button", { name: "Open job" }).click();
    await expect(page.getByText("The job is open")).toBeVisible();

    // The old address, its query kept (a job board's link), and the API's.
    const old = await request.get(`/career/apply/${copy}?source=indeed`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()["location"]).toBe(`/career/apply/${renamed}?source=indeed`);
    const api = await request.get(`/api/jobs/${copy}`, { maxRedirects: 0 });
    expect(api.status()).toBe(301);
    expect(api.headers()["location"]).toBe(`/api/jobs/${renamed}`);

    await page.goto(`/career/apply/${copy}`);
    await expect(page).toHaveURL(new RegExp(`/career/apply/${renamed}$`));
    const posting = (await structuredData(page)).find((block) => block["@type"] === "JobPosting");
    expect(String(posting?.url)).toMatch(new RegExp(`/career/apply/${renamed}$`));

    // Leave the board as it was: the copy goes off it.
    await page.goto(`/admin/jobs/${renamed}`);
    await page.getByRole("button", { name: "Close job" }).click();
    await expect(page.getByText("The job is closed")).toBeVisible();
  });
});
