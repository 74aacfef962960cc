import { describe, expect, it } from "vitest";

import { imageIdsIn, postBodyHtml, type PostImage } from "./post-markdown";

const id = "0b7c4f3e-5a52-4c38-9d3e-2f4f6f0a1b2c";
const other = "7d9e1c2a-0000-4000-8000-000000000001";
const image: PostImage = {
  id,
  alt: "A team at a whiteboard",
  width: 2000,
  height: 1000,
  widths: [480, 960, 1600],
  formats: ["avif", "webp", "jpeg"],
  socialCard: true,
};
const images = new Map([[id, image]]);

describe("a post's images", () => {
  it("draws an uploaded image as a picture with every size, its box and the alt text written", () => {
    expect(postBodyHtml(`![Sketching the flow](/media/${id})`, images)).toBe(
      "<p><picture>" +
        `<source type="image/avif" srcset="/media/${id}-480.avif 480w, /media/${id}-960.avif 960w, /media/${id}-1600.avif 1600w" sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)">` +
        `<source type="image/webp" srcset="/media/${id}-480.webp 480w, /media/${id}-960.webp 960w, /media/${id}-1600.webp 1600w" sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)">` +
        `<img src="/media/${id}-1600.jpg" srcset="/media/${id}-480.jpg 480w, /media/${id}-960.jpg 960w, /media/${id}-1600.jpg 1600w" sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)"` +
        ` width="1600" height="800" alt="Sketching the flow" loading="lazy" decoding="async">` +
        "</picture></p>\n",
    );
  });

  it("uses the image's own alt text when the Markdown gives none, escaped", () => {
    const html = postBodyHtml(`![](/media/${id})`, new Map([[id, { ...image, alt: 'Say "hi" <b>' }]]));
    expect(html).toContain('alt="Say &quot;hi&quot; &lt;b&gt;"');
  });

  it.each([
    ["another host", "![a chart](https://example.com/chart.png)"],
    ["an id never uploaded", `![a chart](/media/${other})`],
    ["a made size's address", `![a chart](/media/${id}-480.avif)`],
    ["a site file", "![a chart](/images/blog/chart.svg)"],
  ])("shows only the alt text for %s", (_case, source) => {
    const html = postBodyHtml(source, images);
    expect(html).not.toMatch(/<img|<picture/);
    expect(html).toBe("<p>a chart</p>\n");
  });

  it("makes nothing of a data: image or raw HTML", () => {
    const html = postBodyHtml('![x](data:image/png;base64,iVBORw0KGgo=)\n\n<img src="/media/x">', images);
    expect(html).not.toMatch(/<img|<picture|src="data:/);
  });

  it("finds the uploaded images a body refers to, once each", () => {
    expect(
      imageIdsIn(`![a](/media/${id}) and ![b](/media/${id})\n\n![c](/media/${other}) ![d](https://x.test/y.png)`),
    ).toEqual([id, other]);
  });
});
