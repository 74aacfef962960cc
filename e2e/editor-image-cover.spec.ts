import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";

import { expect, expectNoAxeViolations, test, visit, waitForHydration } from "./fixtures";
import { staffState } from "./staff";

/** A visitor's own browser: no staff session. */
const visitorPage = (browser: Browser) => browser.newPage({ storageState: { cookies: [], origins: [] } });

/** A landscape picture made here, as a camera's photo would be uploaded. */
const photo = async (background: string) =>
  sharp({ create: { width: 1280, height: 720, channels: 3, background } })
    .png()
    .toBuffer();

/** Drops a file on the text field as a file manager would: a drop event carrying it. */
async function dropFile(page: Page, selector: string, bytes: Buffer, name: string) {
  await page.locator(selector).evaluate(
    (target, { base64, name }) => {
      const content = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type: "image/png" }));
      for (const type of ["dragover", "drop"])
        target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { base64: bytes.toString("base64"), name },
  );
}

test.describe("pictures where they are written", () => {
  test.use({ storageState: staffState("editor") });

  test("an image uploaded from a post's text, with its alt text, becomes the post's cover from the library, and visitors see it @one-width", async ({
    browser,
    page,
  }) => {
    // Two uploads made into nine files each, two sign-ins' worth of pages, and axe four times.
    test.setTimeout(90_000);
    const stamp = Date.now();
    const alt = `A team around a whiteboard ${stamp}`;
    const title = `Planning with the whole team ${stamp}`;
    const slug = `planning-with-the-whole-team-${stamp}`;

    await page.goto("/admin/blog/new");
    await waitForHydration(page);
    // A new post starts without a cover, and says what the blog shows meanwhile.
    await expect(page.getByRole("textbox", { name: /^Cover image/ })).toHaveValue("");
    await expect(
      page.getByText("No cover yet: until you choose one, the blog shows its default illustration."),
    ).toBeVisible();

    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("How one wall of notes became a plan.");
    await page
      .getByRole("textbox", { name: "Text", exact: true })
      .fill("We started on a wall.\n\nThen we wrote it down.");
    // Found by its name: while a dialog is open, the page behind it is hidden from the accessibility tree.
    const text = page.locator("textarea[name=body]");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Management");
    await page.getByRole("textbox", { name: "Author", exact: true }).fill("Aditi Sharma");
    await page.getByRole("checkbox", { name: /^Featured/ }).check();

    // The cursor after the first paragraph: the picture goes there.
    await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(22, 22));
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Insert an image" }).click();
    await (await chooser).setFiles({ name: "team.png", mimeType: "image/png", buffer: await photo("#1e3a8a") });

    // Its alternative text is asked first; a blank one is refused and nothing is inserted.
    const dialog = page.getByRole("dialog", { name: "Insert an image" });
    await expect(dialog.getByRole("textbox", { name: /^Alternative text/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole("textbox", { name: /^Alternative text/ }).fill("   ");
    await dialog.getByRole("button", { name: "Upload and insert" }).click();
    await expect(dialog.getByText("Please describe the image for people who cannot see it")).toBeVisible();
    await expect(text).toHaveValue("We started on a wall.\n\nThen we wrote it down.");
    await dialog.getByRole("textbox", { name: /^Alternative text/ }).fill(alt);
    await dialog.getByRole("button", { name: "Upload and insert" }).click();
    await expect(dialog).toBeHidden();
    await expect(text).toHaveValue(
      new RegExp(
        `^We started on a wall\\.\\n\\n!\\[${alt}\\]\\(/media/[\\da-f-]{36}\\)\\n\\nThen we wrote it down\\.$`,
      ),
    );
    const reference = /\((\/media\/[\da-f-]{36})\)/.exec(await text.inputValue())![1]!;
    // The live preview draws it as the public page will.
    const preview = page.getByRole("region", { name: /^Preview/ });
    await expect(preview.getByRole("img", { name: alt })).toHaveAttribute("width", "1280");

    // A file dropped on the text is asked its alt text too; cancelled, nothing is uploaded or inserted.
    const before = await text.inputValue();
    await dropFile(page, "textarea[name=body]", await photo("#f59e0b"), "dropped.png");
    const dropped = page.getByRole("dialog", { name: "Insert an image" });
    await expect(dropped.getByText("dropped.png")).toBeVisible();
    await dropped.getByRole("button", { name: "Cancel" }).click();
    await expect(dropped).toBeHidden();
    await expect(text).toHaveValue(before);

    // The cover, chosen from the library by searching, by keyboard.
    await page.getByRole("button", { name: "Choose from Images" }).first().click();
    const picker = page.getByRole("dialog", { name: "Choose the cover image" });
    const search = picker.getByRole("searchbox", { name: "Search by description" });
    await expect(search).toBeFocused();
    await search.fill(`whiteboard ${stamp}`);
    await expect(picker.getByRole("status")).toHaveText(`1 image match “whiteboard ${stamp}”.`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Tab");
    await expect(picker.getByRole("button", { name: alt })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(picker).toBeHidden();
    await expect(page.getByRole("textbox", { name: /^Cover image/ })).toHaveValue(reference);
    await expect(page.getByText(`Chosen: ${alt}`)).toBeVisible();
    await expect(preview.locator(`img[src^="${reference}-"][src$=".webp"]`)).toHaveCount(1);

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Cover image/ })).toHaveValue(reference);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: the post is on the blog")).toBeVisible();

    // Visitors see it as the post's cover, on its page and its card, and shared as its social card.
    const visitor = await visitorPage(browser);
    await visit(visitor, `/blog/${slug}`);
    await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const cover = visitor.locator("article > img").first();
    await expect(cover).toHaveAttribute("src", new RegExp(`^${reference}-960\\.webp$`));
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(960);
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`${reference}-1200x630\\.jpg$`),
    );
    await expectNoAxeViolations(visitor);
    await visit(visitor, "/blog");
    const card = visitor
      .getByRole("listitem")
      .filter({ has: visitor.getByRole("link", { name: title }) })
      .first();
    await expect(card.locator("img").first()).toHaveAttribute("src", `${reference}-960.webp`);

    // The library says where it is shown, as a link, and will not delete it meanwhile.
    await page.goto("/admin/images");
    await waitForHydration(page);
    const listed = page.getByRole("listitem").filter({ hasText: alt });
    await expect(listed.getByRole("link", { name: `“${title}”` })).toHaveAttribute(
      "href",
      /^\/admin\/blog\/[\da-f-]{36}$/,
    );
    await listed.getByRole("button", { name: "Delete image" }).click();
    await expect(
      page.getByText(`This image is shown in “${title}”. Take it out of that post first, then delete it.`),
    ).toBeVisible();

    // Off the site again, so the blog stays as the seed made it for the other tests.
    await listed.getByRole("link", { name: `“${title}”` }).click();
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("The post is a draft again")).toBeVisible();
    await visitor.close();
  });

  test("after an upload on Images, its form is empty again @one-width", async ({ page }) => {
    await page.goto("/admin/images");
    await waitForHydration(page);
    await page.getByLabel("Image file").setInputFiles({
      name: "plain.png",
      mimeType: "image/png",
      buffer: await photo("#0f766e"),
    });
    const altText = page.getByRole("textbox", { name: /^Alternative text/ }).first();
    await altText.fill(`A plain teal square ${Date.now()}`);
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Uploaded.")).toBeVisible();
    await expect(page.getByLabel("Image file")).toHaveValue("");
    await expect(page.getByRole("textbox", { name: /^Alternative text/ }).first()).toHaveValue("");
    await expectNoAxeViolations(page);
  });
});
