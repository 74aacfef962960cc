import {
  expect,
  expectAccessibleAtBothWidths,
  expectNoAxeViolations,
  test,
  uniqueEmail,
  visit,
  waitForHydration,
} from "./fixtures";
import { linkPath, mailsMentioning, waitForMails, withSubject } from "./mailbox";
import { keepScreenshot, keepScreenshotsAtBothWidths } from "./screenshots";
import { staffEmail, staffState } from "./staff";

/**
 * A seeded post of Software Engineering, sent to the subscribers of its topic: the readers other
 * flows sign up chose other topics, and are sent nothing by this one.
 */
const post = {
  title: "How we test whether an AI assistant's answers are right",
  slug: "evaluating-ai-assistant-answers",
  topic: "Software Engineering",
};
const subject = `${post.title} | Nexora Technologies Insights`;

/**
 * Decision 079: an editor previews a post's newsletter, sends themselves a test and sends it; the
 * subscriber receives it, with its one-click unsubscribe (RFC 8058) that works; its link is counted
 * and the newsletter's page says so.
 */
test(
  "an editor previews, tests and sends a post's newsletter; the subscriber receives it and unsubscribes with one click",
  { tag: "@one-width" },
  async ({ page, browser, request }) => {
    test.slow();
    const reader = uniqueEmail("newsletter-reader");

    await test.step("a reader subscribes to the post's topic and confirms", async () => {
      const asked = await request.post("/api/newsletter/subscriptions", {
        data: { email: reader, topics: [post.topic] },
      });
      expect(asked.status()).toBe(202);
      const [confirmation] = await waitForMails(reader, 1);
      await visit(page, linkPath(confirmation!.text, "/newsletter/confirm"));
      await page.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(page.getByRole("heading", { name: "You are subscribed", level: 1 })).toBeFocused();
    });

    const staff = await browser.newContext({ storageState: staffState("editor") });
    const desk = await staff.newPage();

    await test.step("the editor opens the send page from the post's editor and previews the e-mail", async () => {
      await desk.goto("/admin/blog");
      await waitForHydration(desk);
      await desk.getByRole("link", { name: post.title }).click();
      await desk.getByRole("link", { name: "Send as newsletter" }).click();
      await expect(desk.getByRole("heading", { name: "Send a post as a newsletter", level: 1 })).toBeVisible();
      await expect(desk.getByRole("combobox", { name: "Post" })).toHaveValue(/[0-9a-f-]{36}/);
      await expect(desk.getByText(`Subject: ${subject}`)).toBeVisible();
      // The HTML part, in its sandboxed frame at a phone's width: the post, the link to the site, the postal address.
      const email = desk.frameLocator('iframe[title="The e-mail\'s HTML part"]');
      await expect(email.getByRole("heading", { name: post.title, level: 1 })).toBeVisible();
      await expect(email.getByRole("link", { name: "Read it on our website" })).toBeVisible();
      await expect(email.getByText("Nehru Place, New Delhi 110019")).toBeVisible();
      await desk.getByRole("link", { name: "Dark mode" }).click();
      await expect(desk.getByRole("link", { name: "Dark mode" })).toHaveAttribute("aria-current", "true");
      await expect(email.getByRole("heading", { name: post.title, level: 1 })).toHaveCSS("color", "rgb(255, 255, 255)");
      await desk.getByText("The text part").click();
      await expect(desk.locator("pre")).toContainText("Read it on our website:");
      await expectAccessibleAtBothWidths(desk);
      await keepScreenshotsAtBothWidths(desk, "newsletter-send");
    });

    await test.step("the e-mail alone reads at a phone's width, light and in dark mode", async () => {
      const postId = await desk.getByRole("combobox", { name: "Post" }).inputValue();
      const alone = await staff.newPage();
      await alone.setViewportSize({ width: 375, height: 812 });
      for (const scheme of ["light", "dark"]) {
        // The preview's own policy runs nothing, axe included: the same HTML is read into a blank page.
        const html = await (
          await alone.request.get(`/admin/newsletter/preview/${postId}${scheme === "dark" ? "?scheme=dark" : ""}`)
        ).text();
        await alone.setContent(html);
        await expect(alone.getByRole("heading", { name: post.title, level: 1 })).toBeVisible();
        // Nothing wider than the phone: no sideways scrolling to read it.
        expect(await alone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
        // An e-mail is part of the mail program's page, which holds the landmarks; the rest of axe holds.
        await expectNoAxeViolations(alone, { disableRules: ["landmark-one-main", "region"] });
        await keepScreenshot(alone, {
          path: `test-results/screenshots/newsletter-email-${scheme}-375.png`,
          fullPage: true,
        });
      }
      await alone.close();
    });

    await test.step("a test goes to the editor's own address, marked as one", async () => {
      await desk.getByRole("button", { name: "Send me a test" }).click();
      await expect(desk.getByRole("status")).toContainText(`A test is on its way to ${staffEmail("editor")}.`);
      await expect.poll(() => withSubject(mailsMentioning(staffEmail("editor")), `[Test] ${subject}`)).toBeTruthy();
      expect(mailsMentioning(reader)).toHaveLength(2);
    });

    await test.step("the editor sends it to the post's topic, and the page follows it to the end", async () => {
      // Refused until the editor says they checked the preview and the test.
      await desk.getByRole("radio", { name: new RegExp(`^Subscribers of ${post.topic}`) }).check();
      await desk.getByRole("button", { name: "Send the newsletter" }).click();
      await expect(
        desk.getByRole("checkbox", { name: "I have checked the preview and the test e-mail." }),
      ).toBeFocused();
      await desk.getByRole("checkbox", { name: "I have checked the preview and the test e-mail." }).check();
      await desk.getByRole("button", { name: "Send the newsletter" }).click();
      // Its subject: the post's title as the e-mail's subject line has it.
      await expect(desk.getByRole("heading", { level: 1 })).toContainText(post.title);
      await expect(desk.getByRole("status")).toContainText("The newsletter is on its way");
      // The page reads its figures again by itself while it sends, until every e-mail has gone.
      await expect(desk.getByRole("region", { name: "Progress" })).toContainText("; finished ", { timeout: 30_000 });
    });

    const issue =
      await test.step("the subscriber receives it once, with its headers and the postal address", async () => {
        const mails = await waitForMails(reader, 3);
        const received = withSubject(mails, subject)!;
        expect(received.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
        expect(received.headers["list-unsubscribe"]).toMatch(
          /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\/[\w-]+>$/,
        );
        expect(received.headers["list-id"]).toBe("Nexora Technologies Insights <newsletter.nexoratech.in>");
        expect(received.text).toContain("Nehru Place, New Delhi 110019");
        // The HTML part escapes the apostrophe.
        expect(received.html).toContain("AI assistant&#x27;s answers are right</h1>");
        return received;
      });

    await test.step("its link is counted and leads to the post with the newsletter's campaign", async () => {
      const followed = await request.get(linkPath(issue.text, "/n"), { maxRedirects: 0 });
      expect(followed.status()).toBe(302);
      // The address names PUBLIC_SITE_URL, not this server: the reader lands on its path here.
      const landing = new URL(followed.headers().location!);
      expect(landing.pathname + landing.search).toBe(
        `/blog/${post.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=newsletter&utm_content=${post.slug}`,
      );
      await visit(page, landing.pathname + landing.search);
      await expect(page.getByRole("heading", { name: post.title, level: 1 })).toBeVisible();
    });

    await test.step("one click in the mail program unsubscribes the reader, counted on the newsletter's page", async () => {
      const oneClick = new URL(/^<(.+)>$/.exec(issue.headers["list-unsubscribe"]!)![1]!).pathname;
      const stopped = await request.post(oneClick, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "List-Unsubscribe=One-Click",
      });
      expect(stopped.status()).toBe(200);
      expect(await stopped.json()).toEqual({ success: true, data: { unsubscribed: true } });

      await desk.reload();
      const progress = desk.getByRole("region", { name: "Progress" });
      const figure = (label: string) =>
        progress.locator("dl > div").filter({ has: desk.getByRole("term").filter({ hasText: label }) });
      await expect(figure("Unsubscribed").getByRole("definition").first()).toHaveText("1");
      await expect(figure("Waiting").getByRole("definition").first()).toHaveText("0");
      const clicks = desk.getByRole("region", { name: "Clicks" });
      await expect(
        clicks
          .getByRole("row", { name: new RegExp(`/blog/${post.slug}`) })
          .getByRole("cell")
          .last(),
      ).toHaveText("1");
      await expectAccessibleAtBothWidths(desk);
      await keepScreenshotsAtBothWidths(desk, "newsletter-progress");

      await desk.goto(`/admin/newsletter/subscribers?q=${encodeURIComponent(reader)}&state=unsubscribed`);
      await expect(desk.getByText(reader).filter({ visible: true })).toBeVisible();
    });
    await staff.close();
  },
);
