import { readFile } from "node:fs/promises";

import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, waitForHydration } from "./fixtures";
import { staffState } from "./staff";
import { keepScreenshotsAtBothWidths } from "./screenshots";

/**
 * A list from an event brought into the sales desk: uploaded, its columns
 * mapped, checked in a dry run that refuses a row without an address, imported with its progress
 * shown, the refused row downloaded, and the new contacts in the list as imported from the file.
 */

test.describe("contact lists imported", () => {
  test.use({ storageState: staffState("sales") });

  test("sales uploads a list, checks it, imports it and finds the new contacts @one-width", async ({ page }) => {
    const priya = uniqueEmail("priya");
    const arjun = uniqueEmail("arjun");
    const fileName = `expo-${Date.now()}.csv`;
    // As Excel's "CSV UTF-8" saves it: a byte order mark, CRLF lines, a formula left in a cell.
    const list =
      "\uFEFFE-mail,First Name,Last Name,Organisation\r\n" +
      `${priya},Priya,Nair,Lotus Clinics\r\n` +
      `${arjun},Arjun,Mehta,"=HYPERLINK(""http://example.com"",""Site"")"\r\n` +
      ",Walk-in,Visitor,No card\r\n";

    await page.goto("/admin/contacts");
    await page.getByRole("link", { name: "Import contacts" }).click();
    await expect(page.getByRole("heading", { name: "Import contacts", level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "contact-import-upload");

    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(list) });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("heading", { name: fileName, level: 1 })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Uploaded.");
    // The columns' fields guessed from the header.
    await expect(page.getByRole("combobox", { name: /^E-mail/ })).toHaveValue("email");
    await expect(page.getByRole("combobox", { name: /^Organisation/ })).toHaveValue("company");
    await expect(page.getByRole("combobox", { name: "New contacts go to" })).toHaveValue("");
    await expect(page.getByRole("region", { name: "The file's first rows" })).toContainText("Lotus Clinics");
    await waitForHydration(page);
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "contact-import-mapping");

    await page.getByRole("button", { name: "Check", exact: true }).click();
    const dryRun = page.getByRole("region", { name: "Dry run" });
    await expect(dryRun.getByRole("button", { name: "Import 2 rows" })).toBeVisible({ timeout: 15_000 });
    await expect(dryRun.getByRole("definition")).toHaveText(["2", "0", "1"]);
    const rows = page.getByRole("region", { name: "Rows" });
    await rows.getByRole("link", { name: "Refused 1 row" }).click();
    await expect(rows.getByRole("list", { name: "Rows" }).getByRole("listitem")).toHaveText([
      /Row 4\s*No address\s*Refused\s*No e-mail address/,
    ]);
    await waitForHydration(page);
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "contact-import-checked");

    const downloading = page.waitForEvent("download");
    await rows.getByRole("link", { name: "Refused rows (CSV)" }).click();
    const refused = await downloading;
    expect(refused.suggestedFilename()).toBe(fileName.replace(".csv", "-refused.csv"));
    // Written as the upload was: its byte order mark first.
    expect(await readFile((await refused.path())!, "utf8")).toBe(
      '\uFEFF"E-mail","First Name","Last Name","Organisation","Reason"\r\n"","Walk-in","Visitor","No card","No e-mail address"\r\n',
    );

    await dryRun.getByRole("button", { name: "Import 2 rows" }).click();
    const progress = page.getByRole("region", { name: "Import" }).getByRole("progressbar");
    await expect(progress).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Import" }).getByText("3 of 3 rows read: 2 imported, 1 refused"),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(progress).toHaveAttribute("value", "3");
    await expect(page.getByText("Imported", { exact: true })).toBeVisible();
    await waitForHydration(page);
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "contact-import-done");

    // Nobody was chosen: they wait in the Unassigned view, named as imported from the file.
    await page.goto(`/admin/contacts?view=unassigned&q=${encodeURIComponent(priya)}`);
    const row = page.getByRole("listitem").filter({ hasText: priya });
    await expect(row.getByRole("link", { name: "Priya Nair" })).toBeVisible();
    await expect(row).toContainText(`Imported from ${fileName}`);
    await page.goto(`/admin/contacts?view=unassigned&q=${encodeURIComponent(arjun)}`);
    await page.getByRole("link", { name: "Arjun Mehta" }).click();
    await expect(page.getByText('=HYPERLINK("http://example.com","Site")')).toBeVisible();
  });

  test("a list saved with semicolons gives its refused rows back the same way, phone numbers as they were, and its city and notes to the contact @one-width", async ({
    page,
  }) => {
    const kiran = uniqueEmail("kiran");
    const fileName = `semicolons-${Date.now()}.csv`;
    // As Excel saves "CSV UTF-8" where the decimal separator is a comma: a byte order mark and semicolons.
    const list = `\uFEFFEmail;Name;Phone;City;Notes\r\n${kiran};Kiran Rao;+91 98765 43210;Pune;Met at the Pune expo\r\nnot an address;Walk-in;+91 90000 11111;;\r\n`;
    await page.goto("/admin/contacts/import");
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: fileName, mimeType: "text/csv", buffer: Buffer.from(list) });
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByRole("combobox", { name: /^Phone/ })).toHaveValue("phone");
    await expect(page.getByRole("combobox", { name: /^City/ })).toHaveValue("city");
    await expect(page.getByRole("combobox", { name: /^Notes/ })).toHaveValue("notes");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    const dryRun = page.getByRole("region", { name: "Dry run" });
    await expect(dryRun.getByRole("button", { name: "Import 1 row" })).toBeVisible({ timeout: 15_000 });
    await dryRun.getByRole("button", { name: "Import 1 row" }).click();
    const result = page.getByRole("region", { name: "Import" });
    await expect(result.getByText("2 of 2 rows read: 1 imported, 1 refused")).toBeVisible({ timeout: 15_000 });

    const downloading = page.waitForEvent("download");
    await page.getByRole("region", { name: "Rows" }).getByRole("link", { name: "Refused rows (CSV)" }).click();
    const bytes = await readFile((await (await downloading).path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe(
      '"Email";"Name";"Phone";"City";"Notes";"Reason"\r\n"not an address";"Walk-in";"+91 90000 11111";"";"";"Not an e-mail address"\r\n',
    );

    // The City column is the contact's city; the Notes column is among their notes, written by the import.
    await page.goto(`/admin/contacts?view=unassigned&q=${encodeURIComponent(kiran)}`);
    await page.getByRole("link", { name: "Kiran Rao" }).click();
    await expect(page.getByRole("definition").filter({ hasText: /^Pune$/ })).toBeVisible();
    await expect(page.getByText("Met at the Pune expo")).toBeVisible();
    await expect(page.getByText(`Import of ${fileName}`).first()).toBeVisible();
  });
});
