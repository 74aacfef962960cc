import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { testimonialAvatars } from "../../domain/content/testimonials";
import { seedTestimonials } from "./seed-testimonials";

describe("the testimonials the site starts with", () => {
  it("has six quotes for the home page and nine for the testimonials page (marketing specification, sections 3 and 6)", () => {
    expect(seedTestimonials.home).toHaveLength(6);
    expect(seedTestimonials.page).toHaveLength(9);
  });

  it("picks each avatar among the site's own, which all exist", () => {
    for (const { avatar } of [...seedTestimonials.home, ...seedTestimonials.page]) {
      expect(testimonialAvatars).toContain(avatar);
    }
    for (const image of testimonialAvatars) expect(fs.existsSync(path.join("public", image)), image).toBe(true);
  });

  it("keeps quotes as text, their bold parts marked by pairs of **", () => {
    for (const { quote } of [...seedTestimonials.home, ...seedTestimonials.page]) {
      expect(quote).not.toMatch(/[<>]/);
      expect(quote.split("**").length % 2).toBe(1);
    }
  });
});
