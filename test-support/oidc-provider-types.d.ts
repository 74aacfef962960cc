// The part of oidc-provider (a devDependency without type declarations) the tests use.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: () => Claims | Promise<Claims> };

  export type Configuration = {
    clients: Record<string, unknown>[];
    conformIdTokenClaims?: boolean;
    claims?: Record<string, string[] | null>;
    pkce?: { required: () => boolean };
    features?: { devInteractions?: { enabled: boolean } };
    findAccount: (context: unknown, id: string) => Promise<Account | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: "server_error", listener: (context: unknown, error: Error) => void): this;
  }
}
