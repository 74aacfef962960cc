import { expect, test, visit } from "./fixtures";

// The icons a page repeats (five stars per testimonial, a tick per line) and those every
// page draws (the footer's) come from one sprite file the browser keeps, not inline shapes.
test("the repeated icons are drawn from the cached sprite", { tag: "@one-width" }, async ({ page, request }) => {
  await visit(page, "/case-study/website-development");
  const star = page.locator("svg.lucide-star").first();
  const href = await star.locator("use").getAttribute("href");
  expect(href).toMatch(/^\/assets\/icon-sprite-[\w-]+\.svg#star$/);

  const sprite = await request.get(href!.split("#")[0]!);
  expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  expect(await sprite.text()).toContain('<symbol id="star"');

  // The star keeps the size its classes give it, and its shape is drawn once the sprite has arrived.
  expect(await star.boundingBox()).toMatchObject({ width: 16, height: 16 });
  await expect.poll(() => star.locator("use").evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(0);
  await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
  await expect(page.locator("footer svg.lucide-mail use")).toHaveAttribute("href", /#mail$/);
});
