import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

export type BuildRoute = { method: "GET" | "POST"; pattern: string };

/** The /admin routes of the production build: a GET for each loader, a POST for each action. */
export async function routesOfBuild(): Promise<BuildRoute[]> {
  const file = path.resolve("build/server/index.js");
  if (!fs.existsSync(file)) throw new Error("No production build: run `npm run build` before the web tests.");
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const found: BuildRoute[] = [];
  for (const id of Object.keys(build.routes)) {
    const pattern = `/${fullPath(id)}`;
    if (pattern !== "/admin" && !pattern.startsWith("/admin/")) continue;
    const module = build.routes[id]!.module;
    if (module.loader) found.push({ method: "GET", pattern });
    if (module.action) found.push({ method: "POST", pattern });
  }
  return found;
}

/** Whether a route pattern (`/admin/consultants/:id`) takes an address; `{name}` in it stands for an id. */
export const matches = (pattern: string, address: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+").replace(/\*$/, ".*")}$`).test(
    // The route, whatever the query (an index route's forms post to ?index).
    address.replace(/\{\w+\}/g, "some-id").replace(/\?.*$/, ""),
  );

/**
 * The route that answers an address, as the router picks it: of the patterns that take it,
 * the one with the fewest parameters (`/admin/contacts/board` before `/admin/contacts/:id`).
 */
export function routeOf(routes: readonly BuildRoute[], method: BuildRoute["method"], address: string) {
  const parameters = (pattern: string) => pattern.split("/").filter((part) => part.startsWith(":")).length;
  return routes
    .filter((route) => route.method === method && matches(route.pattern, address))
    .sort((a, b) => parameters(a.pattern) - parameters(b.pattern))[0];
}
