import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers. Scripts and styles allow 'unsafe-inline' because React Router
 * inlines its hydration data and prerendered pages cannot carry a per-request
 * nonce (docs/decisions/004-content-security-policy.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { development }: { development: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: development
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", "'unsafe-inline'"],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            // Served over plain HTTP on 127.0.0.1 locally; TLS ends at the proxy in production.
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
  });
}
