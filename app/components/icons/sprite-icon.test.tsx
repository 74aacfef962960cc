import { render } from "@testing-library/react";
import { Star } from "lucide-react";
import { describe, expect, it } from "vitest";

import { SpriteIcon } from "./sprite-icon";

const attributesOf = (element: Element) =>
  Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]));

describe("SpriteIcon", () => {
  it("draws the icon's <svg> as lucide does, its shapes from the sprite's symbol", () => {
    const lucide = render(<Star aria-hidden="true" className="size-4 fill-accent-500" />).container.firstElementChild!;
    const sprite = render(<SpriteIcon name="star" className="size-4 fill-accent-500" />).container.firstElementChild!;
    expect(attributesOf(sprite)).toEqual(attributesOf(lucide));
    const use = sprite.querySelector("use")!;
    // The build names the file by its hash and drops the query; the tests see the module's own path.
    expect(use.getAttribute("href")).toMatch(/\/icon-sprite[^/]*\.svg(\?no-inline)?#star$/);
    expect(sprite.children).toHaveLength(1);
  });

  it("is hidden from assistive technology, as every icon it replaced was", () => {
    const icon = render(<SpriteIcon name="circle-check" />).container.firstElementChild!;
    expect(icon.getAttribute("aria-hidden")).toBe("true");
    expect(icon.getAttribute("class")).toBe("lucide lucide-circle-check");
  });
});
