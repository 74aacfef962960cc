import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit } from "./fixtures";
import { waitForMails } from "./mailbox";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

test(
  "a grievance sent from the privacy policy is in the register with its due date; an admin takes it, replies and closes it, and the person gets both e-mails",
  { tag: "@one-width" },
  async ({ page, browser }) => {
    // The person's form, then an admin's three steps, each e-mail awaited: more than 30 s on a busy machine.
    test.setTimeout(90_000);
    const email = uniqueEmail("grievance");
    await visit(page, "/privacy");
    const form = page.getByRole("region", { name: "Raise a grievance" });
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^What is it about/).fill("Your sales team called me after I asked not to be contacted.");
    await form.getByRole("button", { name: "Send to the Grievance Officer" }).click();
    const thanks = form.getByRole("status");
    await expect(thanks).toContainText("We have your grievance, reference PR-");
    const reference = /PR-[0-9A-Z]{6}/.exec((await thanks.textContent()) ?? "")![0];
    await expect(thanks).toContainText("We will answer by");
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "privacy-grievance");
    const [acknowledgment] = await waitForMails(reference, 1);
    expect(acknowledgment?.to).toContain(email);
    expect(acknowledgment?.text).toContain("Answer due by");

    const admin = await browser.newPage({ storageState: staffState("admin") });
    await admin.goto("/admin/privacy/requests?state=open&kind=grievance");
    await expect(admin.getByRole("heading", { name: "Privacy requests", level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(admin);
    await keepScreenshotsAtBothWidths(admin, "privacy-requests");
    await admin.getByRole("link", { name: reference }).first().click();
    await expect(admin.getByRole("heading", { name: `Grievance request ${reference}` })).toBeVisible();
    await expect(admin.getByText("Your sales team called me after I asked not to be contacted.")).toBeVisible();
    await expect(admin.getByText("Nobody has taken it yet.")).toBeVisible();
    await admin.getByRole("button", { name: "Take it" }).click();
    await expect(admin.getByRole("status")).toHaveText("You are handling this request.");
    await expectAccessibleAtBothWidths(admin);
    await keepScreenshotsAtBothWidths(admin, "privacy-request");

    await expect(admin.getByText(`Replies go to: ${email}`)).toBeVisible();
    await admin.getByRole("radio", { name: "Done", exact: true }).check();
    const reply = admin.getByLabel(/^Reply to the person/);
    await reply.fill("We are sorry. Your number is now on our do-not-call list, and the team has been told.");
    await admin.getByRole("button", { name: "Send the reply and close" }).click();
    await expect(admin.getByRole("status")).toHaveText(/The request is closed/);
    await expect(admin.getByRole("region", { name: "The reply sent" })).toContainText("do-not-call list");

    const mails = await waitForMails(reference, 2);
    const outcome = mails.find((mail) => mail.subject === `${reference}: Your request is done`);
    expect(outcome?.to).toContain(email);
    expect(outcome?.text).toContain("do-not-call list");
    await admin.close();
  },
);

test(
  "an admin finds a person's requests in the register by part of their address, whatever its case",
  { tag: "@one-width" },
  async ({ page, browser }) => {
    const email = uniqueEmail("Register.Search");
    await visit(page, "/privacy");
    const form = page.getByRole("region", { name: "Raise a grievance" });
    await form.getByLabel(/^Name/).fill("Farah Siddiqui");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^What is it about/).fill("You kept my resume after I asked you to delete it.");
    await form.getByRole("button", { name: "Send to the Grievance Officer" }).click();
    const thanks = form.getByRole("status");
    await expect(thanks).toContainText("We have your grievance, reference PR-");
    const reference = /PR-[0-9A-Z]{6}/.exec((await thanks.textContent()) ?? "")![0];

    const admin = await browser.newPage({ storageState: staffState("admin") });
    await admin.goto("/admin/privacy/requests");
    // The address without its domain, in capitals: the register matches a part, whatever its case.
    await admin.getByRole("searchbox", { name: "Search" }).fill(email.split("@")[0]!.toUpperCase());
    await admin.getByRole("button", { name: "Filter" }).click();
    await expect(admin).toHaveURL(/[?&]q=/);
    const found = admin.getByRole("listitem").filter({ hasText: reference });
    await expect(found).toContainText(email);
    await expect(admin.getByRole("listitem").filter({ hasText: /PR-/ })).toHaveCount(1);
    await expectAccessibleAtBothWidths(admin);
    await keepScreenshotsAtBothWidths(admin, "privacy-register-search");

    await found.getByRole("link").click();
    await expect(admin.getByRole("heading", { name: `Grievance request ${reference}` })).toBeVisible();
    await expect(admin.getByText("Name they gave")).toBeVisible();
    await expectAccessibleAtBothWidths(admin);
    await keepScreenshotsAtBothWidths(admin, "privacy-request-found");
    await admin.close();
  },
);
