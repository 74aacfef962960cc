import { randomBytes } from "node:crypto";

/**
 * The site's Content-Security-Policy (docs/decisions/004-content-security-policy.md). Scripts come
 * from the site itself; an inline script runs only if the policy names it, by the response's nonce
 * on pages rendered per request or by its hash on prerendered ones.
 */
const otherDirectives = {
  // React writes style attributes, which no nonce or hash can allow.
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "font-src": ["'self'"],
  "connect-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "script-src-attr": ["'none'"],
};

/** The policy with `inlineScriptSources` ('nonce-…' or 'sha256-…') added to script-src. */
export function contentSecurityPolicy(inlineScriptSources: readonly string[] = []): string {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptSources],
    ...otherDirectives,
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** 128 random bits, the least the CSP specification asks of a nonce. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

/** `hash` as the build writes it, e.g. `sha256-…` (server/plugins/inline-script-hashes.mjs). */
export const hashSource = (hash: string) => `'${hash}'`;
