/**
 * What single sign-on accepts of an ID token's claims, once openid-client has checked its
 * signature, issuer, audience, expiry and nonce: who the provider says this is, and whether the
 * company let it in. Pure, so each rule is tested on its own (single-sign-on-claims.test.ts).
 */

/** The ID token's claims this reads: `email`, `email_verified` and Google's `hd`. */
export type IdentityClaims = Readonly<Record<string, unknown>>;

export type ClaimRefusal = "unverified-email" | "outside-domain";

export type ClaimCheck = { ok: true; email: string } | { ok: false; refusal: ClaimRefusal; email: string | undefined };

export type ClaimRules = {
  /** Lower case, e.g. nexoratech.in: the e-mail's domain must be exactly this one, no subdomain. */
  allowedDomain: string;
  /**
   * Google's `hd` (the Workspace domain the account belongs to) must be there. A consumer Google
   * account can carry an address at the company's domain, verified, without being the company's.
   */
  requireHostedDomain: boolean;
};

const sameDomain = (value: unknown, domain: string) => typeof value === "string" && value.toLowerCase() === domain;

/** One plain address: one @, something either side, no spaces or display-name characters. */
const plainAddress = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+$/;

/** The account's e-mail address (lower case) if the claims let it in; the reason otherwise. */
export function checkIdentityClaims(claims: IdentityClaims, rules: ClaimRules): ClaimCheck {
  const email =
    typeof claims.email === "string" && plainAddress.test(claims.email) ? claims.email.toLowerCase() : undefined;
  // An address the provider has not checked proves nothing about who holds it: anyone may type one.
  if (email === undefined || claims.email_verified !== true) return { ok: false, refusal: "unverified-email", email };
  if (!sameDomain(email.slice(email.lastIndexOf("@") + 1), rules.allowedDomain)) {
    return { ok: false, refusal: "outside-domain", email };
  }
  // A provider that says which organisation the account is in must say it is the company's.
  const hostedDomainRequired = rules.requireHostedDomain || claims.hd !== undefined;
  if (hostedDomainRequired && !sameDomain(claims.hd, rules.allowedDomain)) {
    return { ok: false, refusal: "outside-domain", email };
  }
  return { ok: true, email };
}
