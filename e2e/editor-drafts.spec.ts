import type { Page, Route } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { signInAs, staffState } from "./staff";

/** A new draft post of the editor's own, so the seed's posts stay as other tests expect them. */
async function newDraftPost(page: Page, title: string): Promise<string> {
  await page.goto("/admin/blog/new");
  await waitForHydration(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Summary", exact: true }).fill("The first summary.");
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("The first text of the post.");
  await page.getByRole("combobox", { name: "Category" }).selectOption("Design");
  await page.getByRole("textbox", { name: "Author", exact: true }).fill("Aditi Sharma");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. Visitors see it only once you publish it.")).toBeVisible();
  return new URL(page.url()).pathname;
}

const summary = (page: Page) => page.getByRole("textbox", { name: "Summary", exact: true });

/** Follows a back-office link away from a form with changes, answering "Leave this page?" with leave. */
async function leaveAnyway(page: Page, link: string) {
  await page.getByRole("link", { name: link }).click();
  await page.getByRole("alertdialog", { name: "Leave this page?" }).getByRole("button", { name: "Leave" }).click();
  await waitForHydration(page);
}

test.describe("editors' drafts @one-width", () => {
  test.use({ storageState: staffState("editor") });
  test.setTimeout(90_000);

  test("what an editor types survives a reload and an ended session, and leaving with changes asks first", async ({
    page,
  }) => {
    const title = `Drafts that survive ${Date.now()}`;
    const post = await newDraftPost(page, title);
    await waitForHydration(page);

    // Typed, kept on the server after a pause: a reload asks first (the browser's own dialog), then offers it back.
    await summary(page).fill("Typed just before the browser crashed.");
    await expect(page.getByRole("status").filter({ hasText: /^Draft kept at/ })).toBeVisible();
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(["beforeunload"]);
    await waitForHydration(page);
    await expect(summary(page)).toHaveValue("The first summary.");
    const offer = page.getByRole("region", { name: "Unsaved changes" });
    await expect(offer).toContainText("You have changes to this post that were not saved");
    await expectNoAxeViolations(page);
    await offer.getByRole("button", { name: "Keep my changes" }).click();
    await expect(summary(page)).toHaveValue("Typed just before the browser crashed.");

    // A link inside the back office asks too, and staying keeps the text.
    await page.getByRole("link", { name: "All posts" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave this page?" });
    await expect(leave).toBeVisible();
    await expectNoAxeViolations(page);
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(new RegExp(`${post}$`));
    await expect(summary(page)).toHaveValue("Typed just before the browser crashed.");

    // The Blog list names the post with changes not saved; its link offers them back.
    await leaveAnyway(page, "All posts");
    const unsaved = page.getByRole("region", { name: "Not saved yet" });
    const listed = unsaved.getByRole("listitem").filter({ hasText: title });
    await expect(listed).toContainText(", your changes kept on ");
    await listed.getByRole("link", { name: title }).click();
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Unsaved changes" })
      .getByRole("button", { name: "Keep my changes" })
      .click();
    await expect(summary(page)).toHaveValue("Typed just before the browser crashed.");

    // The session ends (signed out elsewhere): the server refuses the draft, the browser keeps it.
    await page.context().clearCookies();
    await summary(page).fill("Typed after the session ended.");
    await page.getByRole("textbox", { name: "Author", exact: true }).focus();
    await expect(page.getByRole("status").filter({ hasText: "could not be kept on the server" })).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await signInAs(page, "editor", post);
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Unsaved changes" })
      .getByRole("button", { name: "Keep my changes" })
      .click();
    await expect(summary(page)).toHaveValue("Typed after the session ended.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
    await expect(summary(page)).toHaveValue("Typed after the session ended.");
    // Saved, nothing is offered back.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
  });

  test.describe("a new post's draft", () => {
    // A new post's draft is one per person: the other tests' editor types new posts too, so this
    // one is an admin's, whom no other test opens a new post as.
    test.use({ storageState: staffState("admin") });

    test("a new post's typing is never offered back to itself while the editor types; a later visit offers it", async ({
      page,
    }) => {
      await page.goto("/admin/blog/new");
      await waitForHydration(page);
      // The server's answers to the keeps wait, as on a slow line: the browser keeps its copy meanwhile.
      const held: Route[] = [];
      await page.route("**/admin/drafts", (route) => void held.push(route));
      const title = `Typed on a slow line ${Date.now()}`;
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await summary(page).fill("A summary to come back to.");
      await expect.poll(() => held.length).toBe(1);
      await page.getByRole("textbox", { name: "Text", exact: true }).fill("Still typing the first paragraph.");
      await expect.poll(() => held.length).toBe(2);
      // The first keep's answer comes while the second is on its way and the editor types on: the page
      // says the draft is kept, and offers nothing back to the editor in mid-sentence.
      await held[0]!.continue();
      const offeredWhenKept = await page.waitForFunction(() => {
        const kept = [...document.querySelectorAll('[role="status"]')].some((status) =>
          status.textContent?.startsWith("Draft kept at"),
        );
        return kept && { offered: document.querySelector('[aria-label="Unsaved changes"]') !== null };
      });
      expect(await offeredWhenKept.jsonValue()).toEqual({ offered: false });
      await page.unroute("**/admin/drafts");
      for (const route of held.slice(1)) await route.continue().catch(() => undefined);
      await page.getByRole("textbox", { name: "Author", exact: true }).focus();
      await expect(page.getByRole("status").filter({ hasText: /^Draft kept at/ })).toBeVisible();
      await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);

      // The Blog list names the new post not saved; opening it, a later visit, offers what was typed back.
      page.once("dialog", (dialog) => void dialog.accept());
      await page.goto("/admin/blog");
      await waitForHydration(page);
      const unsaved = page.getByRole("region", { name: "Not saved yet" });
      await expect(unsaved.getByRole("listitem").filter({ hasText: title })).toContainText(
        "a new post kept as your draft",
      );
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(page);
      await keepScreenshotsAtBothWidths(page, "blog-list-unsaved-new-post");
      await unsaved.getByRole("link", { name: title }).click();
      await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();
      await waitForHydration(page);
      const offer = page.getByRole("region", { name: "Unsaved changes" });
      await expect(offer).toContainText("You have changes to this post that were not saved");
      await offer.getByRole("button", { name: "Keep my changes" }).click();
      await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
      await expect(summary(page)).toHaveValue("A summary to come back to.");
      await expect(offer).toHaveCount(0);

      // Discarded, it is gone from the list (and no other test's new post is offered it).
      page.once("dialog", (dialog) => void dialog.accept());
      await page.goto("/admin/blog/new");
      await waitForHydration(page);
      await page.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Discard them" }).click();
      await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
      await expect
        .poll(async () => {
          await page.goto("/admin/blog");
          return page.getByRole("region", { name: "Not saved yet" }).count();
        })
        .toBe(0);
    });
  });

  test("two editors on one post: each is told of the other, and the second save shows both texts instead of replacing the first", async ({
    browser,
    page,
  }) => {
    const post = await newDraftPost(page, `Two editors ${Date.now()}`);
    const colleague = await browser.newPage({ storageState: staffState("admin") });
    await colleague.goto(post);
    await waitForHydration(colleague);
    await waitForHydration(page);

    await summary(colleague).fill("The colleague's summary.");
    await expect(colleague.getByRole("status").filter({ hasText: /^Draft kept at/ })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("note").filter({ hasText: /is also editing this post/ })).toBeVisible();

    await colleague.getByRole("button", { name: "Save", exact: true }).click();
    await expect(colleague.getByText("Saved.", { exact: true })).toBeVisible();

    await summary(page).fill("The editor's own summary.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("after you opened it, so yours was not saved.");
    const both = page.getByRole("region", { name: "Their saved text and yours" });
    await expect(both.locator("del").first()).toContainText("colleague");
    await expect(both.locator("ins").first()).toContainText("editor");
    await expect(summary(page)).toHaveValue("The editor's own summary.");
    await expectNoAxeViolations(page);

    // Saved again, knowingly, it replaces theirs.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
    await colleague.reload();
    await expect(summary(colleague)).toHaveValue("The editor's own summary.");
    await colleague.close();
  });

  test("a revision is compared with the saved text, then restored as a draft that changes nothing until saved", async ({
    page,
  }) => {
    const post = await newDraftPost(page, `History you can read ${Date.now()}`);
    await waitForHydration(page);
    await summary(page).fill("The second summary.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Compare revision 1 with the saved text" }).click();
    const comparison = page.getByRole("region", { name: "Revision 1 compared with the saved text" });
    // Old → new: revision 1's word struck, the saved text's highlighted.
    await expect(comparison.locator("del")).toContainText("first");
    await expect(comparison.locator("ins")).toContainText("second");
    await expectNoAxeViolations(page);

    await comparison.getByRole("button", { name: "Restore revision 1 as a draft" }).click();
    await expect(page.getByText("The revision’s text is in the form as your draft")).toBeVisible();
    await expect(summary(page)).toHaveValue("The first summary.");
    // Nothing changed yet: the saved text is still the second.
    await expect(page.getByRole("list").getByText("Revision 3")).toHaveCount(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved.", { exact: true })).toBeVisible();
    await expect(page.getByRole("list").getByText("Revision 3")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${post}$`));
  });

  test("a page's and a question's editors keep what is typed too, offered back after a reload and discarded on request", async ({
    page,
  }) => {
    for (const path of ["/admin/pages/company/company", "/admin/faq"]) {
      await page.goto(path);
      if (path === "/admin/faq") {
        await page.getByRole("list").getByRole("link").last().click();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      await waitForHydration(page);
      const form = page.locator("form").filter({ has: page.getByRole("status") });
      const first = form.getByRole("textbox").first();
      const saved = await first.inputValue();
      await first.fill(`${saved} (typed, not saved)`);
      await expect(form.getByRole("status").filter({ hasText: /^Draft kept at/ })).toBeVisible();
      page.once("dialog", (dialog) => void dialog.accept());
      await page.reload();
      await waitForHydration(page);
      await expect(first).toHaveValue(saved);
      const offer = page.getByRole("region", { name: "Unsaved changes" });
      await offer.getByRole("button", { name: "Keep my changes" }).click();
      await expect(first).toHaveValue(`${saved} (typed, not saved)`);
      // Discarded after a reload, nothing is offered again, and the saved text is as it was.
      page.once("dialog", (dialog) => void dialog.accept());
      await page.reload();
      await waitForHydration(page);
      const discarded = page.waitForResponse((response) => response.url().endsWith("/admin/drafts"));
      await page.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Discard them" }).click();
      expect((await discarded).status()).toBe(200);
      await page.reload();
      await waitForHydration(page);
      await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
      await expect(first).toHaveValue(saved);
    }
  });
});
