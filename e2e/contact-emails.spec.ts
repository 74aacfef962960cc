import { startDovecotServer, type DovecotServer } from "../test-support/dovecot-server";
import { expect, expectAccessibleAtBothWidths, test, waitForHydration } from "./fixtures";
import { waitForMails } from "./mailbox";
import { staffState } from "./staff";
import { postVisitorEnquiry } from "./visitor-enquiry";
import { keepScreenshotsAtBothWidths } from "./screenshots";

/**
 * E-mail on the contact: the sales desk connects the sales mailbox (a Dovecot
 * this file starts), a visitor's message in it appears on their contact, and the desk's reply
 * from the thread goes out threaded (In-Reply-To, References) and shows after it.
 */

let dovecot: DovecotServer;
test.beforeAll(async () => {
  dovecot = await startDovecotServer();
});
test.afterAll(async () => {
  await dovecot?.stop();
});

test.describe("e-mail on the contact", () => {
  test.use({ storageState: staffState("sales") });

  test("a visitor's message in the sales mailbox appears on their contact, and the desk's reply threads after it @one-width", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = await postVisitorEnquiry(request, "mailbox", {
      firstName: "Meera",
      lastName: "Nair",
      message: "We need a booking app for our three studios in Gurugram.",
    });
    const run = Date.now();
    const question = `Could you also quote the Android app? (${run})`;
    const visitorMessageId = `<question-${run}@example.in>`;
    await dovecot.append(
      "INBOX",
      [
        `From: Meera Nair <${email}>`,
        "To: sales@nexoratech.in",
        "Subject: Our studios' booking app",
        `Message-ID: ${visitorMessageId}`,
        `Date: ${new Date().toUTCString()}`,
        "Content-Type: text/plain; charset=utf-8",
        "",
        question,
        "",
      ].join("\r\n"),
    );

    // Connecting: a wrong password is refused in plain words, the right one connects.
    await page.goto("/admin/contacts/mailboxes");
    await waitForHydration(page);
    const sales = page.getByRole("region", { name: "The sales mailbox" });
    const connect = async (password: string) => {
      await sales.getByRole("textbox", { name: "E-mail address" }).fill("sales@nexoratech.in");
      await sales.getByRole("textbox", { name: "IMAP server" }).fill("127.0.0.1");
      await sales.getByRole("textbox", { name: "Port" }).fill(String(dovecot.port));
      await sales.getByRole("combobox", { name: "Security" }).selectOption("none");
      await sales.getByRole("textbox", { name: "User name" }).fill(dovecot.username);
      await sales.getByLabel("App password").fill(password);
      await sales.getByRole("button", { name: "Connect mailbox" }).click();
    };
    await connect("not-the-password");
    await expect(sales.getByText("The mail server refused the user name or app password.")).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await connect(dovecot.password);
    await expect(page.getByRole("status")).toContainText("The sales mailbox is connected.");
    // Connecting wakes the reading task: the page says when it has read the mailbox.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole("region", { name: "The sales mailbox" }).innerText();
        },
        { timeout: 60_000, intervals: [1_000] },
      )
      .not.toContain("Not yet");
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "contact-mailboxes");

    try {
      // The visitor's message is on their contact.
      await page.goto(`/admin/contacts?view=everyone&q=${encodeURIComponent(email)}`);
      await page.getByRole("link", { name: "Meera Nair" }).click();
      await expect(page.getByRole("heading", { name: "Meera Nair", level: 1 })).toBeVisible();
      await waitForHydration(page);
      const emails = page.getByRole("region", { name: "E-mails" });
      const thread = emails.getByRole("article").filter({ hasText: "Our studios' booking app" });
      await expect(thread.getByText(question)).toBeVisible();

      // An empty reply is refused with a clear message; a written one goes out and shows after the question.
      await thread.getByRole("textbox", { name: "Reply" }).fill("   ");
      await thread.getByRole("button", { name: "Send reply" }).click();
      await expect(thread.getByText("Please write your reply.")).toBeVisible();
      const answer = `Yes: the Android app is in the quote (${run}).`;
      await thread.getByRole("textbox", { name: "Reply" }).fill(answer);
      await thread.getByRole("button", { name: "Send reply" }).click();
      await expect(emails.getByText("Your reply is on its way")).toBeVisible();
      const messages = emails
        .getByRole("article")
        .filter({ hasText: "Our studios' booking app" })
        .getByRole("listitem");
      await expect(messages.nth(0)).toContainText(question);
      await expect(messages.nth(1)).toContainText(answer);
      await expectAccessibleAtBothWidths(page);
      await keepScreenshotsAtBothWidths(page, "contact-emails");

      // The visitor's mail program threads it: In-Reply-To and References name their message.
      const [sent] = await waitForMails(answer, 1);
      expect(sent!.subject).toBe("Re: Our studios' booking app");
      expect(sent!.headers["in-reply-to"]).toBe(visitorMessageId);
      expect(sent!.headers.references).toContain(visitorMessageId);
    } finally {
      // Nothing of this test stays for another: the sales mailbox is disconnected.
      await page.goto("/admin/contacts/mailboxes");
      await page.getByRole("region", { name: "The sales mailbox" }).getByRole("button", { name: "Disconnect" }).click();
      await expect(page.getByRole("status")).toContainText("The sales mailbox is disconnected");
    }
  });
});
