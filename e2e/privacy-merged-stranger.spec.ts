import fs from "node:fs";

import { bookCallOnLastDay } from "./booking-details";
import { expect, test, uniqueEmail, waitForHydration, waitingForHydration } from "./fixtures";
import { openOwnData } from "./own-data-link";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

/**
 * A merge is not a way into someone's data: a stranger who sends an enquiry with someone's name
 * and phone number under their own address is offered to sales as a likely duplicate and merged
 * into that person. Asking for their own data afterwards, the stranger sees only their own enquiry
 * and a note that another address is kept apart: not the person's call, enquiry or address, on the
 * page, in its source or in the download, and no button to cancel the person's call. The person,
 * opening their own link, still has their call.
 */
test(
  "a stranger merged into someone by their phone number sees none of that person's records on their own data page",
  { tag: "@one-width" },
  async ({ page, browser, request }) => {
    // Two people's links, a merge and a download: several mails and pages, each waited for.
    test.setTimeout(120_000);
    const stamp = Date.now();
    // The phone both give, this run's own, so the pair is not offered with another test's records.
    const phone = `+91 9${String(stamp).slice(-9)}`;
    const victimEmail = uniqueEmail("meera");
    const strangerEmail = uniqueEmail("stranger");
    const victimMessage = `A quote for a clinic app for our hospitals, ref ${stamp}.`;
    const strangerMessage = `Please call me back about an app, ref ${stamp}.`;

    const enquire = (email: string, message: string) =>
      request.post("/contactus/submit", {
        data: { firstName: "Meera", lastName: "Iyer", email, phone, source: "contact", message },
      });
    expect((await enquire(victimEmail, victimMessage)).status()).toBe(201);
    const call = await bookCallOnLastDay(request, {
      firstName: "Meera",
      lastName: "Iyer",
      email: victimEmail,
      message: "",
    });
    // The stranger gives the person's name and phone number, but their own address.
    expect((await enquire(strangerEmail, strangerMessage)).status()).toBe(201);

    // Sales see the pair by its phone number and merge it after the preview.
    const staff = await browser.newContext({ storageState: staffState("sales") });
    const desk = await staff.newPage();
    await desk.goto("/admin/contacts/duplicates");
    await waitForHydration(desk);
    await expect(desk.getByText("A merge joins the records for the sales desk only")).toBeVisible();
    const pair = desk.getByRole("listitem").filter({ hasText: victimEmail }).filter({ hasText: strangerEmail });
    await expect(pair.getByText("Same phone number")).toBeVisible();
    await pair.getByRole("link", { name: "Review the merge" }).click();
    await expect(desk.getByRole("heading", { name: "Merge two contacts", level: 1 })).toBeVisible();
    await waitForHydration(desk);
    await desk.getByRole("button", { name: "Merge", exact: true }).click();
    await expect(desk.getByRole("status")).toHaveText("Merged: the two records are one contact now.");
    // For the desk, the two addresses are one contact now.
    const either = new RegExp(`${victimEmail}|${strangerEmail}`.replace(/\./g, "\\."));
    await expect(desk.getByRole("region", { name: "Also known as" })).toContainText(either);
    await staff.close();

    // The stranger asks for their own data, by their own address.
    const strangerMail = await openOwnData(page, strangerEmail);
    expect(JSON.stringify(strangerMail), "the stranger's mail names the person's address").not.toContain(victimEmail);

    // Their own enquiry is there: the page does show what it holds under their address...
    await expect(page.getByText(strangerMessage).first()).toBeVisible();
    await expect(page.getByText("Our records join your address with another one")).toBeVisible();
    await keepScreenshotsAtBothWidths(page, "your-data-kept-apart");
    // ...and nothing of the person's, neither shown nor in the page's source (its data for the browser).
    const body = page.locator("body");
    for (const [what, text] of [
      ["call reference", call.reference],
      ["enquiry", victimMessage],
      ["address", victimEmail],
    ] as const) {
      await expect(body, `the person's ${what} on the stranger's page`).not.toContainText(text);
      expect(await page.content(), `the person's ${what} in the stranger's page's source`).not.toContain(text);
    }
    // No coming call to cancel: the person's call is not the stranger's to cancel.
    await expect(page.getByRole("region", { name: "Cancel a coming call" })).toContainText("You have no coming calls.");
    await expect(page.getByRole("button", { name: "Cancel this call" })).toHaveCount(0);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "as data (JSON)" }).click();
    const downloaded = fs.readFileSync((await (await downloading).path())!, "utf8");
    expect(downloaded).toContain(strangerMessage);
    expect(downloaded, "the person's call reference in the stranger's download").not.toContain(call.reference);
    expect(downloaded, "the person's address in the stranger's download").not.toContain(victimEmail);
    expect(downloaded, "the person's enquiry in the stranger's download").not.toContain(victimMessage);
    expect((JSON.parse(downloaded) as { addresses: string[] }).addresses).toEqual([strangerEmail]);

    // The person, in their own browser, still has their call and can cancel it.
    const victimBrowser = await browser.newContext();
    const victimPage = waitingForHydration(await victimBrowser.newPage());
    await openOwnData(victimPage, victimEmail);
    await expect(victimPage.getByText(call.reference).first()).toBeVisible();
    await expect(victimPage.getByText(victimMessage).first()).toBeVisible();
    // Nor does the merge open the stranger's enquiry to the person.
    await expect(victimPage.locator("body")).not.toContainText(strangerMessage);
    await expect(
      victimPage
        .getByRole("region", { name: "Cancel a coming call" })
        .getByRole("button", { name: "Cancel this call" }),
    ).toHaveCount(1);
    await victimBrowser.close();
  },
);
