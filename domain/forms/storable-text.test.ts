import { describe, expect, it } from "vitest";

import { isStorableText, storableText } from "./storable-text";

describe("text the site stores", () => {
  it("takes what people write, in any script", () => {
    expect(isStorableText("Zoë Müller, नमस्ते, 👋\ttab and\nline")).toBe(true);
  });

  it.each([
    ["a NUL", "Title\u0000"],
    ["half of a surrogate pair", "Title \ud800"],
    // Both editors once took them, and a job's or a post's title made its feed ill-formed.
    ["U+FFFF", "Senior React Engineer\uFFFF"],
    ["U+FFFE", "\uFFFEBlog post"],
  ])("refuses %s", (_, text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe("text read from outside, made storable", () => {
  it("loses NUL, the other control characters and noncharacters, keeps tabs and lines, mends half characters", () => {
    expect(storableText("hello\u0000world\u0007\uFFFF\tand\r\nline \ud800")).toBe("helloworld\tand\r\nline \uFFFD");
    expect(isStorableText(storableText("\u0000\ud800\uFFFE"))).toBe(true);
  });
});
