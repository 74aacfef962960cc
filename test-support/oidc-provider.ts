import http from "node:http";
import type { AddressInfo } from "node:net";

import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider for the single sign-on tests, in the browser and without one (the
 * `oidc-provider` package, as a company's would run it), on 127.0.0.1 and a free port, over plain
 * http, which the site's client accepts on a loopback address only. Its development login page
 * signs in whoever is typed: the login is the person's e-mail address, and each person's claims
 * come from `people`.
 */
export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Starts answering, for a client whose redirect URI is now known (the site's port is chosen after the provider's). */
  serve(options: { redirectUri: string; people: Record<string, Person> }): void;
  stop(): Promise<void>;
};

export type Person = { email_verified: boolean; hd?: string };

export async function startOidcProvider(): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "nexora-back-office";
  const clientSecret = "a-test-secret-of-the-back-office-client";
  const serve: TestProvider["serve"] = ({ redirectUri, people }) => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [redirectUri],
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ],
      // The ID token carries the e-mail claims, as Google's does (the site reads no userinfo).
      conformIdTokenClaims: false,
      claims: { openid: ["sub"], email: ["email", "email_verified", "hd"], profile: ["name"] },
      pkce: { required: () => true },
      features: { devInteractions: { enabled: true } },
      async findAccount(_context, id) {
        const person = people[id];
        if (!person) return undefined;
        return {
          accountId: id,
          claims: () => ({ sub: id, email: id, name: id.split("@")[0], ...person }),
        };
      },
    });
    provider.on("server_error", (_context, error) => console.warn("oidc-provider:", error.message));
    server.on("request", provider.callback());
  };
  return {
    issuer,
    clientId,
    clientSecret,
    serve,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
