import { noticeDictionaries, noticeVersion } from "../domain/privacy/notices";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit, waitForHydration } from "./fixtures";
import { mailsMentioning } from "./mailbox";
import { keepScreenshotsAtBothWidths } from "./screenshots";

/** The path of the data page's link in a mail (the links name PUBLIC_SITE_URL, not this server). */
const openLinkPath = (text: string | undefined) =>
  new URL(/https?:\/\/[^\s/]+\/privacy\/your-data\/open\/[\w-]+/.exec(text ?? "")![0]).pathname;

/**
 * A person who read the contact form's privacy notice in Hindi asks for their data: the page the
 * link opens speaks Hindi, is marked as Hindi for screen readers, and can be read in English.
 */
test("a person who read the notice in Hindi sees their data page in Hindi @one-width", async ({ page, request }) => {
  const email = uniqueEmail("sunita");
  const message = `हमें क्लिनिक के लिए ऐप चाहिए, ${email}`;
  expect(
    (
      await request.post("/contactus/submit", {
        data: {
          firstName: "Sunita",
          lastName: "Sharma",
          email,
          phone: "",
          source: "contact",
          message,
          noticeVersion,
          noticeLanguage: "hi",
        },
      })
    ).status(),
  ).toBe(201);

  await visit(page, "/privacy/your-data");
  await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.getByRole("status")).toContainText("a link is on its way");
  const linkMails = () => mailsMentioning(email).filter((mail) => /\/privacy\/your-data\/open\//.test(mail.text ?? ""));
  await expect.poll(() => linkMails().length, { timeout: 15_000 }).toBe(1);
  // The e-mail that brings the link is in Hindi too, and says so to mail programs and screen readers.
  const [linkMail] = linkMails();
  expect(linkMail!.subject).toBe("Nexora Technologies के पास आपका डेटा");
  expect(linkMail!.html).toContain('lang="hi"');
  await visit(page, openLinkPath(linkMail!.text));
  await page.getByRole("button", { name: "Show my data" }).click();

  const heading = page.getByRole("heading", { name: "आपके बारे में हमारे पास जो कुछ है", level: 1 });
  await expect(heading).toBeVisible();
  await waitForHydration(page);
  expect(await heading.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("hi");
  await expect(page.getByRole("heading", { name: "पूछताछ", level: 2 })).toBeVisible();
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "आप क्या कर सकते हैं", level: 2 })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "your-data-hindi");

  // The same page in English, by its link, named in English.
  await page.getByRole("navigation", { name: "यह पेज इस भाषा में पढ़ें:" }).getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Everything we hold about you", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Enquiries", level: 2 })).toBeVisible();
});

/** A nominee sent the request page in Hindi reads it in Hindi, and its notice's choice switches the whole page. */
test("the nominee's request page opens in Hindi and switches with its notice @one-width", async ({ page }) => {
  await visit(page, "/privacy/nominee?lang=hi");
  await waitForHydration(page);
  const heading = page.getByRole("heading", { name: "नॉमिनी के रूप में अनुरोध करें", level: 1 });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("hi");
  await expect(page.getByRole("textbox", { name: /आपका ईमेल पता/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await keepScreenshotsAtBothWidths(page, "nominee-request-hindi");
  await page.screenshot({ path: "/tmp/hi-page-nominee-375.png", fullPage: true });

  await page.getByText(noticeDictionaries.hi.summary).click();
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Ask as a nominee", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send my request" })).toBeVisible();
});
