import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const assets = "build/client/assets";

type RouteEntry = { id: string; parentId?: string; path?: string; module: string; imports?: string[] };

/** React Router's manifest of the build: each route's module and the chunks it imports before it runs. */
function routeManifest(): Record<string, RouteEntry> {
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  expect(file, "the build's route manifest").toBeDefined();
  const text = fs.readFileSync(path.join(assets, file!), "utf8");
  return (
    JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as { routes: Record<string, RouteEntry> }
  ).routes;
}

/** The chunks that carry zod, told by its base type's name, which its build keeps. */
const zodChunks = () =>
  new Set(
    fs
      .readdirSync(assets)
      .filter((name) => name.endsWith(".js") && fs.readFileSync(path.join(assets, name), "utf8").includes("$ZodType"))
      .map((name) => `/assets/${name}`),
  );

/**
 * The public pages that open on a form whose rules run before the visitor types (docs/performance.md,
 * "Budgets": pages that open on a form): a person's own data and its requests, a nominee's, a
 * visitor's manage link, a candidate's interview time and the application. Every other public page
 * loads zod, 24 KB of its scripts, only when a form on it is first used.
 */
const pagesOpeningOnAForm = new Set([
  "routes/privacy",
  "routes/privacy-your-data",
  "routes/privacy-your-data-nominee",
  "routes/privacy-nominee",
  "routes/privacy-your-data-open",
  "routes/privacy-your-data-view",
  "routes/demo-manage",
  "routes/interview-time",
  "routes/career-apply",
]);

describe("the scripts a public page hydrates with", () => {
  it("carry zod only on the pages that open on a form", () => {
    const routes = routeManifest();
    const zod = zodChunks();
    expect(zod.size, "the build's zod chunk").toBeGreaterThan(0);
    const publicPages = Object.values(routes).filter(
      (route) =>
        route.parentId === "routes/public-layout" || route.id === "root" || route.id === "routes/public-layout",
    );
    expect(publicPages.map((route) => route.id)).toEqual(expect.arrayContaining(["routes/home", "routes/faq"]));
    const withZod = publicPages
      .filter((route) => [route.module, ...(route.imports ?? [])].some((chunk) => zod.has(chunk)))
      .map((route) => route.id);
    expect(withZod.sort()).toEqual([...pagesOpeningOnAForm].sort());
  });
});
