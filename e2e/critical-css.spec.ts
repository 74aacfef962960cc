import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * Decision 058: a public page's inline critical CSS draws it as the whole public stylesheet does, so
 * the first paint, which waits for no stylesheet, is the page the visitor then keeps (no flash, no
 * shift). Without JavaScript, with the stylesheet refused, every element's computed style is
 * compared with the page's own with the stylesheet, animations left out.
 */
test.describe("the critical CSS alone", () => {
  test.use({ javaScriptEnabled: false });

  /** Each element of the body, with its computed style: the tag and classes name it in a failure. */
  async function computedStyles(page: Page, path: string, withStylesheet: boolean) {
    if (!withStylesheet) await page.route("**/assets/public-*.css", (route) => route.abort());
    await page.goto(path);
    return page.evaluate((removeNoscript) => {
      // Without JavaScript the <noscript> copy of the link would bring the stylesheet in.
      if (removeNoscript) for (const element of document.querySelectorAll("noscript")) element.remove();
      // Whether the spinner's turns are over depends on when the page loaded: compared without them.
      for (const animation of document.getAnimations()) animation.cancel();
      return [...document.querySelectorAll("body *")].map((element) => {
        const style = getComputedStyle(element);
        const properties = [...style].filter((name) => !name.startsWith("--"));
        return {
          element: `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`,
          style: Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)])),
        };
      });
    }, !withStylesheet);
  }

  // A prerendered page, kept renders (a list; the blog, its newsletter form and the footer's line
  // pointing to it), and one with the FAQ's accordion. The home page keeps its stylesheet link:
  // with its critical CSS it would outgrow the first round trip.
  for (const path of ["/contactUs", "/career", "/blog", "/faq"]) {
    test(`styles ${path} as the stylesheet does`, async ({ page }) => {
      const full = await computedStyles(page, path, true);
      // Refused from here on: a route also keeps the browser's cache out of it.
      const critical = await computedStyles(page, path, false);
      expect(critical.map(({ element }) => element)).toEqual(full.map(({ element }) => element));
      for (const [index, { element, style }] of critical.entries()) expect(style, element).toEqual(full[index]?.style);
    });
  }
});
