import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { socialMarkNames, spriteIconNames } from "../app/components/icons/sprite-icon-names";
import { iconSpriteMarkup, iconSpritePath } from "./icon-sprite";

describe("the icon sprite", () => {
  it("is what lucide draws today (run `npx tsx scripts/write-icon-sprite.ts` after changing the icons)", () => {
    expect(readFileSync(iconSpritePath, "utf8")).toBe(iconSpriteMarkup());
  });

  it("holds one symbol for each icon the pages may ask it for", () => {
    const ids = [...iconSpriteMarkup().matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...spriteIconNames, ...socialMarkNames.map((network) => `social-${network}`)]);
  });
});
