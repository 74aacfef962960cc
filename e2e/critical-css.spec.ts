import { expect, test } from "./fixtures";

/**
 * Decision 058: a public page's inline critical CSS draws it as the whole public stylesheet does, so
 * the first paint, which waits for no stylesheet, is the page the visitor then keeps (no flash, no
 * shift). Without JavaScript, every element's computed style is read with the stylesheet, then again
 * once the stylesheet's links are taken out of the document, animations left out. Both readings and
 * their comparison happen in the page, which hands back only the differences: returning both
 * readings (a few hundred elements of some 350 properties each) and comparing them here cost most of
 * the test's time.
 */
test.describe("the critical CSS alone", () => {
  test.use({ javaScriptEnabled: false });

  // A prerendered page, kept renders (a list; the blog, its newsletter form and the footer's line
  // pointing to it), and one with the FAQ's accordion. The home page keeps its stylesheet link:
  // with its critical CSS it would outgrow the first round trip.
  for (const path of ["/contactUs", "/career", "/blog", "/faq"]) {
    test(`styles ${path} as the stylesheet does`, async ({ page }) => {
      await page.goto(path);
      const compared = await page.evaluate(() => {
        // Whether the spinner's turns are over depends on when the page loaded: compared without them.
        for (const animation of document.getAnimations()) animation.cancel();
        const elements = [...document.querySelectorAll("body *")];
        const styles = () =>
          elements.map((element) => {
            const style = getComputedStyle(element);
            return new Map(
              [...style].filter((name) => !name.startsWith("--")).map((name) => [name, style.getPropertyValue(name)]),
            );
          });
        const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
          /\/assets\/public-[^/]*\.css$/.test(link.href),
        );
        const loaded = stylesheets.filter((link) => link.sheet !== null && link.media !== "print").length;
        const full = styles();
        for (const link of stylesheets) link.remove();
        const critical = styles();
        const differences = critical.flatMap((style, index) => {
          const element = elements[index]!;
          const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
          const fullStyle = full[index]!;
          const names = new Set([...style.keys(), ...fullStyle.keys()]);
          return [...names]
            .filter((property) => style.get(property) !== fullStyle.get(property))
            .map(
              (property) => `${name} ${property}: ${style.get(property)} (the stylesheet: ${fullStyle.get(property)})`,
            );
        });
        return { loaded, elements: elements.length, differences };
      });
      expect(compared.loaded, "the stylesheet applied before it was taken out").toBe(1);
      expect(compared.elements, "the page's elements were read").toBeGreaterThan(50);
      expect(compared.differences).toEqual([]);
    });
  }
});
