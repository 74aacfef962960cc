import { useEffect } from "react";

import type { Beacon } from "~domain/analytics/analytics";

/**
 * The site's own page counter (decision 048): a `view` per page shown, first load and client-side
 * navigations alike, and a `leave` with the time the page was seen when the tab is hidden or
 * left. Nothing is stored in the browser: no cookie, no local or session storage.
 */
const endpoint = "/api/analytics/events";

const isBackOffice = (path: string) => path === "/admin" || path.startsWith("/admin/");

/**
 * The view beacon of a page: its path without the query, the UTM parameters of its address, the
 * window's width and, on the tab's first view only, the referring site (its origin alone: the
 * server keeps only the host name).
 */
export function viewBeaconOf(href: string, referrer: string, widthPx: number): Extract<Beacon, { kind: "view" }> {
  const url = new URL(href);
  const utm = (name: string) => url.searchParams.get(`utm_${name}`)?.trim().slice(0, 100) || undefined;
  let from: string | undefined;
  try {
    from = referrer ? new URL(referrer).origin : undefined;
  } catch {
    from = undefined;
  }
  return {
    kind: "view",
    path: url.pathname.slice(0, 300),
    referrer: from && from !== url.origin ? from : undefined,
    utmSource: utm("source"),
    utmMedium: utm("medium"),
    utmCampaign: utm("campaign"),
    utmTerm: utm("term"),
    utmContent: utm("content"),
    widthPx: Math.max(0, Math.min(100_000, Math.round(widthPx))),
  };
}

function send(beacon: Beacon) {
  try {
    navigator.sendBeacon(endpoint, new Blob([JSON.stringify(beacon)], { type: "application/json" }));
  } catch {
    // A browser without beacons, or one that refuses this one: the page is simply not counted.
  }
}

let firstView = true;
let shownPath: string | undefined;
let seenMs = 0;
let visibleSince: number | undefined;

function showPage(path: string) {
  if (path === shownPath) return;
  shownPath = path;
  seenMs = 0;
  visibleSince = document.visibilityState === "visible" ? performance.now() : undefined;
  if (isBackOffice(path)) return;
  send(viewBeaconOf(location.href, firstView ? document.referrer : "", window.innerWidth));
  firstView = false;
}

function leavePage() {
  if (visibleSince === undefined || !shownPath || isBackOffice(shownPath)) return;
  seenMs += performance.now() - visibleSince;
  visibleSince = undefined;
  send({ kind: "leave", path: shownPath, visibleMs: Math.min(Math.round(seenMs), 24 * 3_600_000) });
}

/** Chrome's prerendering (Speculation Rules), which TypeScript's DOM types do not name yet. */
const isPrerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true;

let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") leavePage();
    else visibleSince ??= performance.now();
  });
  addEventListener("pagehide", leavePage);
}

/** Counts each page the root layout shows; a prerendered page once the visitor opens it. */
export function usePageViewBeacon(pathname: string): void {
  useEffect(() => {
    listen();
    if (!isPrerendering()) {
      showPage(pathname);
      return;
    }
    const shown = () => showPage(pathname);
    document.addEventListener("prerenderingchange", shown, { once: true });
    return () => document.removeEventListener("prerenderingchange", shown);
  }, [pathname]);
}
