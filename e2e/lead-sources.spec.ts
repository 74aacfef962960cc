import {
  expect,
  expectAccessibleAtBothWidths,
  test,
  uniqueEmail,
  visit,
  waitForHydration,
  waitingForHydration,
} from "./fixtures";
import { staffState } from "./staff";
import { keepScreenshot } from "./screenshots";

// Where a lead came from: an enquiry sent after landing from a campaign link
// shows its source, campaign, landing page and the pages seen on its own page, and counts under
// that source on the sales dashboard.

/** A desktop Chrome of this test's own: headless browsers are not counted, and the key is the day's address and browser. */
const visitorAgent = (stamp: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.${stamp}`;

test.describe("where a lead came from", () => {
  test.use({ storageState: staffState("sales") });

  test("an enquiry from a campaign link shows its visit on its page and counts under its source @one-width", async ({
    browser,
    page,
  }) => {
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const source = `autumn-mail-${stamp}`;
    const email = uniqueEmail("lead-source");
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      userAgent: visitorAgent(stamp),
    });
    const visitor = waitingForHydration(await context.newPage());
    await visit(visitor, `/services?utm_source=${source}&utm_medium=email&utm_campaign=autumn-offer`);
    await visit(visitor, "/contactUs");
    await visitor.getByRole("textbox", { name: "First name", exact: true }).fill("Meera");
    await visitor.getByRole("textbox", { name: "Last name", exact: true }).fill(`Source ${stamp}`);
    await visitor.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await visitor.getByRole("textbox", { name: "Message", exact: true }).fill("Your autumn offer: tell us more.");
    await visitor.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
    // A second enquiry from the same visit: two enquiries, still one visit that sent one.
    await visitor.getByRole("dialog", { name: "Thank You!" }).getByRole("button", { name: "Close" }).click();
    await visitor.getByRole("textbox", { name: "First name", exact: true }).fill("Meera");
    await visitor.getByRole("textbox", { name: "Last name", exact: true }).fill(`Source ${stamp}`);
    await visitor.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await visitor.getByRole("textbox", { name: "Message", exact: true }).fill("And a second question.");
    await visitor.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
    await context.close();

    await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
    // Either of the two: they came from the same visit.
    await page
      .getByRole("link", { name: `Meera Source ${stamp}` })
      .first()
      .click();
    await expect(page.getByRole("heading", { name: `Meera Source ${stamp}`, level: 1 })).toBeVisible();
    await waitForHydration(page);
    const touch = page.getByRole("region", { name: "Where they came from" });
    await expect(touch.getByText(`Counted under ${source} in the reports.`)).toBeVisible();
    const details = touch.getByRole("definition");
    for (const value of [source, "email", "autumn-offer", "/services"])
      await expect(details.getByText(value, { exact: true })).toBeVisible();
    await expect(touch.getByRole("list").getByRole("listitem")).toHaveText(["/services", "/contactUs"]);
    await expectAccessibleAtBothWidths(page);
    await keepScreenshot(page, { path: test.info().outputPath("lead-sources-enquiry-375.png"), fullPage: true });

    await page.goto("/admin/sales");
    await waitForHydration(page);
    const chart = page.getByRole("region", { name: "Enquiries and calls beside visits, by source", exact: true });
    await expect(chart.getByRole("img", { name: /^Enquiries and calls beside visits, by source:/ })).toBeVisible();
    await expect(chart.getByText(/divided by all the visits from the source/)).toBeVisible();
    await chart.getByText("Show the numbers").click();
    const table = chart.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText([
      "Source",
      "Visits",
      "Enquiries",
      "Visits with an enquiry",
      "Calls booked",
      "Visits that booked a call",
    ]);
    const row = table.getByRole("row", { name: new RegExp(`^${source} `) });
    // The dashboard rolls up what changed before it reads: the visit and its enquiries count at once.
    // Two enquiries from one visit: the share is of visits, 100% at most, not 200%.
    await expect(row.getByRole("cell")).toHaveText(["1", "2", "1 · 100.0%", "0", "0 · 0.0%"]);
    await expect(
      page.getByRole("region", { name: "Enquiries and calls beside visits, by landing page" }),
    ).toBeVisible();
    await keepScreenshot(page, { path: test.info().outputPath("lead-sources-dashboard-375.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, { path: test.info().outputPath("lead-sources-dashboard-1280.png"), fullPage: true });
  });
});
