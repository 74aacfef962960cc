import { describe, expect, it } from "vitest";

import { checkIdentityClaims } from "./single-sign-on-claims";

const anyProvider = { allowedDomain: "nexoratech.in", requireHostedDomain: false };
const google = { allowedDomain: "nexoratech.in", requireHostedDomain: true };

describe("single sign-on's claim checks", () => {
  it("let in a verified address at the allowed domain, in lower case", () => {
    expect(checkIdentityClaims({ email: "Priya.Shah@NexoraTech.in", email_verified: true }, anyProvider)).toEqual({
      ok: true,
      email: "priya.shah@nexoratech.in",
    });
  });

  it("refuse an address the provider has not verified, none, or one that is not a plain address", () => {
    for (const claims of [
      { email: "priya@nexoratech.in", email_verified: false },
      { email: "priya@nexoratech.in" },
      // A string is not the boolean the specification asks for.
      { email: "priya@nexoratech.in", email_verified: "true" },
      { email_verified: true },
      { email: 42, email_verified: true },
      // Not one plain address: no domain can be told from it.
      { email: "Eve <priya@nexoratech.in>", email_verified: true },
      { email: "priya@nexoratech.in@evil.example", email_verified: true },
    ]) {
      expect(checkIdentityClaims(claims, anyProvider), JSON.stringify(claims)).toMatchObject({
        ok: false,
        refusal: "unverified-email",
      });
    }
  });

  it("refuse another domain, a subdomain and a look-alike", () => {
    for (const email of [
      "priya@gmail.com",
      "priya@mail.nexoratech.in",
      "priya@nexoratech.in.evil.example",
      "priya@evil-nexoratech.in",
    ]) {
      expect(checkIdentityClaims({ email, email_verified: true }, anyProvider), email).toMatchObject({
        ok: false,
        refusal: "outside-domain",
      });
    }
  });

  it("refuse a hosted domain (hd) that is not the allowed one, from any provider that sends it", () => {
    const claims = { email: "priya@nexoratech.in", email_verified: true, hd: "other.example" };
    expect(checkIdentityClaims(claims, anyProvider)).toEqual({
      ok: false,
      refusal: "outside-domain",
      email: "priya@nexoratech.in",
    });
    expect(checkIdentityClaims({ ...claims, hd: "NEXORATECH.IN" }, anyProvider)).toMatchObject({ ok: true });
  });

  it("ask Google for the hosted domain: a consumer account with a company address is not the company's", () => {
    expect(checkIdentityClaims({ email: "priya@nexoratech.in", email_verified: true }, google)).toMatchObject({
      ok: false,
      refusal: "outside-domain",
    });
    expect(
      checkIdentityClaims({ email: "priya@nexoratech.in", email_verified: true, hd: "nexoratech.in" }, google),
    ).toEqual({ ok: true, email: "priya@nexoratech.in" });
  });
});
