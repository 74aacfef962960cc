import { describe, expect, it } from "vitest";

import { descriptionHtml, descriptionSummary } from "./job-markdown";

describe("a job description's HTML", () => {
  it("renders the Markdown a recruiter writes", () => {
    expect(descriptionHtml("You will **lead** delivery.\n\n- React\n- TypeScript")).toBe(
      "<p>You will <strong>lead</strong> delivery.</p>\n<ul>\n<li>React</li>\n<li>TypeScript</li>\n</ul>\n",
    );
  });

  it("prints raw HTML as text", () => {
    const html = descriptionHtml('<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> there');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("makes no image of image syntax", () => {
    expect(descriptionHtml("![logo](https://example.com/logo.png)")).not.toContain("<img");
  });

  it.each([
    ["javascript:", "[x](javascript:alert(1))"],
    ["JavaScript: in capitals", "[x](JavaScript:alert(1))"],
    ["data:", "[x](data:text/html;base64,PHNjcmlwdD4=)"],
    ["a data: image", "[x](data:image/png;base64,iVBORw0KGgo=)"],
    ["vbscript:", "[x](vbscript:msgbox)"],
    ["an entity-encoded javascript:", "[x](&#106;avascript:alert(1))"],
    ["an autolink", "<javascript:alert(1)>"],
  ])("makes no link of %s", (_case, source) => {
    const html = descriptionHtml(source);
    expect(html).not.toContain("<a");
    expect(html.toLowerCase()).not.toMatch(/href="(javascript|data|vbscript):/);
  });

  it.each([
    ["a link", "[our blog](https://nexoratech.in/blog)", "https://nexoratech.in/blog"],
    ["a bare address", "See https://nexoratech.in/careers today", "https://nexoratech.in/careers"],
    ["an e-mail address", "[write to us](mailto:careers@nexoratech.in)", "mailto:careers@nexoratech.in"],
  ])("gives %s rel=nofollow noopener", (_case, source, href) => {
    expect(descriptionHtml(source)).toContain(`<a href="${href}" rel="nofollow noopener">`);
  });

  it("leaves dotted words such as Node.js alone", () => {
    expect(descriptionHtml("Node.js and next.js")).toBe("<p>Node.js and next.js</p>\n");
  });

  it.each([
    ["starting at #", "# About the role\n\n## You bring", "<h2>About the role</h2>\n<h3>You bring</h3>\n"],
    ["starting at ##", "## About the role\n\n### You bring", "<h2>About the role</h2>\n<h3>You bring</h3>\n"],
    [
      "skipping levels",
      "# Role\n\n#### Detail\n\n###### Small print",
      "<h2>Role</h2>\n<h3>Detail</h3>\n<h4>Small print</h4>\n",
    ],
    ["going back up", "### Role\n\n#### Detail\n\n### Benefits", "<h2>Role</h2>\n<h3>Detail</h3>\n<h2>Benefits</h2>\n"],
  ])("starts headings at h2 below the page's h1, one level at a time: %s", (_case, source, html) => {
    expect(descriptionHtml(source)).toBe(html);
  });
});

describe("a job description's summary", () => {
  it("is the words without the Markdown", () => {
    expect(
      descriptionSummary(
        "## About\n\nYou will **lead** [delivery](https://example.com)\nfor `two` clients.\n\n- React",
      ),
    ).toBe("About You will lead delivery for two clients. React");
  });

  it("is cut at a word near 180 characters", () => {
    const summary = descriptionSummary(`${"word ".repeat(60)}end`);
    expect(summary.length).toBeLessThanOrEqual(181);
    expect(summary).toMatch(/ word…$/);
    expect(summary).not.toContain("wor…");
  });

  it("keeps raw HTML as the words it is", () => {
    expect(descriptionSummary("<b>Hi</b> there")).toBe("<b>Hi</b> there");
  });
});
