import { act, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { StatisticsBlock } from "./statistics-block";

/** An IntersectionObserver the test tells when the block comes into view. */
function observeByHand() {
  const observed: { report?: (isIntersecting: boolean) => void } = {};
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed.report = (isIntersecting) => callback([{ isIntersecting }]);
      }
      observe() {}
      disconnect() {}
    },
  );
  return observed;
}

const shown = () =>
  ["Projects made", "Clients served", "Average rating"].map(
    (label) => screen.getByTestId(`statistic-${label}`).textContent,
  );

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the statistics block", () => {
  it("carries the figures in the server's HTML, hydrates them unchanged, then counts up from zero once seen", () => {
    vi.useFakeTimers();
    const observer = observeByHand();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<StatisticsBlock />);
    document.body.append(container);
    expect(shown()).toEqual(["155", "85+", "4.8"]);

    const consoleErrors = vi.spyOn(console, "error");
    const recoverableErrors = vi.fn();
    act(() => {
      root = hydrateRoot(container, <StatisticsBlock />, { onRecoverableError: recoverableErrors });
    });
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    // Hydrated and not yet seen: the count waits at its start.
    expect(shown()).toEqual(["0", "0+", "0.0"]);

    act(() => observer.report!(true));
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual(["0", "0+", "0.0"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).not.toEqual(["0", "0+", "0.0"]);
    expect(shown()).not.toEqual(["155", "85+", "4.8"]);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual(["155", "85+", "4.8"]);
  });

  it("keeps the figures for a visitor who prefers reduced motion", () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) => ({ matches: query === "(prefers-reduced-motion: reduce)" }) as MediaQueryList,
    );
    observeByHand();
    const container = document.createElement("div");
    container.innerHTML = renderToString(<StatisticsBlock />);
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <StatisticsBlock />);
    });
    expect(shown()).toEqual(["155", "85+", "4.8"]);
  });
});
