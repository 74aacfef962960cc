import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

import { cdata, escapeXml } from "./xml";

const parsed = (xml: string) => new XMLParser({ parseTagValue: false }).parse(xml) as { t: string };

describe("XML text", () => {
  it("escapes what XML gives meaning to, and reads back as written", () => {
    const text = `Tom & Jerry's <script>"x"</script>`;
    const xml = `<t a="${escapeXml(text)}">${escapeXml(text)}</t>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(escapeXml(text)).not.toMatch(/[<>"']/);
    expect(new XMLParser({ parseTagValue: false, processEntities: true }).parse(xml).t).toBe(text);
  });

  it("keeps a CDATA section whole when the text holds the sequence that would end it", () => {
    const text = "a]]><b>not markup</b>]]>";
    const xml = `<t>${cdata(text)}</t>`;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parsed(xml).t).toBe(text);
  });

  it("leaves out what XML forbids, so that a title stored with it cannot break a feed", () => {
    const title = "Senior\uFFFF React\uFFFE Engineer\u0001, Noida \ud800";
    for (const xml of [`<t>${escapeXml(title)}</t>`, `<t>${cdata(title)}</t>`]) {
      for (const forbidden of ["\u0001", "\uFFFE", "\uFFFF", "\ud800"]) expect(xml).not.toContain(forbidden);
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(parsed(xml).t).toBe("Senior React Engineer, Noida \uFFFD");
    }
  });
});
