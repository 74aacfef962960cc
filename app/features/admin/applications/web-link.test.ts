import { describe, expect, it } from "vitest";

import { webLink } from "./web-link";

describe("webLink", () => {
  it("opens web addresses", () => {
    expect(webLink("https://www.linkedin.com/in/aditi-rao")).toBe("https://www.linkedin.com/in/aditi-rao");
    expect(webLink(" http://aditi.dev ")).toBe("http://aditi.dev/");
  });

  it("keeps everything else as text", () => {
    for (const value of [
      "javascript:alert(1)",
      " JavaScript:alert(document.cookie)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "mailto:aditi@example.in",
      "linkedin.com/in/aditi",
      "//evil.example",
      "",
    ])
      expect(webLink(value), value).toBeUndefined();
  });
});
