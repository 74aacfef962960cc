import { createContext, type RouterContext } from "react-router";

/**
 * The context keys made so far, by name, on the global object under a registered symbol: the server's
 * bundle and React Router's build each carry their own copy of contracts/, and React Router tells keys
 * apart by identity, so both copies must take the one key a name was first made with.
 */
function keysByName(): Map<string, RouterContext<unknown>> {
  const global = globalThis as { [key: symbol]: Map<string, RouterContext<unknown>> | undefined };
  return (global[Symbol.for("nexora.context-keys")] ??= new Map());
}

/**
 * The key a page's loader or action reads a value by (`context.get(key)`), one for the whole process;
 * `name` is the key's own, unique in the process. An area's contract declares the key beside the type
 * of what it gives the pages; the server gives each key with no default its value (server/plugins/web.ts).
 * A bundle may leave out a key nothing in it reads (the annotation): a browser's page that imports a
 * contract for its constants makes none, and a key no loader reads asks no value of the server.
 */
/* @__NO_SIDE_EFFECTS__ */
export function processWideContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  const keys = keysByName();
  let key = keys.get(name);
  if (!key) keys.set(name, (key = createContext<T>(defaultValue)));
  return key as RouterContext<T>;
}

/**
 * Every key `processWideContext` has made in this process, by name: once React Router's build is
 * imported, those of every loader and action (server/kernel/runtime/page-service.ts checks each has a value).
 */
export const processWideContexts = (): ReadonlyMap<string, RouterContext<unknown>> => keysByName();

/** How this response is rendered; neither is there when pages are prerendered at build time. */
export type PageRendering = {
  /**
   * The nonce this response's Content-Security-Policy lets inline scripts run by. Absent when
   * prerendering (the server allows those pages' scripts by their hashes) and in development.
   */
  cspNonce?: string;
  /**
   * Logs an error a page's loader, action or render met, with the request's log line id, through
   * the server's log (whose lines lose link tokens, e-mail addresses and phone numbers). React
   * Router's own default printed such errors raw on stderr, SQL values and all.
   */
  logError?: (error: unknown) => void;
  /**
   * Logs the router's own refusal of a request (a 404 for no page, a 405 for a method a page
   * does not take) as one warning line: what a stranger can send at will is no error of ours.
   */
  logRefusal?: (status: number) => void;
};

/** What app/entry.server.tsx reads as `context.get(renderingContext)`, set per request; unset when prerendering. */
export const renderingContext = processWideContext<PageRendering>("rendering", {});

/**
 * The address the request came from, as the trusted proxies tell it, set for each request: sign-in
 * attempts and the changes a link makes spend quotas by it.
 */
export const clientIpContext = processWideContext<string>("clientIp");
