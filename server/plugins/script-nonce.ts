import { contentSecurityPolicy, createNonce, nonceSource } from "./content-security-policy";

/**
 * The load context of a page rendered per request: a fresh nonce, which this response's
 * Content-Security-Policy allows and the app writes on every inline script (app/entry.server.tsx).
 */
export function withScriptNonce<Context extends object>(
  loadContext: Context,
  reply: { header(name: string, value: string): unknown },
): Context & { cspNonce: string } {
  const cspNonce = createNonce();
  reply.header("content-security-policy", contentSecurityPolicy([nonceSource(cspNonce)]));
  return { ...loadContext, cspNonce };
}
