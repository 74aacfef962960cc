import { describe, expect, it } from "vitest";

import { sharedImageOf } from "./shared-image";

const id = "0b7c4f3e-5a52-4c38-9d3e-2f4f6f0a1b2c";
const card = { type: "image/jpeg", width: 1200, height: 630 };

describe("the picture a shared link shows", () => {
  it("is a picture of the site's own as its social card, made at build, never the SVG", () => {
    expect(sharedImageOf("/images/blog/offline-first-android-apps.svg")).toEqual({
      path: "/social-cards/images/blog/offline-first-android-apps.jpg",
      ...card,
    });
    expect(sharedImageOf("/images/services/team.png")).toEqual({
      path: "/social-cards/images/services/team.jpg",
      ...card,
    });
  });

  it("is an upload's social card as it is, and an upload made before cards as its JPEG, of a size not known", () => {
    expect(sharedImageOf(`/media/${id}-1200x630.jpg`)).toEqual({ path: `/media/${id}-1200x630.jpg`, ...card });
    expect(sharedImageOf(`/media/${id}-1600.jpg`)).toEqual({ path: `/media/${id}-1600.jpg`, type: "image/jpeg" });
  });

  it("is the site's own picture for none, or one no network reads", () => {
    const own = { path: "/og-image.png", type: "image/png", width: 1200, height: 630 };
    for (const image of [undefined, "", `/media/${id}-960.webp`, `/media/${id}-1200x630.webp`, "/og-image.png"])
      expect(sharedImageOf(image)).toEqual(own);
  });
});
