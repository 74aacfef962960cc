import type { IncomingMessage, ServerResponse } from "node:http";

import type { FastifyInstance } from "fastify";
import helmet from "helmet";

import { contentSecurityPolicy } from "./content-security-policy";

/**
 * Powerful features and ad tracking the site never uses, refused to it and to anything it could
 * embed; passkeys to itself alone. Only features browsers know: an unknown one is a console
 * warning on every page (Chromium without the Privacy Sandbox knew neither attribution-reporting,
 * join-ad-interest-group nor run-ad-auction, which Chrome has retired since).
 */
const permissionsPolicy = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "interest-cohort",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "screen-wake-lock",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  // Passkeys (WebAuthn) sign staff in to the back office: its own pages only, never a frame of another site.
  .concat(["publickey-credentials-create=(self)", "publickey-credentials-get=(self)"])
  .join(", ");

/**
 * helmet's headers (HSTS, nosniff, referrer policy, cross-origin isolation…) are the same on every
 * response, so they are read off its middleware once at start-up instead of being set header by
 * header on each request, which under load cost 7 % of the server's time.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    // Set below: helmet's nonces would also go into style-src, where they switch off the
    // 'unsafe-inline' that React's style attributes need, and prerendered pages need hashes.
    contentSecurityPolicy: false,
    // It said SAMEORIGIN while frame-ancestors says 'none'; browsers follow frame-ancestors.
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response. The Content-Security-Policy set here lets no inline script
 * run; pages replace it with one that names their own scripts (server/plugins/web.ts,
 * docs/decisions/004-content-security-policy.md). It is off in development, where Vite injects
 * its own client.
 */
export function registerSecurityHeaders(app: FastifyInstance, { development }: { development: boolean }): void {
  const helmets = helmetHeaders();
  const documentHeaders = {
    ...helmets,
    "permissions-policy": permissionsPolicy,
    ...(development ? {} : { "content-security-policy": contentSecurityPolicy() }),
  };
  // The build's scripts, styles and images need only what protects a file; the policies that govern
  // a document added about 1 KB to each script, 7 KB of the home page's JavaScript budget.
  const fileHeaders = Object.fromEntries(Object.entries(helmets).filter(([name]) => fileHeaderNames.has(name)));
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith(buildAssets) ? fileHeaders : documentHeaders);
    done();
  });
}

/** Where the build's fingerprinted files are served (vite's assetsDir). */
const buildAssets = "/assets/";
const fileHeaderNames = new Set([
  "x-content-type-options",
  "cross-origin-resource-policy",
  "strict-transport-security",
]);
