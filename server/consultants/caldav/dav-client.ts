import type * as Tsdav from "tsdav";

/**
 * tsdav, loaded by the first CalDAV request: only consultants who connect a CalDAV calendar need
 * it, and a server without one never holds it (docs/performance.md, "Memory").
 */
let client: Promise<typeof Tsdav> | undefined;
export function davClient(): Promise<typeof Tsdav> {
  client ??= import("tsdav");
  return client;
}
