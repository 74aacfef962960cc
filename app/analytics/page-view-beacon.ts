import { useEffect } from "react";

import type { Beacon } from "~domain/analytics/analytics";
import { countedPath } from "~domain/analytics/counted-path";

/**
 * The site's own page counter (decision 048): a `view` per page shown, first load and client-side
 * navigations alike, and a `leave` with the time the page was seen when the tab is hidden or
 * left. Nothing is stored in the browser: no cookie, no local or session storage.
 */
const endpoint = "/api/analytics/events";

/**
 * The view beacon of a page: its path as counted (without the query, and without the secret of a
 * private link such as /demo/manage/…), the UTM parameters of its address, the window's width and,
 * on the tab's first view only, the referring site (its origin alone: the server keeps only the
 * host name). None for a back-office page.
 */
export function viewBeaconOf(
  href: string,
  referrer: string,
  widthPx: number,
): Extract<Beacon, { kind: "view" }> | undefined {
  const url = new URL(href);
  const path = countedPath(url.pathname);
  if (path === undefined) return undefined;
  const utm = (name: string) => url.searchParams.get(`utm_${name}`)?.trim().slice(0, 100) || undefined;
  let from: string | undefined;
  try {
    from = referrer ? new URL(referrer).origin : undefined;
  } catch {
    from = undefined;
  }
  return {
    kind: "view",
    path: path.slice(0, 300),
    referrer: from && from !== url.origin ? from : undefined,
    utmSource: utm("source"),
    utmMedium: utm("medium"),
    utmCampaign: utm("campaign"),
    utmTerm: utm("term"),
    utmContent: utm("content"),
    widthPx: Math.max(0, Math.min(100_000, Math.round(widthPx))),
  };
}

/**
 * Sends a beacon to the collector; a browser that refuses it leaves the page simply not counted.
 * A `keepalive` request outlives the page as `navigator.sendBeacon` does, and costs the main thread
 * a third as much here (a median of 1.2 ms a call against 3.2 ms for `sendBeacon` with its JSON
 * `Blob`, in a hydrated page: docs/performance.md, "React DOM in a task of its own, and the beacon
 * as a keepalive request"). No credentials: the collector reads no cookie, so a signed-in
 * editor's session cookie stays home.
 */
export function sendBeacon(beacon: Beacon) {
  fetch(endpoint, {
    method: "POST",
    body: JSON.stringify(beacon),
    headers: { "content-type": "application/json" },
    keepalive: true,
    credentials: "omit",
  }).catch(() => undefined);
}

let firstView = true;
/** The campaign of the tab's first counted page, in the page's memory only: the job application's channel. */
let tabCampaign: string | undefined;
let shownPath: string | undefined;
/** The shown page's path as counted; undefined for a page not counted. */
let countedShownPath: string | undefined;
let seenMs = 0;
let visibleSince: number | undefined;

/**
 * A view's beacon waits for a task of its own: sending one costs the main thread several
 * milliseconds, and the first view's would otherwise lengthen the task that runs the page's effects
 * after hydration (docs/performance.md, 2026-11-27). Anything sent later sends it first.
 */
let waitingView: { beacon: Beacon; timer: ReturnType<typeof setTimeout> } | undefined;

function sendWaitingView() {
  if (!waitingView) return;
  clearTimeout(waitingView.timer);
  const { beacon } = waitingView;
  waitingView = undefined;
  sendBeacon(beacon);
}

function sendViewSoon(beacon: Beacon) {
  sendWaitingView();
  waitingView = { beacon, timer: setTimeout(sendWaitingView, 0) };
}

function showPage(path: string) {
  if (path === shownPath) return;
  shownPath = path;
  seenMs = 0;
  visibleSince = document.visibilityState === "visible" ? performance.now() : undefined;
  const beacon = viewBeaconOf(location.href, firstView ? document.referrer : "", window.innerWidth);
  countedShownPath = beacon?.path;
  if (!beacon) return;
  sendViewSoon(beacon);
  if (firstView) tabCampaign = beacon.utmCampaign;
  firstView = false;
}

/** The `utm_campaign` the tab's first counted page was opened with, if any (kept in memory, never stored). */
export const campaignOfTab = () => tabCampaign;

function leavePage() {
  sendWaitingView();
  if (visibleSince === undefined || countedShownPath === undefined) return;
  seenMs += performance.now() - visibleSince;
  visibleSince = undefined;
  sendBeacon({ kind: "leave", path: countedShownPath, visibleMs: Math.min(Math.round(seenMs), 24 * 3_600_000) });
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
