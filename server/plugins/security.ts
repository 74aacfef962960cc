import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

import { contentSecurityPolicy } from "./content-security-policy";

/** Powerful features and ad tracking the site never uses, refused to it and to anything it could embed. */
const permissionsPolicy = [
  "accelerometer",
  "attribution-reporting",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "interest-cohort",
  "join-ad-interest-group",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "run-ad-auction",
  "screen-wake-lock",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Security headers on every response. The Content-Security-Policy set here lets no inline script
 * run; pages replace it with one that names their own scripts (server/plugins/web.ts,
 * docs/decisions/004-content-security-policy.md). It is off in development, where Vite injects
 * its own client.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { development }: { development: boolean }) {
  await app.register(helmet, {
    // Set below: helmet's nonces would also go into style-src, where they switch off the
    // 'unsafe-inline' that React's style attributes need, and prerendered pages need hashes.
    contentSecurityPolicy: false,
    // It said SAMEORIGIN while frame-ancestors says 'none'; browsers follow frame-ancestors.
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
  });

  const defaultPolicy = contentSecurityPolicy();
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("permissions-policy", permissionsPolicy);
    if (!development) reply.header("content-security-policy", defaultPolicy);
  });
}
