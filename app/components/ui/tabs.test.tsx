import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { Tabs } from "./tabs";

const tabs = [
  { value: "one", label: "One" },
  { value: "two", label: "Two" },
  { value: "three", label: "Three" },
];

function Example({ initial = "one" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs
      label="Example"
      tabs={tabs}
      value={value}
      onValueChange={setValue}
      renderPanel={(tab) => <p>Content of {tab}</p>}
    />
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

/** The selected tab: the only one with aria-selected, the only one in the Tab order, and focused. */
function expectSelected(name: string) {
  for (const { label } of tabs) {
    const selected = label === name;
    expect(tab(label).getAttribute("aria-selected")).toBe(String(selected));
    expect(tab(label).tabIndex).toBe(selected ? 0 : -1);
    expect(tab(label).dataset.state).toBe(selected ? "active" : "inactive");
  }
  expect(screen.getByRole("tabpanel").textContent).toBe(`Content of ${name.toLowerCase()}`);
}

describe("Tabs", () => {
  it("names the tab list and ties each tab to its panel both ways", () => {
    render(<Example />);
    expect(screen.getByRole("tablist", { name: "Example" })).toBeTruthy();
    const panels = document.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(3);
    for (const [index, { label }] of tabs.entries()) {
      const panel = panels[index]!;
      expect(tab(label).getAttribute("aria-controls")).toBe(panel.id);
      expect(panel.getAttribute("aria-labelledby")).toBe(tab(label).id);
      expect(panel.getAttribute("tabindex")).toBe("0");
    }
    // Only the selected panel is shown and has content; the others are there, empty and hidden.
    expect(screen.getByRole("tabpanel", { name: "One" }).textContent).toBe("Content of one");
    expect([...panels].map((panel) => [(panel as HTMLElement).hidden, panel.textContent])).toEqual([
      [false, "Content of one"],
      [true, ""],
      [true, ""],
    ]);
    expectSelected("One");
  });

  it("moves and selects with the arrow keys, wrapping at both ends", () => {
    render(<Example />);
    fireEvent.keyDown(tab("One"), { key: "ArrowRight" });
    expectSelected("Two");
    expect(document.activeElement).toBe(tab("Two"));
    fireEvent.keyDown(tab("Two"), { key: "ArrowRight" });
    fireEvent.keyDown(tab("Three"), { key: "ArrowRight" });
    expectSelected("One");
    expect(document.activeElement).toBe(tab("One"));
    fireEvent.keyDown(tab("One"), { key: "ArrowLeft" });
    expectSelected("Three");
    expect(document.activeElement).toBe(tab("Three"));
  });

  it("goes to the first tab with Home and the last with End", () => {
    render(<Example initial="two" />);
    fireEvent.keyDown(tab("Two"), { key: "End" });
    expectSelected("Three");
    expect(document.activeElement).toBe(tab("Three"));
    fireEvent.keyDown(tab("Three"), { key: "Home" });
    expectSelected("One");
    expect(document.activeElement).toBe(tab("One"));
  });

  it("leaves other keys to the browser and selects a clicked tab", () => {
    render(<Example />);
    const event = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
    tab("One").dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expectSelected("One");
    fireEvent.click(tab("Three"));
    expectSelected("Three");
  });

  it("hydrates the server's HTML without a mismatch", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Example />);
    document.body.append(container);
    // React reports a mismatched attribute on the console and a mismatched text as a recoverable error.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const errors: unknown[] = [];
    render(<Example />, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(tab("One").getAttribute("aria-controls")).toBe(document.querySelector('[role="tabpanel"]')!.id);
    container.remove();
  });
});
