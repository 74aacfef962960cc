import { describe, expect, it } from "vitest";

import { changesBetween } from "./text-changes";

const labels = { title: "Title", body: "Text" };

describe("changesBetween", () => {
  it("names only the fields that differ, in the labels' order, word by word", () => {
    expect(
      changesBetween(
        { title: "Same", body: "Monsoon apps ship late" },
        { title: "Same", body: "Monsoon apps ship early" },
        labels,
      ),
    ).toEqual([
      {
        label: "Text",
        parts: [
          { change: "same", text: "Monsoon apps ship " },
          { change: "removed", text: "late" },
          { change: "added", text: "early" },
        ],
      },
    ]);
  });

  it("reads a missing field as empty, and a field the labels do not name not at all", () => {
    expect(changesBetween({ slug: "a" }, { title: "New", slug: "b" }, labels)).toEqual([
      { label: "Title", parts: [{ change: "added", text: "New" }] },
    ]);
  });

  it("shows two long texts with nothing in common as one removed and one added, the comparison given up at its bound", () => {
    const words = (seed: string) => Array.from({ length: 20_000 }, (_, index) => `${seed}${index}`).join(" ");
    const [change] = changesBetween({ body: words("a") }, { body: words("b") }, labels);
    expect(change?.parts.map((part) => part.change)).toEqual(["removed", "added"]);
  });
});
