import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { Accordion } from "./accordion";

const entries = [
  { id: "payment", title: "Payment", content: <p>Invoices are due in 15 days.</p> },
  { id: "warranties", title: "Warranties", content: <p>We fix defects for 90 days.</p> },
  { id: "termination", title: "Termination", content: <p>Either side may end it with notice.</p> },
];

const button = (name: string) => screen.getByRole("button", { name });
const panels = () => [...document.querySelectorAll<HTMLElement>('[role="region"]')];

/** Which sections are open, by the buttons and by the panels, which must agree. */
function openSections(): string[] {
  const open = entries.filter(({ title }) => button(title).getAttribute("aria-expanded") === "true");
  for (const [index, { title }] of entries.entries()) {
    const expanded = open.some((entry) => entry.title === title);
    expect(button(title).dataset.state).toBe(expanded ? "open" : "closed");
    expect(panels()[index]!.hidden).toBe(!expanded);
    // A closed panel is in the page, empty, as the server sends it.
    if (!expanded) expect(panels()[index]!.textContent).toBe("");
  }
  return open.map(({ title }) => title);
}

describe("Accordion", () => {
  it("puts each button in its heading and ties it to its panel both ways", () => {
    render(<Accordion type="multiple" entries={entries} headingLevel={3} />);
    for (const [index, { title }] of entries.entries()) {
      expect(screen.getByRole("heading", { level: 3, name: title }).firstElementChild).toBe(button(title));
      expect(button(title).getAttribute("aria-controls")).toBe(panels()[index]!.id);
      expect(panels()[index]!.getAttribute("aria-labelledby")).toBe(button(title).id);
    }
    expect(openSections()).toEqual([]);
  });

  it("keeps one section open at a time when single, and closes the open one when it is pressed", () => {
    render(<Accordion type="single" entries={entries} />);
    fireEvent.click(button("Payment"));
    expect(openSections()).toEqual(["Payment"]);
    expect(screen.getByRole("region", { name: "Payment" }).textContent).toBe("Invoices are due in 15 days.");
    fireEvent.click(button("Termination"));
    expect(openSections()).toEqual(["Termination"]);
    fireEvent.click(button("Termination"));
    expect(openSections()).toEqual([]);
  });

  it("opens and closes each section on its own when multiple", () => {
    render(<Accordion type="multiple" entries={entries} />);
    fireEvent.click(button("Payment"));
    fireEvent.click(button("Termination"));
    expect(openSections()).toEqual(["Payment", "Termination"]);
    fireEvent.click(button("Payment"));
    expect(openSections()).toEqual(["Termination"]);
  });

  it("moves between the buttons with Down and Up, wrapping, and to the ends with Home and End", () => {
    render(<Accordion type="multiple" entries={entries} />);
    const pressed = (from: string, key: string) => {
      fireEvent.keyDown(button(from), { key });
      return document.activeElement;
    };
    expect(pressed("Payment", "ArrowDown")).toBe(button("Warranties"));
    expect(pressed("Termination", "ArrowDown")).toBe(button("Payment"));
    expect(pressed("Payment", "ArrowUp")).toBe(button("Termination"));
    expect(pressed("Warranties", "End")).toBe(button("Termination"));
    expect(pressed("Warranties", "Home")).toBe(button("Payment"));
    // Moving opens nothing, and other keys are the browser's.
    expect(openSections()).toEqual([]);
    const other = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    button("Payment").dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it("hydrates the server's HTML without a mismatch", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Accordion type="single" entries={entries} />);
    document.body.append(container);
    // React reports a mismatched attribute on the console and a mismatched text as a recoverable error.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const errors: unknown[] = [];
    render(<Accordion type="single" entries={entries} />, {
      container,
      hydrate: true,
      onRecoverableError: (error) => errors.push(error),
    });
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    fireEvent.click(button("Warranties"));
    expect(openSections()).toEqual(["Warranties"]);
    container.remove();
  });
});
