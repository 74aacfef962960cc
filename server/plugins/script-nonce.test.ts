import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { withScriptNonce } from "./script-nonce";

const loadContext = { jobs: { listOpen: async () => [], findPublished: async () => undefined } };

describe("withScriptNonce", () => {
  it("gives each response a fresh nonce that its policy, and only its policy, allows", async () => {
    const app = Fastify();
    app.get("/page", async (_request, reply) => withScriptNonce(loadContext, reply).cspNonce);

    const [first, second] = await Promise.all([app.inject({ url: "/page" }), app.inject({ url: "/page" })]);
    for (const response of [first!, second!]) {
      expect(response.body).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.headers["content-security-policy"]).toContain(`script-src 'self' 'nonce-${response.body}';`);
    }
    expect(first!.body).not.toBe(second!.body);
    await app.close();
  });

  it("keeps what the server gave the pages", () => {
    const context = withScriptNonce(loadContext, { header: () => undefined });
    expect(context.jobs).toBe(loadContext.jobs);
  });
});
