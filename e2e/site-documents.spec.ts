import type { Browser } from "@playwright/test";

import { seedServices } from "../server/db/seed-services";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { staffState } from "./staff";

/** A visitor's own browser: no staff session. */
const visitorPage = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

const erp = seedServices.find((service) => service.slug === "erp")!;

test.describe("the case studies and the About pages in the back office", () => {
  test.use({ storageState: staffState("editor") });

  test("an editor changes the ERP case study, previews the draft, publishes it, and restores the site's text @one-width", async ({
    browser,
    page,
  }) => {
    const changed = `We roll out ERP one plant at a time, starting with the stores ${Date.now()}.`;
    const visitor = await visitorPage(browser);

    await page.goto("/admin");
    await page.getByRole("link", { name: "Pages" }).first().click();
    await expect(page.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole("region", { name: "Services' case studies" })
      .getByRole("link", { name: "ERP", exact: true })
      .click();
    await expect(page.getByRole("heading", { name: "The ERP case study", level: 1 })).toBeVisible();
    await waitForHydration(page);

    // A field left empty: its message beside it, nothing saved, and what was typed stays.
    const process = page.getByRole("group", { name: "Process", exact: true });
    await process.getByRole("textbox", { name: "Introduction" }).fill(changed);
    const header = page.getByRole("group", { name: "Header", exact: true });
    await header.getByRole("textbox", { name: "Tagline" }).fill("");
    await header.getByRole("textbox", { name: "Tagline" }).evaluate((input) => input.removeAttribute("required"));
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("One field needs a change before the draft can be saved")).toBeVisible();
    await expect(header.getByText("Please enter the tagline.")).toBeVisible();
    await expect(process.getByRole("textbox", { name: "Introduction" })).toHaveValue(changed);
    await expectNoAxeViolations(page);

    await header.getByRole("textbox", { name: "Tagline" }).fill(erp.header.tagline);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved. Visitors see it once you publish it.")).toBeVisible();
    await expect(page.getByText("Unpublished changes")).toBeVisible();

    // Visitors still read the published text.
    await visitor.goto("/case-study/erp");
    await expect(visitor.getByText(erp.process.description)).toBeVisible();

    await page.getByRole("link", { name: "Preview the draft" }).click();
    await expect(page.getByText("Preview of the draft: visitors do not see it until you publish it.")).toBeVisible();
    await expect(page.getByRole("heading", { name: erp.header.tagline, level: 1 })).toBeVisible();
    await expect(page.getByText(changed)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Back to the editor" }).first().click();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: /case-study/erp shows it now.")).toBeVisible();
    await visitor.goto("/case-study/erp");
    await expect(visitor.getByText(changed)).toBeVisible();

    // Revision 1 is the site's own text: restored as the draft, then published again.
    const revisions = page.getByRole("region", { name: "Revisions" });
    await expect(revisions.getByRole("listitem")).toHaveCount(2);
    await revisions.getByRole("button", { name: "Restore revision 1" }).click();
    await expect(page.getByText("The revision's text is the draft now, saved as a new revision.")).toBeVisible();
    await expect(process.getByRole("textbox", { name: "Introduction" })).toHaveValue(erp.process.description);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: /case-study/erp shows it now.")).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(
      history.getByText("Restored revision 1 of the ERP case study as the draft (now revision 3)."),
    ).toBeVisible();
    await expect(history.getByText("Published the ERP case study.")).toHaveCount(2);

    await visitor.goto("/case-study/erp");
    await expect(visitor.getByText(erp.process.description)).toBeVisible();
    await expect(visitor.getByText(changed)).toHaveCount(0);
    await visitor.close();
  });

  test(
    "the team's form refuses a profile address that is not the network's",
    { tag: "@one-width" },
    async ({ page }) => {
      await page.goto("/admin/pages/team/team");
      await expect(page.getByRole("heading", { name: "The team", level: 1 })).toBeVisible();
      await waitForHydration(page);
      const person = page.getByRole("group", { name: "Person 2" });
      await person.getByRole("textbox", { name: "X profile" }).fill("https://example.com/priya");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(
        person.getByText("Please enter the full address of the X profile, starting with https://."),
      ).toBeVisible();
      await expect(page.getByText("Published", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});
