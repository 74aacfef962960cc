import { describe, expect, it } from "vitest";

import { inlineScriptHashes } from "./inline-script-hashes.mjs";

// The example of the CSP specification (§ 2.3.1, hash-source), worked out independently of this code.
const alertHash = "sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=";
const alertScript = "alert('Hello, world.');";

describe("inlineScriptHashes", () => {
  it("hashes the text of an inline script as the CSP specification does", () => {
    expect(inlineScriptHashes(`<p>x</p><script>${alertScript}</script>`)).toEqual([alertHash]);
  });

  it("hashes module scripts and scripts with attributes, in document order", () => {
    const html = `<script type="module" async="">import "/a.js";</script><script id="_R_" nonce="">${alertScript}</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[1]).toBe(alertHash);
  });

  it("skips data blocks such as JSON-LD, and external scripts", () => {
    const html = [
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script src="/assets/entry.js"></script>`,
      `<script type="text/javascript">${alertScript}</script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([alertHash]);
  });

  it("is not fooled by a '>' inside a quoted attribute", () => {
    expect(inlineScriptHashes(`<script data-note="a > b">${alertScript}</script>`)).toEqual([alertHash]);
  });

  it("hashes line breaks as the browser parses them, CR LF as LF", () => {
    expect(inlineScriptHashes("<script>a();\r\nb();</script>")).toEqual(
      inlineScriptHashes("<script>a();\nb();</script>"),
    );
  });

  it("names a script that appears twice once", () => {
    expect(inlineScriptHashes(`<script>${alertScript}</script><SCRIPT>${alertScript}</SCRIPT >`)).toEqual([alertHash]);
  });

  it("gives an empty list for a page without inline scripts", () => {
    expect(inlineScriptHashes("<!doctype html><title>x</title>")).toEqual([]);
  });
});
