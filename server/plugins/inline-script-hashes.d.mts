/** Each inline script's hash as a CSP hash source without its quotes (`sha256-…`), in document order, once each. */
export function inlineScriptHashes(html: string): string[];
