import { indiaInstant } from "../domain/bookings/blocked-time";
import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { documentFormOf, leavesOf, valueAt } from "../domain/content/document-form";
import { projectDocumentOf } from "../domain/content/portfolio-projects";
import { seedProjects } from "../server/db/seed-projects";
import { seedServices } from "../server/db/seed-services";
import type { Browser } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { ownServerOfTheseTests } from "./own-server";
import { scheduleForTenInIndia } from "./scheduling";

const crm = seedServices.find((service) => service.slug === "crm")!;

/**
 * Pages that change what every visitor sees, on a server of their own: no other
 * test's portfolio gains a project, and its clock, moved by the second test, is no other's.
 */
test.describe("publishing the site's pages @one-width", () => {
  test.describe.configure({ mode: "serial" });
  const server = ownServerOfTheseTests({ accounts: [["pages", "editor"]], clockOffsetSeconds: 0 });
  const url = (path: string) => `${server.origin}${path}`;
  const visitorPage = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

  test("an editor adds a project: fills its form, saves the draft, previews it and publishes it to the portfolio", async ({
    browser,
    page,
  }) => {
    const project = {
      ...projectDocumentOf(seedProjects[0]!),
      card: { ...projectDocumentOf(seedProjects[0]!).card, title: "Chai Point's ordering app" },
      challenge: "Orders came by phone at lunch, and half of them were wrong.",
    };
    await server.signIn(page, "pages", "jasmine-ledger-harbour-34");
    await page.goto(url("/admin/pages"));
    await page.getByRole("link", { name: "New project" }).click();
    await expect(page.getByRole("heading", { name: "New project", level: 1 })).toBeVisible();
    await waitForHydration(page);

    await page.getByRole("textbox", { name: "Address" }).fill("chai-point-app");
    // Every field of the form, each by its name (its path in the project's text).
    for (const field of leavesOf(documentFormOf("project"))) {
      const input = page.locator(`[name="${field.path}"]`);
      const value = valueAt(project, field.path);
      if (field.type === "choice") await input.selectOption(value);
      else await input.fill(value);
    }
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Project saved as a draft.")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "The project “Chai Point's ordering app”", level: 1 }),
    ).toBeVisible();
    await expect(page.getByText("Not on the site", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const visitor = await visitorPage(browser);
    expect((await server.get("/portfolio?project=chai-point-app")).status).toBe(404);

    await page.getByRole("link", { name: "Preview the draft" }).click();
    await expect(page.getByRole("heading", { name: "Revamping Chai Point's ordering app", level: 1 })).toBeVisible();
    await expect(page.getByText(project.challenge)).toBeVisible();
    await page.getByRole("link", { name: "Back to the editor" }).first().click();

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: /portfolio?project=chai-point-app shows it now.")).toBeVisible();
    await visitor.goto(url("/portfolio?project=chai-point-app"));
    await expect(visitor.getByRole("heading", { name: "Revamping Chai Point's ordering app", level: 1 })).toBeVisible();
    await expect(visitor.getByText(project.challenge)).toBeVisible();
    await visitor.close();
  });

  test("a scheduled case study goes on its page at its time in India, not before", async ({ page }) => {
    const day = shiftDate(indiaDateOf(new Date()), 1);
    const tagline = "Every lead, every call, one screen";

    await server.signIn(page, "pages", "jasmine-ledger-harbour-34");
    await page.goto(url("/admin/pages/service/crm"));
    await waitForHydration(page);
    await page
      .getByRole("group", { name: "Header", exact: true })
      .getByRole("textbox", { name: "Tagline" })
      .fill(tagline);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();

    await scheduleForTenInIndia(page, page, day, "Scheduled: /case-study/crm shows it from its time on.");
    await expect(page.getByRole("button", { name: "Call off the schedule" })).toBeVisible();
    await expectNoAxeViolations(page);
    // It opens on its own time, which can be moved: 10:30, then back to 10:00.
    await expect(page.getByRole("textbox", { name: "Day" })).toHaveValue(day);
    await page.getByLabel("Time (India)").fill("10:30");
    await page.getByRole("button", { name: "Change the publish time" }).click();
    await expect(page.getByText(/Scheduled for .*10:30 AM \(India\)/)).toBeVisible();
    await expect(page.getByLabel("Time (India)")).toHaveValue("10:30");
    await page.getByLabel("Time (India)").fill("10:00");
    await page.getByRole("button", { name: "Change the publish time" }).click();
    await expect(page.getByText(/Scheduled for .*10:00 AM \(India\)/)).toBeVisible();

    const shows = async () => {
      const html = (await server.get("/case-study/crm")).text;
      return html.includes(tagline) ? "scheduled" : html.includes(crm.header.tagline) ? "published" : "neither";
    };
    expect(await shows()).toBe("published");

    // A minute before its time: still the old text, from the page kept since.
    await server.moveClockTo(indiaInstant(day, "09:59"));
    expect(await shows()).toBe("published");

    await server.moveClockTo(indiaInstant(day, "10:00"));
    await expect.poll(shows, { timeout: 10_000 }).toBe("scheduled");

    // A day later the session has lapsed: signed in again, the editor finds the text published.
    await server.signIn(page, "pages", "jasmine-ledger-harbour-34");
    await page.goto(url("/admin/pages/service/crm"));
    await expect(page.getByText("Published", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Call off the schedule" })).toHaveCount(0);
  });
});
