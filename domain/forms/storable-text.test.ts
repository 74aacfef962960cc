import { describe, expect, it } from "vitest";

import { isStorableText } from "./storable-text";

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
