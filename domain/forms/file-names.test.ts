import { describe, expect, it } from "vitest";

import { plainFileName } from "./file-names";

describe("a file's name as the site keeps it", () => {
  it.each([
    ["Résumé Aditi (final).pdf", "Résumé Aditi (final).pdf"],
    ["C:\\fakepath\\cv.pdf", "cv.pdf"],
    ["../../etc/passwd", "passwd"],
    ["report\u202Efdp.exe", "reportfdp.exe"],
    ["bell\u0007.pdf", "bell.pdf"],
    ["line\r\nbreak.csv", "linebreak.csv"],
    ["nul\u0000.csv", "nul.csv"],
    ["half\uD800.pdf", "half\uFFFD.pdf"],
    ["  spaced.pdf  ", "spaced.pdf"],
  ])("%j is kept as %j", (name, kept) => {
    expect(plainFileName(name, { fallback: "file" })).toBe(kept);
  });

  it("falls back when nothing is left, and keeps to its length", () => {
    expect(plainFileName("\u202E\u0007", { fallback: "attachment" })).toBe("attachment");
    expect(plainFileName("folder/", { fallback: "contacts.csv" })).toBe("contacts.csv");
    expect(plainFileName(`${"a".repeat(300)}.pdf`, { fallback: "file", maxLength: 255 })).toHaveLength(255);
  });
});
