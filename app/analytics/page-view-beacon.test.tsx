import { render } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";

import { usePageViewBeacon } from "./page-view-beacon";

function CountedPage({ pathname }: { pathname: string }) {
  usePageViewBeacon(pathname);
  return null;
}

const token = "c0ffee00d15ea5e0123456789abcdef0";
/** The bodies of the requests the page sent to the collector, as it sent them. */
const sent: string[] = [];

function listenForBeacons() {
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    expect(url).toBe("/api/analytics/events");
    expect(init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit" });
    expect(init.headers).toEqual({ "content-type": "application/json" });
    sent.push(String(init.body));
    return Promise.resolve(new Response(null, { status: 204 }));
  });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "visibilityState");
  window.history.replaceState(null, "", "/");
  sent.length = 0;
});

it("sends a private link's view and leave under its pattern, never with the secret", async () => {
  listenForBeacons();
  setVisibility("visible");
  window.history.replaceState(null, "", `/demo/manage/${token}?utm_source=mail`);
  render(<CountedPage pathname={`/demo/manage/${token}`} />);
  setVisibility("hidden");

  const beacons = sent.map((body) => JSON.parse(body) as object);
  expect(beacons).toEqual([
    expect.objectContaining({ kind: "view", path: "/demo/manage/…" }),
    expect.objectContaining({ kind: "leave", path: "/demo/manage/…" }),
  ]);
  expect(JSON.stringify(beacons)).not.toContain(token);
});

it("sends a view in a task of its own, after the effects that hydration runs", async () => {
  listenForBeacons();
  setVisibility("visible");
  window.history.replaceState(null, "", "/services");
  render(<CountedPage pathname="/services" />);
  expect(sent).toHaveLength(0);

  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sent).toHaveLength(1);
  expect(JSON.parse(sent[0]!)).toMatchObject({ kind: "view", path: "/services" });
});
