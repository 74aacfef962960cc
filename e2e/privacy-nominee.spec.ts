import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit, waitingForHydration } from "./fixtures";
import { mailsMentioning, waitForMails } from "./mailbox";
import { openOwnData } from "./own-data-link";
import { staffState } from "./staff";

/**
 * Under the DPDP Act a person names a nominee from their own data page; the nominee later asks for
 * them on the public nominee page. Everything about that request is answered to the nominee, at
 * the address they gave: the acknowledgment with its reference, then staff's reply once they have
 * verified the nominee. The person's own address hears only that someone asked, never the reply.
 */
test(
  "a nominee's request is acknowledged and answered to the nominee, and the person's address is only told someone asked",
  { tag: "@one-width" },
  async ({ page, browser, request }) => {
    // The person's data page, the nominee's form and an admin's three steps, each e-mail awaited.
    test.setTimeout(120_000);
    const personEmail = uniqueEmail("kavya");
    const nomineeName = "Arjun Nair";
    const nomineeEmail = uniqueEmail("arjun");
    const reply = "We have checked that you are Kavya's nominee. Her data is attached, as you asked.";

    // The person has data with us: an enquiry, as a visitor would send from the contact page.
    expect(
      (
        await request.post("/contactus/submit", {
          data: {
            firstName: "Kavya",
            lastName: "Nair",
            email: personEmail,
            phone: "",
            source: "contact",
            message: "A quote for a school app, please.",
          },
        })
      ).status(),
    ).toBe(201);

    // The person opens their data by the e-mailed link and names the nominee there.
    await openOwnData(page, personEmail);
    await page.getByRole("textbox", { name: "Your nominee's name" }).fill(nomineeName);
    await page.getByRole("textbox", { name: "Your nominee's e-mail address" }).fill(nomineeEmail);
    await page.getByRole("button", { name: "Name my nominee" }).click();
    await expect(page.locator("#action-answer")).toContainText("Your nominee is named, and we have told them.");
    const namedMails = () =>
      mailsMentioning(nomineeEmail).filter(
        (mail) => mail.subject === "You were named as a nominee at Nexora Technologies",
      );
    await expect.poll(() => namedMails().length, { timeout: 15_000 }).toBe(1);
    expect(namedMails()[0]?.to).toContain(nomineeEmail);

    // Later the nominee asks for the person on the public page.
    await visit(page, "/privacy/nominee");
    await expect(page.getByRole("heading", { name: "Ask as a nominee", level: 1 })).toBeVisible();
    await page.getByLabel(/^Your name/).fill(nomineeName);
    await page.getByLabel(/^Your e-mail address/).fill(nomineeEmail);
    await page.getByLabel(/^The e-mail address the person used with us/).fill(personEmail);
    await page.getByLabel(/^Why you act for them/).selectOption({ label: "The person has died" });
    await page.getByLabel(/^What you ask us to do/).selectOption({ label: "See the data you hold about them" });
    await page.getByLabel(/^Tell us more/).fill("Please send me the data you hold about my sister Kavya.");
    await page.getByText("How we use what you send").click();
    await expect(page.getByText("Language of this notice")).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await page.getByRole("button", { name: "Send my request" }).click();
    // The page says the same whoever is asked for: the reference comes only by e-mail.
    await expect(page.getByRole("status")).toContainText("Thank you. We have your request.");

    // The acknowledgment with the reference goes to the nominee; the person's address is told someone asked.
    const acknowledgments = () =>
      mailsMentioning(nomineeEmail).filter((mail) => /^We have your request PR-/.test(mail.subject ?? ""));
    await expect.poll(() => acknowledgments().length, { timeout: 15_000 }).toBe(1);
    const reference = /PR-[0-9A-Z]{6}/.exec(acknowledgments()[0]!.subject!)![0];
    const received = await waitForMails(reference, 2);
    const acknowledgment = received.find((mail) => mail.subject === `We have your request ${reference}`);
    expect(acknowledgment?.to).toContain(nomineeEmail);
    expect(acknowledgment?.to).not.toContain(personEmail);
    expect(acknowledgment?.text).toContain("as a nominee");
    const notice = received.find(
      (mail) => mail.subject === `A request about your data at Nexora Technologies (${reference})`,
    );
    expect(notice?.to).toContain(personEmail);
    expect(notice?.to).not.toContain(nomineeEmail);
    // It says what was asked, not who asked: the nominee's name and address stay out of it.
    expect(notice?.text).toContain("Someone wrote to us as the nominee");
    expect(notice?.text).not.toContain(nomineeEmail);
    expect(notice?.text).not.toContain(nomineeName);

    // An admin opens the request, verifies the nominee and answers it.
    const admin = waitingForHydration(await browser.newPage({ storageState: staffState("admin") }));
    await admin.goto("/admin/privacy/requests?state=open");
    await expect(admin.getByRole("heading", { name: "Privacy requests", level: 1 })).toBeVisible();
    await admin.getByRole("link", { name: reference }).first().click();
    await expect(admin.getByRole("heading", { name: `Access to their data request ${reference}` })).toBeVisible();
    await expect(admin.getByText("A nominee for the person")).toBeVisible();
    const onFile = admin.getByText("A nomination of this nominee is on file").locator("xpath=..");
    await expect(onFile.getByRole("definition")).toHaveText("Yes");
    await expect(admin.getByText(`Replies go to: ${nomineeName} (${nomineeEmail}), the nominee`)).toBeVisible();
    await expect(admin.getByText("The nominee is not verified yet.")).toBeVisible();
    await admin.getByRole("button", { name: "Mark the nominee verified" }).click();
    await expect(admin.getByRole("status")).toHaveText("The nominee is marked verified.");
    await expect(admin.getByText(/^Nominee verified /)).toBeVisible();

    await admin.getByRole("radio", { name: "Done", exact: true }).check();
    await admin.getByLabel(/^Reply to the nominee/).fill(reply);
    await admin.getByRole("button", { name: "Send the reply and close" }).click();
    await expect(admin.getByRole("status")).toHaveText(/The request is closed/);
    await expect(admin.getByText(`Answered to: ${nomineeName} (${nomineeEmail}), the nominee`)).toBeVisible();
    await expect(admin.getByRole("region", { name: "The reply sent" })).toContainText(reply);

    // The reply goes to the nominee alone: the person's address has had only the notice.
    const mails = await waitForMails(reference, 3);
    const outcome = mails.find((mail) => mail.subject === `${reference}: Your request is done`);
    expect(outcome?.to).toContain(nomineeEmail);
    expect(outcome?.to).not.toContain(personEmail);
    expect(outcome?.text).toContain(reply);
    expect(outcome?.text).toContain(`Dear ${nomineeName},`);
    expect(mails.filter((mail) => mail.to?.includes(personEmail)).map((mail) => mail.subject)).toEqual([
      notice?.subject,
    ]);
    await admin.close();
  },
);
