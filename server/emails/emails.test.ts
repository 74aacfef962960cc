// @vitest-environment jsdom
// (for DOMParser: the HTML part is read as a browser reads it)
import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { composeEmail } from "./compose-email";
import { button, details, finePrint, paragraph, paragraphsOf, quote, type EmailContent } from "./email-content";
import { palette } from "./email-html";

const hostile = `Ravi <script>alert("x")</script> & <b>Co</b>`;

/** Both parts of an e-mail, and what a reader (or a check) finds in the HTML one. */
function partsOf(email: { subject: string; text: string; html: string }) {
  const document = new DOMParser().parseFromString(email.html, "text/html");
  return {
    ...email,
    document,
    doctype: document.doctype?.name,
    links: [...document.querySelectorAll("a[href]")].map((link) => link.getAttribute("href")!),
    /** What the body shows, with the preview text (hidden in the body) left out. */
    shownText: document.body.textContent!.replace(/\s+/g, " "),
  };
}

describe("the e-mail kit", () => {
  const content: EmailContent = {
    subject: `New enquiry from ${hostile}`,
    preview: `${hostile} wrote through the contact page`,
    heading: "New enquiry",
    blocks: [
      paragraph(`${hostile} wrote:`),
      quote(`First line\n${hostile}`, "Message"),
      details([
        ["Reference", "NX-7KQ2-M4"],
        ["Name", hostile],
      ]),
      button("Choose your password", "https://nexora.test/admin/set-password/abc?x=1&y=2"),
      finePrint("If you did not expect this e-mail, you can ignore it."),
    ],
  };
  const email = partsOf(composeEmail(content));

  it("writes the text part from the same content, blocks in order, with the company's footer", () => {
    expect(email.text).toBe(
      [
        "New enquiry",
        `${hostile} wrote:`,
        `Message:\nFirst line\n${hostile}`,
        `Reference: NX-7KQ2-M4\nName: ${hostile}`,
        "Choose your password:\nhttps://nexora.test/admin/set-password/abc?x=1&y=2",
        "If you did not expect this e-mail, you can ignore it.",
        [
          "-- ",
          "Nexora Technologies Pvt. Ltd.",
          "IT services for businesses across Delhi NCR and India",
          "4th Floor, Eros Corporate Tower, Nehru Place, New Delhi 110019",
          "+91 98110 42765 (Monday-Saturday 10am to 6pm)",
        ].join("\n"),
      ].join("\n\n"),
    );
  });

  it("makes an HTML document mail programs read: doctype, language, title, preview, no scripts or remote files", () => {
    expect(email.html.startsWith("<!DOCTYPE html PUBLIC")).toBe(true);
    expect(email.doctype).toBe("html");
    expect(email.document.documentElement.lang).toBe("en-IN");
    expect(email.document.title).toBe(content.subject);
    expect(email.document.querySelector("meta[name=color-scheme]")?.getAttribute("content")).toBe("light dark");
    expect(email.shownText).toContain(content.preview);
    expect(email.document.querySelectorAll("script, img, link, iframe, form, [src], [srcset]")).toHaveLength(0);
  });

  it("shows the same words and links as the text part", () => {
    for (const words of ["New enquiry", "First line", "NX-7KQ2-M4", "Choose your password", "Nehru Place"]) {
      expect(email.shownText).toContain(words);
    }
    expect(email.links).toEqual([
      "https://nexora.test/admin/set-password/abc?x=1&y=2",
      "https://nexora.test/admin/set-password/abc?x=1&y=2",
    ]);
  });

  it("keeps a visitor's words as text: their markup never becomes HTML", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>Co</b>");
    expect(email.html).toContain("&lt;script&gt;");
    // Every place the hostile name went shows it letter for letter.
    expect(email.shownText.split(hostile).length - 1).toBe(4);
  });

  it("keeps line breaks as <br>, and parts a text someone wrote into paragraphs at its blank lines", () => {
    expect(email.document.querySelector(".email-quote")?.innerHTML).toContain("<br>");
    expect(paragraphsOf("Dear Aditi,\n\nThank you.\nReally.\n\n\n  \nBest,\nNexora")).toEqual([
      paragraph("Dear Aditi,"),
      paragraph("Thank you.\nReally."),
      paragraph("Best,\nNexora"),
    ]);
  });

  it("uses the site's colours, as app/app.css defines them", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const siteColours = Object.fromEntries(
      [...css.matchAll(/--color-((?:brand|accent)-\d+):\s*(#[0-9a-f]{6})/g)].map(([, name, value]) => [name, value]),
    );
    for (const [name, value] of Object.entries(palette)) {
      if (name.startsWith("brand-") || name.startsWith("accent-")) expect(siteColours[name], name).toBe(value);
    }
  });
});
