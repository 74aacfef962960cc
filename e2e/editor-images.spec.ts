import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";

import { expect, expectNoAxeViolations, test, visit, waitForHydration } from "./fixtures";
import { staffState } from "./staff";

/** A visitor's own browser: no staff session. */
const visitorPage = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

/** A small picture made here, named .jpg though it is a PNG: the server reads the bytes, not the name. */
const picture = async () => ({
  name: "whiteboard.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#1e3a8a" } })
    .composite([
      {
        input: Buffer.from('<svg width="600" height="400"><rect width="600" height="400" fill="#f59e0b"/></svg>'),
        top: 200,
        left: 300,
      },
    ])
    .png()
    .toBuffer(),
});

/** The image has arrived and been decoded (lazy: it is scrolled to first). */
async function expectLoaded(page: Page, alt: string) {
  const image = page.getByRole("img", { name: alt });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe("editors' images", () => {
  test.use({ storageState: staffState("editor") });

  test("an editor uploads an image with its alt text, shows it in a post, previews and publishes it, and visitors see it in its box @one-width", async ({
    browser,
    page,
  }) => {
    const stamp = Date.now();
    const alt = `Sticky notes on a whiteboard ${stamp}`;
    const title = `Planning on paper ${stamp}`;
    const slug = `planning-on-paper-${stamp}`;

    await page.goto("/admin");
    await page.getByRole("link", { name: "Images" }).first().click();
    await expect(page.getByRole("heading", { name: "Images", level: 1 })).toBeVisible();
    await waitForHydration(page);

    // Alt text is required: blanks are refused, with the message at the field.
    await page.getByLabel("Image file").setInputFiles(await picture());
    await page
      .getByRole("textbox", { name: /^Alternative text/ })
      .first()
      .fill("   ");
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(
      page.getByText("Please describe the image for people who cannot see it (alternative text)."),
    ).toBeVisible();

    await page.getByLabel("Image file").setInputFiles(await picture());
    await page
      .getByRole("textbox", { name: /^Alternative text/ })
      .first()
      .fill(alt);
    await page.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Uploaded. Copy its Markdown into a post to show it there.")).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: alt });
    await expect(card.getByText(/1200 × 800 px/)).toBeVisible();
    await expectLoaded(page, alt);
    await expectNoAxeViolations(page);
    const snippet = await card.getByRole("textbox", { name: "Markdown for a post" }).inputValue();
    expect(snippet).toMatch(/^!\[Sticky notes on a whiteboard \d+\]\(\/media\/[\da-f-]{36}\)$/);
    const address = await card.getByRole("textbox", { name: "Address for a social image" }).inputValue();

    // A post showing it, in the live preview as the public page will draw it.
    await page.goto("/admin/blog/new");
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("How a wall of notes became a plan.");
    await page
      .getByRole("textbox", { name: "Text", exact: true })
      .fill(
        `We started on a wall.\n\n${snippet}\n\nThen we wrote it down.\n\n![a tracker](https://example.com/pixel.png)`,
      );
    await page.getByRole("combobox", { name: "Category" }).selectOption("Management");
    await page.getByRole("textbox", { name: "Author", exact: true }).fill("Aditi Sharma");
    await page.getByRole("checkbox", { name: /^Featured/ }).check();
    // The social image field takes the address an editor copied from Images.
    await page.getByRole("textbox", { name: /^Social image/ }).fill(address);
    const preview = page.getByRole("region", { name: /^Preview/ });
    const previewed = preview.getByRole("img", { name: alt });
    await expect(previewed).toHaveAttribute("width", "1200");
    await expect(previewed).toHaveAttribute("height", "800");
    await expect(previewed).toHaveAttribute("srcset", /\/media\/[\da-f-]{36}-480\.jpg 480w/);
    // An image from elsewhere is only its words.
    await expect(preview.getByText("a tracker")).toBeVisible();
    await expect(preview.locator('img[src^="https://"]')).toHaveCount(0);
    await expectLoaded(page, alt);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: the post is on the blog")).toBeVisible();

    const visitor = await visitorPage(browser);
    await visit(visitor, `/blog/${slug}`);
    await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^https?://[^/]+${address}-1200x630\\.jpg$`),
    );
    const shown = visitor.getByRole("img", { name: alt });
    await expect(shown).toHaveAttribute("width", "1200");
    await expect(shown).toHaveAttribute("height", "800");
    await expect(shown).toHaveAttribute("loading", "lazy");
    // Its box has the picture's shape before and after it arrives: nothing below it moves.
    const box = await shown.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(1.5, 1);
    await expectLoaded(visitor, alt);
    expect((await shown.boundingBox())!.height).toBeCloseTo(box!.height, 0);
    await expectNoAxeViolations(visitor);

    // While the post shows it, the image cannot be deleted; the page says where it is.
    await page.goto("/admin/images");
    await waitForHydration(page);
    const listed = page.getByRole("listitem").filter({ hasText: alt });
    await expect(listed.getByRole("link", { name: `“${title}”` })).toBeVisible();
    await listed.getByRole("button", { name: "Delete image" }).click();
    await expect(
      page.getByText(`This image is shown in “${title}”. Take it out of that post first, then delete it.`),
    ).toBeVisible();

    // Take the post off the site again, so the blog stays as the seed made it for the other tests.
    await page.goto("/admin/blog");
    await page.getByRole("link", { name: title }).click();
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("The post is a draft again")).toBeVisible();
    await visitor.close();
  });
});
