import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import { countedPath, secretRoutePatterns } from "~domain/analytics/counted-path";

import routes from "../routes";

/**
 * The routes with a dynamic segment that holds no secret: what it names is public (a post, a
 * job) or the page is the back office's, behind a session and never counted. A new route with a
 * dynamic segment must be added here or to secretRoutePatterns, so nobody adds a private link that
 * analytics would show to whoever reads its reports.
 */
const openRoutePatterns = new Set([
  "/blog/:slug",
  "/case-study/:slug",
  "/demo/with/:name",
  "/career/apply/:jobId?",
  "/*",
]);

function patternsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [pattern]), ...patternsOf(entry.children ?? [], pattern)];
  });
}

const routePatterns = patternsOf(routes);
const isBackOffice = (pattern: string) => pattern === "/admin" || pattern.startsWith("/admin/");
const isDynamic = (pattern: string) => /\/[:*]/.test(pattern);

describe("the routes whose address holds a secret", () => {
  it("are each a route of app/routes.ts", () => {
    expect(secretRoutePatterns.filter((pattern) => !routePatterns.includes(pattern))).toEqual([]);
  });

  it("take in every public route with a dynamic segment not known to be open, and every token", () => {
    const secret = new Set<string>(secretRoutePatterns);
    const unclassified = routePatterns.filter(
      (pattern) =>
        isDynamic(pattern) && !isBackOffice(pattern) && !secret.has(pattern) && !openRoutePatterns.has(pattern),
    );
    expect(unclassified, "routes to add to secretRoutePatterns or to openRoutePatterns").toEqual([]);
    const tokens = routePatterns.filter((pattern) => /\/:token\b/.test(pattern) && !secret.has(pattern));
    expect(tokens, "routes with a token that secretRoutePatterns does not name").toEqual([]);
  });

  it("take in the link to a person's own data", () => {
    expect(countedPath("/privacy/your-data/open/Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg")).toBe(
      "/privacy/your-data/open/…",
    );
  });

  it("are counted under their pattern with '…' for the secret", () => {
    for (const pattern of secretRoutePatterns.filter((each) => !isBackOffice(each))) {
      expect(countedPath(pattern.replace(":token", "0123456789abcdef"))).toBe(pattern.replace(":token", "…"));
    }
  });
});
