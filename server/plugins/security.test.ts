import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";

import { registerSecurityHeaders } from "./security";

let app: FastifyInstance;
afterEach(() => app.close());

async function appWithSecurityHeaders({ development }: { development: boolean }) {
  app = Fastify();
  registerSecurityHeaders(app, { development });
  app.get("/fails", async () => {
    throw new Error("boom");
  });
  app.get("/assets/entry.client-abc.js", async () => "hydrate()");
  app.get("/page", async (_request, reply) => reply.header("content-security-policy", "script-src 'self'").send("ok"));
  return app;
}

const scriptSrc = (policy: unknown) => String(policy).match(/(?:^|; )(script-src [^;]*)/)?.[1];

describe("registerSecurityHeaders", () => {
  it.each(["/fails", "/no-such-route"])("sends a policy that runs no inline script on %s", async (url) => {
    const response = await (await appWithSecurityHeaders({ development: false })).inject({ url });
    expect(scriptSrc(response.headers["content-security-policy"])).toBe("script-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it.each([false, true])("refuses unused powerful features and ad tracking (development: %s)", async (development) => {
    const response = await (await appWithSecurityHeaders({ development })).inject({ url: "/no-such-route" });
    for (const feature of [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "browsing-topics",
      "interest-cohort",
    ]) {
      expect(response.headers["permissions-policy"]).toContain(`${feature}=()`);
    }
    // The back office's passkeys: its own pages may make and use them, no frame of another site.
    expect(response.headers["permissions-policy"]).toContain("publickey-credentials-create=(self)");
    expect(response.headers["permissions-policy"]).toContain("publickey-credentials-get=(self)");
  });

  it("leaves framing to frame-ancestors: no X-Frame-Options", async () => {
    const response = await (await appWithSecurityHeaders({ development: false })).inject({ url: "/page" });
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends one policy, the page's, when a page sets its own", async () => {
    const response = await (await appWithSecurityHeaders({ development: false })).inject({ url: "/page" });
    expect(response.headers["content-security-policy"]).toBe("script-src 'self'");
  });

  it("sends a build file only what protects a file: nosniff, CORP and HSTS", async () => {
    const response = await (
      await appWithSecurityHeaders({ development: false })
    ).inject({
      url: "/assets/entry.client-abc.js",
    });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.headers["permissions-policy"]).toBeUndefined();
    expect(response.headers["referrer-policy"]).toBeUndefined();
  });

  it("sends no policy in development, where Vite injects its own scripts", async () => {
    const response = await (await appWithSecurityHeaders({ development: true })).inject({ url: "/no-such-route" });
    expect(response.headers["content-security-policy"]).toBeUndefined();
  });
});
