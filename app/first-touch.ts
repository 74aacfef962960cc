import type { FirstTouch } from "~domain/sales/sales";

/**
 * Where a visit came from (issue 33, item 5), kept in the tab's sessionStorage for the visit: no
 * cookie, no outside service, and nothing leaves the browser until the visitor sends an enquiry or
 * books a call. The client entry records it on the visit's first page; the forms send it.
 */
const storageKey = "first-touch";

const utmParameters = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
] as const;

/** The other site's host name, when the referrer is a web page there (the schema's rule for it). */
function referringHost(referrer: string, ownHost: string): string | undefined {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return undefined; // none (""), or not an address
  }
  const { protocol, hostname } = from;
  if (!/^https?:$/.test(protocol) || hostname === ownHost) return undefined;
  return /^[a-z\d.-]{1,253}$/.test(hostname) ? hostname : undefined;
}

/**
 * What to keep for a page opened at `href` from `referrer`, when the visit has kept `stored` so
 * far: nothing when it has a first touch already (a later page never replaces it) or on a
 * back-office page; else the page's UTM parameters, the referring site's host name and the path
 * without its query, cut to the lengths the server takes.
 */
export function firstTouchToKeep(href: string, referrer: string, stored: string | null): FirstTouch | undefined {
  if (stored !== null) return undefined;
  const page = new URL(href);
  if (page.pathname === "/admin" || page.pathname.startsWith("/admin/")) return undefined;
  const touch: FirstTouch = {};
  for (const [parameter, field] of utmParameters) {
    const value = page.searchParams.get(parameter)?.trim().slice(0, 100);
    if (value) touch[field] = value;
  }
  const referrerHost = referringHost(referrer, page.hostname);
  if (referrerHost) touch.referrer = referrerHost;
  touch.landingPage = page.pathname.slice(0, 300);
  return touch;
}

/** Runs once per page load: keeps the visit's first touch if it has none yet. */
export function recordFirstTouch(): void {
  try {
    const touch = firstTouchToKeep(location.href, document.referrer, sessionStorage.getItem(storageKey));
    if (touch) sessionStorage.setItem(storageKey, JSON.stringify(touch));
  } catch {
    // Storage turned off or full: the visit goes unrecorded and nothing else changes.
  }
}

/** The visit's first touch, to send with an enquiry or a booking; the server drops one it cannot read. */
export function visitFirstTouch(): FirstTouch | undefined {
  try {
    const touch: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? "null");
    return touch && typeof touch === "object" ? (touch as FirstTouch) : undefined;
  } catch {
    return undefined;
  }
}
