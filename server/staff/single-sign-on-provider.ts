import * as oidc from "openid-client";

import { isLoopbackHttp, type SingleSignOnConfig } from "../config";

/** Where the provider sends the browser back; registered with the provider as the redirect URI. */
export const singleSignOnCallbackPath = "/admin/sign-in/sso/callback";

export const redirectUriOf = (publicSiteUrl: string) => new URL(singleSignOnCallbackPath, publicSiteUrl).toString();

/** Google's issuer: its ID tokens name the Workspace domain (`hd`), which is then required. */
export const isGoogle = (config: Pick<SingleSignOnConfig, "issuer">) =>
  new URL(config.issuer).hostname === "accounts.google.com";

/**
 * The provider's configuration, discovered from its issuer (`/.well-known/openid-configuration`)
 * at the first sign-in and kept; a failed discovery is forgotten, so the next sign-in tries again
 * instead of the process staying broken until it restarts.
 *
 * openid-client talks only https. A test's own provider on this machine is plain http, allowed
 * only there (the configuration refuses any other http issuer, and this checks again): a token
 * exchange over plain http elsewhere would hand the client secret and the ID token to the network.
 */
export function providerOf(config: SingleSignOnConfig): () => Promise<oidc.Configuration> {
  const issuer = new URL(config.issuer);
  const execute = isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [];
  let discovered: Promise<oidc.Configuration> | undefined;
  return () => {
    discovered ??= oidc
      // client_secret_basic: the token endpoint's default method, which every provider takes.
      .discovery(issuer, config.clientId, config.clientSecret, oidc.ClientSecretBasic(config.clientSecret), {
        execute,
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };
}

/** What a sign-in under way must remember to check the provider's answer. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

/** The provider's sign-in page for one ceremony: PKCE (S256), state and nonce, all fresh. */
export async function authorizationRequest(
  provider: oidc.Configuration,
  config: SingleSignOnConfig,
  publicSiteUrl: string,
): Promise<{ url: URL; checks: AuthorizationChecks }> {
  const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUriOf(publicSiteUrl),
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: "S256",
    state: checks.state,
    nonce: checks.nonce,
    // A hint for Google's account chooser only: the domain is checked on the ID token.
    ...(isGoogle(config) ? { hd: config.allowedDomain } : {}),
  });
  return { url, checks };
}

/**
 * Exchanges the callback's code for the ID token and answers its claims. openid-client checks the
 * state, the `iss` of the response where the provider sends one, the PKCE verifier (at the provider),
 * and the ID token's signature (the provider's published keys), issuer, audience, expiry and nonce;
 * any failure throws. The redirect URI is the configured public one, not the address this request
 * reached the process at (behind a proxy they differ), since the provider compares it with the
 * one of the authorization request.
 */
export async function identityOf(
  provider: oidc.Configuration,
  publicSiteUrl: string,
  callbackSearch: string,
  checks: AuthorizationChecks,
): Promise<oidc.IDToken> {
  const currentUrl = new URL(redirectUriOf(publicSiteUrl));
  currentUrl.search = callbackSearch;
  const tokens = await oidc.authorizationCodeGrant(provider, currentUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("The provider answered no ID token.");
  return claims;
}

/**
 * What the log may say of a failure: the error's kind and the provider's error code, never its
 * message or body, which may quote the code, a token or the person's address.
 */
export function failureDetail(error: unknown): string {
  if (!(error instanceof Error)) return "unknown failure";
  const { code, error: providerError } = error as { code?: unknown; error?: unknown };
  return [error.name, code, providerError]
    .filter((part) => typeof part === "string" && /^[\w.-]{1,80}$/.test(part))
    .join(" ");
}
