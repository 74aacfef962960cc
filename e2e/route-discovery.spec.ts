import type { Page, Request, Response } from "@playwright/test";

import { expect, test, visit } from "./fixtures";
import { pages } from "./routes";

// A public page carries none of the back office's routes. React Router discovers routes
// as the page's links need them (routeDiscovery "lazy"): the page's HTML names the routes it
// matches, and the browser asks /__manifest for those its links lead to. The whole site's manifest
// (assets/manifest-*.js) is never loaded in that mode.

const isBackOfficeRoute = (id: string) => id.startsWith("routes/admin/");

type RouteManifest = { version: string; routes: Record<string, { module: string }> };

/** The routes the page knows: those its HTML named, and every one discovery has added since. */
const knownRoutes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reactRouterManifest: RouteManifest }).__reactRouterManifest);

const isDiscovery = (url: string) => new URL(url).pathname === "/__manifest";

/**
 * Records what a page fetches, until `stop`: every URL, and the body of each route discovery
 * answer. A discovery the previous page asked for late can be answered as this page opens, when
 * its body is gone (Playwright refuses to read it): that answer is the previous page's, and is
 * left out rather than failing the test on an unread promise.
 */
function recordRequests(page: Page) {
  const recorded = { urls: [] as string[], discoveries: [] as Promise<string | null>[] };
  const onRequest = (request: Request) => recorded.urls.push(new URL(request.url()).pathname);
  const onResponse = (response: Response) => {
    if (isDiscovery(response.url())) recorded.discoveries.push(response.text().catch(() => null));
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  const stop = () => {
    page.off("request", onRequest);
    page.off("response", onResponse);
  };
  return { ...recorded, stop };
}

/**
 * Opens a page and waits until route discovery has asked for every link on it. A public page waits
 * for its first discovery answer before the network's quiet: on a busy machine the page was quiet
 * for the half second "networkidle" asks between its load and discovery's first request.
 */
async function openAndDiscover(page: Page, path: string, { links }: { links: "discovered" | "any" }) {
  const recorded = recordRequests(page);
  const firstDiscovery =
    links === "discovered" && page.waitForResponse((response) => isDiscovery(response.url()), { timeout: 15_000 });
  await visit(page, path);
  await firstDiscovery;
  await page.waitForLoadState("networkidle");
  recorded.stop();
  const discoveries = (await Promise.all(recorded.discoveries)).filter((body) => body !== null);
  return { urls: recorded.urls, manifest: await knownRoutes(page), discoveries };
}

test("no public page loads, discovers or names a back-office route", { tag: "@one-width" }, async ({ page }) => {
  // Every public page in turn, each until its network is quiet: 26-30 s on a clean clone here.
  test.setTimeout(90_000);
  // What to look for: the modules of the back office's routes, as discovery gives them to the back office.
  const signIn = await openAndDiscover(page, "/admin/sign-in", { links: "any" });
  const backOffice = Object.entries(signIn.manifest.routes).filter(([id]) => isBackOfficeRoute(id));
  expect(backOffice.length, "the sign-in page knows back-office routes (the check can see them)").toBeGreaterThan(0);
  const backOfficeModules = new Set(backOffice.map(([, route]) => route.module));

  for (const { path } of pages) {
    const visited = await openAndDiscover(page, path, { links: "discovered" });
    expect(Object.keys(visited.manifest.routes).filter(isBackOfficeRoute), `${path}: routes known`).toEqual([]);
    expect(visited.discoveries.length, `${path}: its links were discovered`).toBeGreaterThan(0);
    for (const answer of visited.discoveries)
      expect(answer, `${path}: a discovery answer`).not.toContain('"routes/admin/');
    expect(
      visited.urls.filter((url) => /\/assets\/manifest-[^/]*\.js$/.test(url) || backOfficeModules.has(url)),
      `${path}: the whole manifest or a back-office route's module`,
    ).toEqual([]);
  }
});
