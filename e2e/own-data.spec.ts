import fs from "node:fs";

import { bookCallOnLastDay } from "./booking-details";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit } from "./fixtures";
import { mailsMentioning } from "./mailbox";
import { applyThroughApi } from "./sample-application";

/** The path of the link to the person's data in a mail (the links name PUBLIC_SITE_URL, not this server). */
const linkPath = (text: string | undefined) =>
  new URL(/https?:\/\/[^\s/]+\/privacy\/your-data\/open\/[\w-]+/.exec(text ?? "")![0]).pathname;

test("a person asks for their data by e-mail, opens the link once and downloads it @one-width", async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail("your-data");
  const otherAddress = uniqueEmail("your-data-other");
  const message = `We need a clinic app, ref ${Date.now()}.`;

  // An enquiry and a call under one address, an application under another (not merged: nobody on staff has joined them).
  const enquiry = await request.post("/contactus/submit", {
    data: { firstName: "Rhea", lastName: "Malhotra", email, phone: "", source: "contact", message },
  });
  expect(enquiry.status()).toBe(201);
  const call = await bookCallOnLastDay(request, { firstName: "Rhea", lastName: "Malhotra", email, message: "" });
  await applyThroughApi(request, { email: otherAddress, fullName: "Rhea Malhotra" });

  // The ask page: a malformed address is told beside its field; a real one gets the one answer.
  await visit(page, "/privacy/your-data");
  await expect(page.getByRole("heading", { name: "Your data, on one page", level: 1 })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  const address = page.getByRole("textbox", { name: "Your e-mail address" });
  await address.fill("rhea@");
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(address).toHaveAccessibleDescription("Please enter a valid email address.");
  await address.fill(email);
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(
    page.getByText(
      "If we hold anything under that address, a link is on its way to it. The link works once, within 30 minutes.",
    ),
  ).toBeVisible();

  // The e-mail holds the link; opening it shows a button, which opens the data in this browser.
  await expect
    .poll(() => mailsMentioning(email).filter((mail) => mail.subject === "Your data at Nexora Technologies").length, {
      timeout: 15_000,
    })
    .toBe(1);
  const [mail] = mailsMentioning(email).filter((each) => each.subject === "Your data at Nexora Technologies");
  const link = linkPath(mail!.text);
  await visit(page, link);
  await page.getByRole("button", { name: "Show my data" }).click();
  await expect(page).toHaveURL(/\/privacy\/your-data\/view$/);
  await expect(page.getByRole("heading", { name: "Everything we hold about you", level: 1 })).toBeVisible();

  // Every record of that address, and nothing of the other, which is not known to be theirs.
  for (const heading of ["Your contact record", "Enquiries", "Demo calls", "Consents and the notices you were shown"])
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByText(message).first()).toBeVisible();
  // Exactly: the call's own line names it too, in the panel that cancels it.
  await expect(page.getByText(call.reference, { exact: true })).toBeVisible();
  await expect(page.getByText(otherAddress)).toHaveCount(0);
  await expectAccessibleAtBothWidths(page);

  // The download: one JSON file of the same data.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "as data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("your-data.json");
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as {
    addresses: string[];
    groups: { key: string; records: unknown[] }[];
  };
  expect(data.addresses).toEqual([email]);
  expect(data.groups.find((group) => group.key === "calls")!.records).toHaveLength(1);
  expect(JSON.stringify(data)).toContain(message);

  // The link worked once.
  await visit(page, link);
  await expect(
    page.getByRole("heading", { name: "This link has already been used or has expired", level: 1 }),
  ).toBeVisible();
});
