import { expect, expectAccessibleAtBothWidths, test, waitForHydration } from "./fixtures";
import { applyThroughApi } from "./sample-application";
import { staffState } from "./staff";
import { keepScreenshotsAtBothWidths } from "./screenshots";

/**
 * Duplicates merged: a visitor who sent an enquiry and a candidate who applied
 * under another spelling of the same Gmail address are listed as a likely pair, merged after the
 * preview, the application then shows on the contact, and the merge is undone.
 */

test.use({ storageState: staffState("sales") });

test("an enquiry's person and an application's person at one Gmail address are merged after the preview, then the merge is undone @one-width", async ({
  page,
  request,
}) => {
  const name = `kavya${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  // Gmail ignores the dots: both reach one inbox.
  const enquiryEmail = `${name.slice(0, 2)}.${name.slice(2)}@gmail.com`;
  const applicationEmail = `${name}@gmail.com`;
  const enquiry = await request.post("/contactus/submit", {
    data: {
      firstName: "Kavya",
      lastName: "Menon",
      email: enquiryEmail,
      phone: "",
      source: "contact",
      message: "A delivery app for our bakeries in Noida.",
    },
  });
  expect(enquiry.status()).toBe(201);
  const application = await applyThroughApi(request, { email: applicationEmail, fullName: "Kavya Menon" });

  await page.goto("/admin/contacts/duplicates");
  await waitForHydration(page);
  const pair = page.getByRole("listitem").filter({ hasText: enquiryEmail }).filter({ hasText: applicationEmail });
  await expect(pair.getByText("Same Gmail address without dots")).toBeVisible();
  await expect(pair).toContainText(application.reference);
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "contact-duplicates");

  await pair.getByRole("link", { name: "Review the merge" }).click();
  await expect(page.getByRole("heading", { name: "Link a candidate to a contact", level: 1 })).toBeVisible();
  await waitForHydration(page);
  const merged = page.getByRole("region", { name: "What moves" });
  await expect(merged).toContainText("1 application");
  await expect(merged).toContainText(applicationEmail);
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "contact-merge-preview");

  await page.getByRole("button", { name: "Link and merge" }).click();
  await expect(page.getByRole("status")).toHaveText("Merged: the two records are one contact now.");
  await expect(page.getByRole("heading", { name: "Kavya Menon", level: 1 })).toBeVisible();
  await waitForHydration(page);
  const aliases = page.getByRole("region", { name: "Also known as" });
  await expect(aliases).toContainText(applicationEmail);
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline.getByText(`(${application.reference})`)).toContainText("Applied for");
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "contact-merged");

  await aliases.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status")).toHaveText("The merge is undone: the other record is back as it was.");
  await expect(page.getByRole("region", { name: "Also known as" })).toHaveCount(0);
  await expect(timeline.getByText(`(${application.reference})`)).toHaveCount(0);

  // The pair is listed again, to merge or to say they are two people.
  await page.goto("/admin/contacts/duplicates");
  await expect(
    page.getByRole("listitem").filter({ hasText: enquiryEmail }).filter({ hasText: applicationEmail }),
  ).toBeVisible();
});
