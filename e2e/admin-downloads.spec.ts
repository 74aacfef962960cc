import { readFile } from "node:fs/promises";

import { expect, expectNoAxeViolations, test } from "./fixtures";
import { applyThroughApi } from "./sample-application";
import { staffState } from "./staff";

/**
 * The back office's files leave only through its own buttons: the browser's
 * own Sec-Fetch-Site decides, so these run in Chromium. A page of another site is played by a
 * route that answers for an address no server has.
 */
const elsewhere = "http://elsewhere.example/";

test.describe("the back office's downloads", () => {
  test.use({ storageState: staffState("admin") });

  test("the back office's own buttons download the enquiries CSV and a resume @one-width", async ({
    page,
    request,
  }) => {
    const { id } = await applyThroughApi(request);

    await page.goto("/admin/enquiries");
    const exporting = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await exporting;
    expect(csv.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await readFile((await csv.path())!, "utf8")).toMatch(/^\uFEFF"[^"]+",/);

    await page.goto(`/admin/applications/${id}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download resume" }).click();
    const resume = await downloading;
    expect(resume.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await resume.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
    await page.reload();
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").first()).toContainText(
      /Downloaded the resume of APP-\w+\./,
    );
  });

  // The page leads back, and nothing is audited: proven for every download in
  // server/cross-site-downloads.web.test.ts, given the headers a browser sends. Here, that Chromium
  // sends them so for a link on another site.
  test("a link on another site is refused with the page saying so, which passes axe @one-width", async ({
    page,
    request,
    baseURL,
  }) => {
    const { id } = await applyThroughApi(request);
    await page.route(`${elsewhere}**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!DOCTYPE html><html lang="en"><title>Win a prize</title><main>
          <a href="${baseURL}/admin/applications/${id}/resume">Your prize</a>
          <a href="${baseURL}/admin/enquiries/export.csv">Your voucher</a></main></html>`,
      }),
    );

    for (const link of ["Your prize", "Your voucher"]) {
      await page.goto(elsewhere);
      const response = page.waitForResponse((answer) => answer.url().startsWith(`${baseURL}/admin/`));
      await page.getByRole("link", { name: link }).click();
      expect((await response).status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Start the download from the back office" })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});
