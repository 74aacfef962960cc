import type { Browser } from "@playwright/test";

import { expect, expectNoAxeViolations, test, visit, waitForHydration } from "./fixtures";
import { staffState } from "./staff";

/** A visitor's own browser: no staff session. */
const visitorPage = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

test.describe("the blog in the back office", () => {
  test.use({ storageState: staffState("editor") });
  // A post's whole life, from its first word to a visitor reading it and back, with three axe checks.
  test.setTimeout(60_000);

  test("an editor writes a post, previews it live, publishes it, and visitors find it on /blog and its page @one-width", async ({
    browser,
    page,
  }) => {
    const stamp = Date.now();
    const title = `Field notes from Gwalior ${stamp}`;
    const slug = `field-notes-from-gwalior-${stamp}`;

    await page.goto("/admin");
    await page.getByRole("link", { name: "Blog" }).first().click();
    await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();
    // Today's posts came with the seed.
    await expect(page.getByText("Offline-first Android apps for field teams on 2 GB phones")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "New post" }).click();
    await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("What a week on the shop floor taught us.");
    await page
      .getByRole("textbox", { name: "Text", exact: true })
      .fill("# What we saw\n\nPeople read dashboards from **three metres** away. <b>not bold</b>");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Design");
    await page.getByRole("textbox", { name: "Author", exact: true }).fill("Aditi Sharma");
    // Featured: the Another topic grid, whose posts another test counts, stays as the seed made it.
    await page.getByRole("checkbox", { name: /^Featured/ }).check();

    // The live preview: the server's rendering, drawn by the public page's component.
    const preview = page.getByRole("region", { name: /^Preview/ });
    await expect(preview.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "What we saw", level: 2 })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("three metres");
    await expect(preview.getByText("<b>not bold</b>")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved. Visitors see it only once you publish it.")).toBeVisible();
    // The page's own heading, then the preview's.
    await expect(page.getByRole("heading", { name: title, level: 1 })).toHaveCount(2);
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();

    // A draft is nobody's business but the editors'.
    const visitor = await visitorPage(browser);
    expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(
      page.getByText("Published: the post is on the blog, in the feed and in the sitemap now."),
    ).toBeVisible();
    await expect(page.getByRole("list").getByText("Revision 1")).toBeVisible();
    await expectNoAxeViolations(page);

    // The visitor finds it on /blog, first among the posts, and opens it from its card.
    await visit(visitor, "/blog");
    await expect(visitor.getByRole("tab", { name: "All Blog" })).toBeVisible();
    await expect(visitor.getByRole("tab", { name: "Featured Blog" })).toBeVisible();
    const card = visitor.getByRole("link", { name: title });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(visitor);
    await card.click();
    await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(visitor.getByRole("heading", { name: "What we saw", level: 2 })).toBeVisible();
    await expectNoAxeViolations(visitor);

    // A new address: the old one leads to it.
    await page.getByRole("textbox", { name: /^Address/ }).fill(`${slug}-renamed`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved. The blog shows the change now.")).toBeVisible();
    await visitor.goto(`/blog/${slug}`);
    await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}-renamed$`));

    // Take it off the site again, so the blog stays as the seed made it for the other tests.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("The post is a draft again")).toBeVisible();
    expect((await visitor.goto(`/blog/${slug}-renamed`))?.status()).toBe(404);
    await visitor.close();
  });
});
