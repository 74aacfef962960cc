import { render } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";

import { usePageViewBeacon } from "./page-view-beacon";

function CountedPage({ pathname }: { pathname: string }) {
  usePageViewBeacon(pathname);
  return null;
}

const token = "c0ffee00d15ea5e0123456789abcdef0";
const sent: Blob[] = [];

function listenForBeacons() {
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (_url: string, body: Blob) => sent.push(body) > 0,
  });
}

/** jsdom's Blob has no text(): its FileReader reads it. */
const textOf = (body: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(body);
  });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "sendBeacon");
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

  const beacons = await Promise.all(sent.map(async (body) => JSON.parse(await textOf(body)) as object));
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
  expect(JSON.parse(await textOf(sent[0]))).toMatchObject({ kind: "view", path: "/services" });
});
