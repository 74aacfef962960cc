import type { Browser, Page } from "@playwright/test";

import { indiaInstant } from "../domain/bookings/blocked-time";
import { noticeDictionaries, noticeVersion } from "../domain/privacy/notices";
import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { indiaDateTime } from "../domain/time/india-dates";
import { seedFaqItems } from "../server/db/seed-faq";
import { expect, expectNoAxeViolations, test, visit, waitForHydration } from "./fixtures";
import { ownServerOfTheseTests } from "./own-server";
import { scheduleForTenInIndia } from "./scheduling";
import { staffState } from "./staff";

/** A visitor's own browser: no staff session. */
const visitorPage = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

/** The last question: the marketing pages' test opens the first two. */
const question = seedFaqItems.at(-1)!;

async function saveAnswer(page: Page, answer: string) {
  // Typed before hydration, the text would be lost when React takes the form over.
  await waitForHydration(page);
  await page.getByRole("textbox", { name: /^Answer/ }).fill(answer);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved. /faq shows the change now.")).toBeVisible();
}

test.describe("the FAQ and the testimonials in the back office", () => {
  test.use({ storageState: staffState("editor") });

  test("an editor changes an FAQ answer, a visitor sees it on /faq at once, and the editor restores the first revision @one-width", async ({
    browser,
    page,
  }) => {
    const answer = `Two engineers review every change, and our QA team tests it on real phones (${Date.now()}).`;
    await page.goto("/admin");
    await page.getByRole("link", { name: "FAQ", exact: true }).first().click();
    await expect(page.getByRole("heading", { name: "FAQ", level: 1 })).toBeVisible();
    // Today's questions came with the seed, in the page's order (the next test may add a draft meanwhile).
    const rows = page.getByRole("main").getByRole("listitem");
    await expect(rows.first().getByRole("link")).toHaveText(seedFaqItems[0]!.question);
    await expect(rows.filter({ hasText: question.question }).getByText("Published", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A visitor has the page kept before the change.
    const visitor = await visitorPage(browser);
    await visit(visitor, "/faq");
    await visitor.getByRole("button", { name: question.question }).click();
    await expect(visitor.getByText(question.answer)).toBeVisible();

    await page.getByRole("link", { name: question.question }).click();
    await expect(page.getByRole("heading", { name: question.question, level: 1 })).toBeVisible();
    await saveAnswer(page, answer);
    await expectNoAxeViolations(page);

    await visit(visitor, "/faq");
    await visitor.getByRole("button", { name: question.question }).click();
    await expect(visitor.getByText(answer)).toBeVisible();

    // The seed's answer is revision 1: restored, it is the answer the other tests expect again.
    const revisions = page.getByRole("region", { name: "Revisions" });
    await expect(revisions.getByRole("listitem")).toHaveCount(2);
    await revisions.getByRole("button", { name: "Restore revision 1" }).click();
    await expect(
      page.getByText("The revision's text is back, saved as a new revision. /faq shows the change now."),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Answer/ })).toHaveValue(question.answer);
    await expect(revisions.getByRole("listitem")).toHaveCount(3);
    await visit(visitor, "/faq");
    await visitor.getByRole("button", { name: question.question }).click();
    await expect(visitor.getByText(question.answer)).toBeVisible();
    await visitor.close();
  });

  test("an editor adds a draft question, is told what a field lacks, finds the form empty for the next, moves it up and deletes it @one-width", async ({
    browser,
    page,
  }) => {
    const asked = `Do you sign a non-disclosure agreement (${Date.now()})?`;
    await page.goto("/admin/faq");
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Add a question" });
    await form.getByRole("textbox", { name: /^Question/ }).fill(asked);
    // Past the browser's own check: the server's message shows beside the field.
    await form.getByRole("textbox", { name: /^Answer/ }).evaluate((field) => field.removeAttribute("required"));
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(form.getByText("Please enter the answer.")).toBeVisible();
    await form.getByRole("textbox", { name: /^Answer/ }).fill("Yes, before the first workshop.");
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Saved as a draft. Visitors see it only once you publish it.")).toBeVisible();
    // Empty for the next question: the page stays, and kept what was typed.
    await expect(form.getByRole("textbox", { name: /^Question/ })).toHaveValue("");
    await expect(form.getByRole("textbox", { name: /^Answer/ })).toHaveValue("");

    const row = page.getByRole("main").getByRole("listitem").filter({ hasText: asked });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: /^Down/ })).toBeDisabled();
    await row.getByRole("button", { name: /^Up/ }).click();
    await expect(page.getByText("Moved. The site shows the new order now.")).toBeVisible();
    await expect(
      page
        .getByRole("main")
        .getByRole("listitem")
        .nth(seedFaqItems.length - 1),
    ).toContainText(asked);

    // Not published: the marketing test counts /faq's six questions meanwhile.
    const visitor = await visitorPage(browser);
    await visit(visitor, "/faq");
    await expect(visitor.getByRole("button", { name: asked })).toHaveCount(0);
    await visitor.close();

    await row.getByRole("link", { name: asked }).click();
    await page.getByRole("button", { name: "Delete…" }).click();
    await expect(page.getByRole("heading", { name: "Delete it for good?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByText("Deleted. The audit log keeps its text.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "FAQ", level: 1 })).toBeVisible();
    await expect(page.getByText(asked)).toHaveCount(0);
  });

  test("an editor keeps a testimonial as a draft, with what the customer agreed to show, and deletes it @one-width", async ({
    page,
  }) => {
    const name = `Asha K. ${Date.now()}`;
    await page.goto("/admin");
    await page.getByRole("link", { name: "Testimonials", exact: true }).first().click();
    await expect(page.getByRole("heading", { name: "Testimonials", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Ritika Malhotra" })).toBeVisible();
    await expectNoAxeViolations(page);

    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Add a testimonial" });
    await form.getByRole("combobox", { name: /^Shown on/ }).selectOption("page");
    await form.getByRole("textbox", { name: /^Quote/ }).fill("Clear plans and **no surprises**. <b>Plain</b>");
    await form.getByRole("textbox", { name: /^Name shown/ }).fill(name);
    await form.getByRole("textbox", { name: /^Consent note/ }).fill("Agreed by e-mail to her first name and initial.");
    await form.getByRole("textbox", { name: /^Agreed on/ }).fill("2026-11-20");
    // The avatars are pictures to click; the radio buttons behind them are for keyboards and screen readers.
    await form.getByRole("img", { name: "Avatar 3" }).click();
    await expect(form.getByRole("radio", { name: "Avatar 3" })).toBeChecked();
    // The privacy notice the customer was sent before agreeing is asked for, not assumed.
    const noticeLink = form.getByRole("link", { name: "“If you give us a testimonial” on the privacy page" });
    await expect(noticeLink).toHaveAttribute("href", "/privacy#testimonial-notice");
    const noticeLanguage = form.getByRole("combobox", { name: /^Privacy notice sent in/ });
    await form.getByRole("button", { name: "Save draft" }).click();
    // The browser holds the form until a language is chosen (the server refuses it too: site-content.db.test.ts).
    expect(await noticeLanguage.evaluate((select: HTMLSelectElement) => select.validity.valueMissing)).toBe(true);
    await noticeLanguage.selectOption({ label: "हिन्दी" });
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Saved as a draft. Visitors see it only once you publish it.")).toBeVisible();

    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name: `${name}’s testimonial`, level: 1 })).toBeVisible();
    await expect(page.getByText(`Privacy notice sent: version of ${noticeVersion}, in हिन्दी.`)).toBeVisible();
    // The card as visitors would see it: the bold part bold, typed HTML as text, no role line.
    const card = page.getByRole("region", { name: /As the card shows it/ });
    await expect(card.locator("strong")).toHaveText("no surprises");
    await expect(card.getByText("<b>Plain</b>", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Delete…" }).click();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByText("Deleted. The audit log keeps its text.")).toBeVisible();
    await expect(page.getByRole("link", { name })).toHaveCount(0);

    // What the customer is sent: the privacy page's section, open, which they can read in Hindi.
    await page.goto("/privacy#testimonial-notice");
    await waitForHydration(page);
    const section = page.locator("section#testimonial-notice");
    await expect(section.getByRole("heading", { name: "If you give us a testimonial", level: 2 })).toBeVisible();
    await section.getByRole("button", { name: "हिन्दी" }).click();
    const withdraw = section.getByText(noticeDictionaries.hi.forms.testimonial.withdraw.lines[1]!);
    await expect(withdraw).toBeVisible();
    await expect(withdraw.locator("xpath=ancestor::*[@lang][1]")).toHaveAttribute("lang", "hi");
    await expectNoAxeViolations(page);
  });
});

/**
 * A scheduled question: saved as a draft and scheduled for tomorrow 10:00 in India, the
 * back office says so with its time, and /faq shows it only once the server's clock, moved by the
 * test, reaches that time. On a server of its own, whose clock no other test shares. At the phone's
 * width only: the steps do not change with the width, and the Publishing card's wider layout (the day
 * and the time side by side) is admin-pages.spec.ts's to check; a second run started a second server.
 */
test.describe("a scheduled FAQ question @one-width", () => {
  const server = ownServerOfTheseTests({ accounts: [["answers", "editor"]], clockOffsetSeconds: 0 });

  test("an editor schedules a question for a day and time in India; /faq shows it at that time, not before", async ({
    browser,
    page,
  }) => {
    const url = (path: string) => `${server.origin}${path}`;
    const day = shiftDate(indiaDateOf(new Date()), 1);
    const asked = "Can we start with a one-week pilot?";
    const appears = `appears ${indiaDateTime(indiaInstant(day, "10:00"))} (India)`;

    await server.signIn(page, "answers", "monsoon-ledger-quay-34");
    await page.goto(url("/admin/faq"));
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Add a question" });
    await form.getByRole("textbox", { name: /^Question/ }).fill(asked);
    await form.getByRole("textbox", { name: /^Answer/ }).fill("Yes: a paid week, then you decide.");
    await form.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Saved as a draft.")).toBeVisible();
    await page.getByRole("link", { name: asked }).click();
    await expect(page.getByRole("heading", { name: asked, level: 1 })).toBeVisible();

    // "At" without a day: the server's message shows beside the field.
    await waitForHydration(page);
    const publishing = page.getByRole("region", { name: "Publishing" });
    await publishing.getByRole("radio", { name: /^At a day and time/ }).check();
    await publishing.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(publishing.getByText("Please choose the day to publish (YYYY-MM-DD).")).toBeVisible();

    await scheduleForTenInIndia(page, publishing, day, "Scheduled: the question appears on /faq at its time.");
    await expect(page.getByText(appears)).toBeVisible();
    await expect(publishing.getByRole("button", { name: "Change the publish time" })).toBeVisible();
    await expect(publishing.getByRole("button", { name: "Unpublish" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "All questions" }).click();
    const row = page.getByRole("main").getByRole("listitem").filter({ hasText: asked });
    await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(row.getByText(appears)).toBeVisible();

    const onFaq = async () => (await server.get("/faq")).text.includes(asked);
    expect(await onFaq()).toBe(false);

    // A minute before its time: still hidden, from a page kept since.
    await server.moveClockTo(indiaInstant(day, "09:59"));
    expect(await onFaq()).toBe(false);

    await server.moveClockTo(indiaInstant(day, "10:00"));
    await expect.poll(onFaq, { timeout: 10_000 }).toBe(true);

    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await visit(visitor, url("/faq"));
    await visitor.getByRole("button", { name: asked }).click();
    await expect(visitor.getByText("Yes: a paid week, then you decide.")).toBeVisible();
    await visitor.close();
  });
});
