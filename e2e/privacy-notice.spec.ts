import { seedJobs } from "../server/db/seed-jobs";
import { noticeLanguageNames } from "../domain/privacy/notice-languages";
import { noticeDictionaries, noticeVersion } from "../domain/privacy/notices";
import { fillProfile, fillRole, fillSelfIdentification } from "./application-form";
import { expect, expectAccessibleAtBothWidths, test, visit, waitForHydration } from "./fixtures";

// Decision 061: each form shows its privacy notice, readable in English or Hindi, and what the
// person read is sent with what they submit.

const job = seedJobs.find((candidate) => candidate.location === "Gwalior")!;
const english = noticeDictionaries.en;
const hindi = noticeDictionaries.hi;

/**
 * Keeps the notice fields of each application the page sends (window.sentNotices). Chromium gives
 * Playwright no body for a multipart request that carries a file, so the page's own fetch is watched.
 */
const watchApplicationsSent = () => {
  const sent: Record<string, string | null>[] = [];
  (window as unknown as { sentNotices: typeof sent }).sentNotices = sent;
  const fetchNow = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (String(input).endsWith("/api/applications") && init?.body instanceof FormData) {
      const body = init.body;
      sent.push({
        noticeVersion: body.get("noticeVersion") as string,
        noticeLanguage: body.get("noticeLanguage") as string,
      });
    }
    return fetchNow(input, init);
  };
};

test(
  "the application's notice is read in Hindi on the review step, and the application says so when it is sent",
  { tag: "@one-width" },
  async ({ page }) => {
    await page.addInitScript(watchApplicationsSent);
    await visit(page, `/career/apply/${job.id}`);
    await fillProfile(page);
    await page.getByRole("button", { name: "Next" }).click();
    await fillRole(page);
    await page.getByRole("button", { name: "Next" }).click();
    await fillSelfIdentification(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Review Your Application" })).toBeVisible();

    await page.getByText(english.summary).click();
    const choice = page.getByRole("group", { name: noticeLanguageNames.en.languageChoice });
    await choice.getByRole("button", { name: "हिन्दी" }).click();
    await expect(
      page.getByRole("group", { name: noticeLanguageNames.hi.languageChoice }).getByRole("button", { name: "हिन्दी" }),
    ).toHaveAttribute("aria-pressed", "true");
    const sentence = page.getByText(hindi.forms.application.kept.lines[0]!);
    await expect(sentence).toBeVisible();
    expect(await sentence.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("hi");
    await expect(page.getByText(english.forms.application.kept.lines[0]!)).toBeHidden();

    const sent = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/applications",
    );
    await page.getByRole("button", { name: "Submit Application" }).click();
    await sent;
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sentNotices: unknown }).sentNotices)).toEqual([
      { noticeVersion, noticeLanguage: "hi" },
    ]);
  },
);

test("the contact form's notice, opened, passes axe at both widths", { tag: "@one-width" }, async ({ page }) => {
  await visit(page, "/contactUs");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Send us a message" });
  await form.getByText(english.summary).click();
  await expect(form.getByText(english.forms.enquiry.collected.lines[0]!)).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await form.getByRole("button", { name: "हिन्दी" }).click();
  await expect(form.getByText(hindi.forms.enquiry.rights.lines[0]!)).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});
