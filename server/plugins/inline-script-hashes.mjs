// The hashes of the inline scripts an HTML page runs, for a Content-Security-Policy that lets
// exactly those run (docs/decisions/004-content-security-policy.md). The pages are the build's own
// React output, so matching script elements is enough: no comment or attribute hides one.
import { createHash } from "node:crypto";

const scriptElement = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// What a browser runs, and so checks against script-src; any other type (JSON-LD, for one) is data.
const executableType =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/javascript1\.[0-5]|text\/(jscript|livescript))$/;

/**
 * Each inline script's hash as a CSP hash source without its quotes (`sha256-…`), in document
 * order, once each.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributeText = "", source = ""] of html.matchAll(scriptElement)) {
    const attributes = new Map(
      [...attributeText.matchAll(attribute)].map(([, name = "", ...values]) => [
        name.toLowerCase(),
        values.find((value) => value !== undefined) ?? "",
      ]),
    );
    if (attributes.has("src") || !executableType.test((attributes.get("type") ?? "").trim().toLowerCase())) continue;
    // A browser hashes the text as parsed, and parsing turns each CR LF or lone CR into LF.
    const text = source.replace(/\r\n?/g, "\n");
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
