import { describe, expect, it } from "vitest";

import { loadConfig } from "./config";

const google = {
  OIDC_ISSUER: "https://accounts.google.com",
  OIDC_CLIENT_ID: "site.apps.googleusercontent.com",
  OIDC_CLIENT_SECRET: "a-secret-never-printed",
  OIDC_ALLOWED_DOMAIN: "NexoraTech.in",
};

describe("single sign-on's settings", () => {
  it("are off when none is set", () => {
    expect(loadConfig({}).singleSignOn).toBeUndefined();
  });

  it("read all four, the domain in lower case, and name Google's button after it", () => {
    expect(loadConfig(google).singleSignOn).toEqual({
      issuer: "https://accounts.google.com",
      clientId: "site.apps.googleusercontent.com",
      clientSecret: "a-secret-never-printed",
      allowedDomain: "nexoratech.in",
      buttonLabel: "Sign in with Google",
    });
  });

  it("name any other provider's button plainly, unless told its words", () => {
    const other = { ...google, OIDC_ISSUER: "https://login.example.org/realms/staff" };
    expect(loadConfig(other).singleSignOn?.buttonLabel).toBe("Sign in with single sign-on");
    expect(loadConfig({ ...other, OIDC_BUTTON_LABEL: "Sign in with Keycloak" }).singleSignOn?.buttonLabel).toBe(
      "Sign in with Keycloak",
    );
  });

  it.each(["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_ALLOWED_DOMAIN"] as const)(
    "refuse three of the four (%s missing), naming it and never the secret",
    (name) => {
      const env: Record<string, string> = { ...google };
      delete env[name];
      const attempt = () => loadConfig(env);
      expect(attempt).toThrow(new RegExp(`^Invalid ${name}: single sign-on needs .* all set \\(or none of them\\)`));
      expect(attempt).not.toThrow(/a-secret-never-printed/);
    },
  );

  it("refuse a button label without the rest", () => {
    expect(() => loadConfig({ OIDC_BUTTON_LABEL: "Sign in" })).toThrow(/^Invalid OIDC_BUTTON_LABEL/);
  });

  it("take plain http only on this machine's loopback address", () => {
    for (const issuer of ["http://127.0.0.1:4000", "http://localhost:4000/oidc", "http://[::1]:4000"]) {
      expect(loadConfig({ ...google, OIDC_ISSUER: issuer }).singleSignOn?.issuer).toBe(issuer);
    }
    for (const issuer of ["http://accounts.google.com", "http://10.0.0.5", "ftp://127.0.0.1", "not a url"]) {
      expect(() => loadConfig({ ...google, OIDC_ISSUER: issuer })).toThrow(/^Invalid OIDC_ISSUER=/);
    }
  });

  it("refuse a domain that is not one", () => {
    for (const domain of ["@nexoratech.in", "nexoratech", "*.nexoratech.in", "a b.in"]) {
      expect(() => loadConfig({ ...google, OIDC_ALLOWED_DOMAIN: domain })).toThrow(/^Invalid OIDC_ALLOWED_DOMAIN=/);
    }
  });
});
