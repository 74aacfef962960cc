import type { APIRequestContext, Page, Request, Response } from "@playwright/test";

import { expect } from "./fixtures";

// A public page carries none of the back office's routes. React Router discovers routes as the
// page's links need them (routeDiscovery "lazy"): the page's HTML names the routes it matches, and
// the browser asks /__manifest for those its links lead to. The whole site's manifest
// (assets/manifest-*.js) is never loaded in that mode.

type RouteManifest = { version: string; routes: Record<string, { module: string }> };

const isBackOfficeRoute = (id: string) => id.startsWith("routes/admin/");
const isDiscovery = (url: string) => new URL(url).pathname === "/__manifest";
const isWholeManifest = (pathname: string) => /\/assets\/manifest-[^/]*\.js$/.test(pathname);

/** The routes the page knows: those its HTML named, and every one discovery has added since. */
const knownRoutes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __reactRouterManifest: RouteManifest }).__reactRouterManifest);

/**
 * The modules of every back-office route, read from the whole site's manifest of the build the page
 * came from (fetched beside the page, so the page's own requests do not show it).
 */
export async function backOfficeModules(page: Page, request: APIRequestContext): Promise<Set<string>> {
  const { version } = await knownRoutes(page);
  const source = await (await request.get(`/assets/manifest-${version}.js`)).text();
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1, source.lastIndexOf(";"))) as RouteManifest;
  const modules = Object.entries(manifest.routes)
    .filter(([id]) => isBackOfficeRoute(id))
    .map(([, route]) => route.module);
  expect(modules.length, "the site's manifest names back-office routes (the check can see them)").toBeGreaterThan(0);
  return new Set(modules);
}

/**
 * Records what a page fetches from now on: every URL, and the body of each route discovery answer.
 * A discovery the previous page asked for late can be answered as this page opens, when its body is
 * gone (Playwright refuses to read it): that answer is the previous page's, and is left out rather
 * than failing the test on an unread promise.
 */
export function recordRouteDiscovery(page: Page) {
  const urls: string[] = [];
  const discoveries: Promise<string | null>[] = [];
  const onRequest = (request: Request) => urls.push(new URL(request.url()).pathname);
  const onResponse = (response: Response) => {
    if (isDiscovery(response.url())) discoveries.push(response.text().catch(() => null));
  };
  page.on("request", onRequest);
  page.on("response", onResponse);
  // A public page waits for its first discovery answer before the network's quiet: on a busy
  // machine the page was quiet for the half second "networkidle" asks between its load and
  // discovery's first request.
  const firstDiscovery = page.waitForResponse((response) => isDiscovery(response.url()), { timeout: 15_000 });
  /** Waits until discovery has asked for every link on the page, then checks what it fetched and knows. */
  async function expectNoBackOfficeRoute(path: string, backOffice: Set<string>) {
    await firstDiscovery;
    await page.waitForLoadState("networkidle");
    page.off("request", onRequest);
    page.off("response", onResponse);
    const answers = (await Promise.all(discoveries)).filter((body) => body !== null);
    const manifest = await knownRoutes(page);
    expect(Object.keys(manifest.routes).filter(isBackOfficeRoute), `${path}: routes known`).toEqual([]);
    expect(answers.length, `${path}: its links were discovered`).toBeGreaterThan(0);
    for (const answer of answers) expect(answer, `${path}: a discovery answer`).not.toContain('"routes/admin/');
    expect(
      urls.filter((url) => isWholeManifest(url) || backOffice.has(url)),
      `${path}: the whole manifest or a back-office route's module`,
    ).toEqual([]);
  }
  return { expectNoBackOfficeRoute };
}
