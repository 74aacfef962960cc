import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useIsClient, useValueAfterHydration } from "./use-is-client";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** A component showing `shown()`, rendered to HTML, then hydrated; `rendered` is what each render in the browser showed. */
function hydrated(shown: () => string) {
  const rendered: string[] = [];
  let inTheBrowser = false;
  const Component = () => {
    const text = shown();
    if (inTheBrowser) rendered.push(text);
    return <p>{text}</p>;
  };
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Component />);
  inTheBrowser = true;
  const recoverableErrors = vi.fn();
  act(() => {
    root = hydrateRoot(container, <Component />, { onRecoverableError: recoverableErrors });
  });
  expect(recoverableErrors).not.toHaveBeenCalled();
  return { rendered, text: () => container.textContent };
}

describe("values that differ between the server and the browser", () => {
  it("useIsClient hydrates as the server rendered, then renders again as the client", () => {
    const page = hydrated(() => (useIsClient() ? "client" : "server"));
    expect(page.rendered).toEqual(["server", "client"]);
    expect(page.text()).toBe("client");
  });

  it("useValueAfterHydration renders again only when the client's value is not the server's", () => {
    const named = hydrated(() => useValueAfterHydration("crm", null) ?? "none");
    expect(named.rendered).toEqual(["none", "crm"]);
    expect(named.text()).toBe("crm");

    const unnamed = hydrated(() => useValueAfterHydration<string | null>(null, null) ?? "none");
    expect(unnamed.rendered).toEqual(["none"]);
    expect(unnamed.text()).toBe("none");
  });
});
