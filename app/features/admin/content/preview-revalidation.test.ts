import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";

import { blogPreviewAction, notAfterPreview } from "./preview-revalidation";

const after = (formAction: string | undefined, defaultShouldRevalidate = true) =>
  notAfterPreview({ formAction, formMethod: "POST", defaultShouldRevalidate } as ShouldRevalidateFunctionArgs);

describe("the back office's pages after a blog preview", () => {
  it("keep their data after a preview, which changes nothing", () => {
    expect(after(blogPreviewAction)).toBe(false);
  });

  it("load it again after any other form, as React Router would", () => {
    expect(after("/admin/blog/0b6f1c1e-2f0a-4d4b-9c57-000000000001")).toBe(true);
    expect(after(undefined, false)).toBe(false);
  });
});
