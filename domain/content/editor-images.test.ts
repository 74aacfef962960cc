import { describe, expect, it } from "vitest";

import { BlogPostFormSchema } from "./content";
import { AltTextSchema, imageFilePath, imageIdOf, markdownSnippet } from "./editor-images";

const id = "0b7c4f3e-5a52-4c38-9d3e-2f4f6f0a1b2c";

describe("editors' images in domain rules", () => {
  it("reads an image reference, and nothing else, as an uploaded image's id", () => {
    expect(imageIdOf(`/media/${id}`)).toBe(id);
    expect(imageIdOf(` /media/${id} `)).toBe(id);
    expect(imageIdOf(`/media/${id}-480.avif`)).toBeUndefined();
    expect(imageIdOf(`https://example.com/media/${id}`)).toBeUndefined();
    expect(imageIdOf("/media/../../etc/passwd")).toBeUndefined();
  });

  it("names the made files, JPEG as .jpg", () => {
    expect(imageFilePath(id, 960, "jpeg")).toBe(`/media/${id}-960.jpg`);
    expect(imageFilePath(id, 480, "avif")).toBe(`/media/${id}-480.avif`);
  });

  it("writes a Markdown snippet whose alt text cannot end the brackets", () => {
    expect(markdownSnippet(id, "A [draft] chart")).toBe(`![A \\[draft\\] chart](/media/${id})`);
  });

  it("requires alt text on one line, at most 250 characters", () => {
    expect(AltTextSchema.parse("  A team\n at work ")).toBe("A team at work");
    expect(AltTextSchema.safeParse("   ").success).toBe(false);
    expect(AltTextSchema.safeParse("x".repeat(251)).success).toBe(false);
  });

  it("takes an uploaded image as a post's social image and as its cover, and no other /media/ address", () => {
    const post = {
      title: "T",
      summary: "S",
      body: "B",
      category: "Design",
      author: "A",
      authorImage: "/images/avatars/avatar-1.svg",
      image: "/images/blog/offline-first-android-apps.svg",
    };
    expect(BlogPostFormSchema.safeParse({ ...post, socialImage: `/media/${id}` }).success).toBe(true);
    expect(BlogPostFormSchema.safeParse({ ...post, socialImage: "/media/not-an-id" }).success).toBe(false);
    expect(BlogPostFormSchema.safeParse({ ...post, image: `/media/${id}` }).success).toBe(true);
    expect(BlogPostFormSchema.safeParse({ ...post, image: "/media/not-an-id" }).success).toBe(false);
  });
});
