import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, createNonce, hashSource, nonceSource } from "./content-security-policy";
import { directiveSources } from "../../test-support/policy-directives";

describe("contentSecurityPolicy", () => {
  it("lets scripts come from the site only, never inline", () => {
    const policy = contentSecurityPolicy();
    expect(directiveSources(policy, "script-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "script-src-attr")).toEqual(["'none'"]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("adds the given nonce or hashes to script-src and nowhere else", () => {
    const sources = [nonceSource("abc"), hashSource("sha256-xyz=")];
    const policy = contentSecurityPolicy(sources);
    expect(directiveSources(policy, "script-src")).toEqual(["'self'", "'nonce-abc'", "'sha256-xyz='"]);
    expect(directiveSources(policy, "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.match(/'nonce-abc'|'sha256-xyz='/g)).toHaveLength(2);
  });

  it("forbids framing, plugins and foreign origins", () => {
    const policy = contentSecurityPolicy();
    expect(directiveSources(policy, "default-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directiveSources(policy, "object-src")).toEqual(["'none'"]);
    expect(directiveSources(policy, "base-uri")).toEqual(["'self'"]);
    expect(policy).not.toMatch(/https?:|\*/);
  });
});

describe("createNonce", () => {
  it("gives 128 random bits in base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
