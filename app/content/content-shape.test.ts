import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { insightPosts, processSteps } from "./home";
import { serviceMenu } from "./service-menu";
import { services } from "./services.server";

const publicFile = (url: string) => path.join("public", url);

describe("the eight services", () => {
  it("come in the home page's tab order with the specification's tab labels", () => {
    expect(services.map((service) => service.tabLabel)).toEqual([
      "Web Development",
      "App Development",
      "ERP",
      "UI/UX design",
      "Digital Marketing",
      "Generative AI",
      "Security",
      "CRM",
    ]);
  });

  it("have unique slugs made from their titles, matching the Services menu", () => {
    const slugs = services.map((service) => service.slug);
    expect(new Set(slugs).size).toBe(8);
    for (const service of services) expect(service.slug).toBe(service.title.toLowerCase().replace(/ /g, "-"));
    expect(
      serviceMenu.map(({ title, slug }) => ({ title, slug })).sort((a, b) => a.slug.localeCompare(b.slug)),
    ).toEqual(services.map(({ title, slug }) => ({ title, slug })).sort((a, b) => a.slug.localeCompare(b.slug)));
  });

  it.each(services.map((service) => [service.title, service] as const))("%s is complete", (_title, service) => {
    expect(service.meta.title.length).toBeGreaterThan(10);
    expect(service.meta.description.length).toBeGreaterThan(50);
    expect(service.header.cta).toBe("Let's Talk");
    expect(service.services).toHaveLength(7);
    for (const card of service.services) {
      expect(card.title).not.toBe("");
      expect(card.features).toHaveLength(3);
    }
    expect(service.process.steps).toHaveLength(4);
    expect(service.testimonials).toHaveLength(3);
    expect(service.highlights).toHaveLength(6);
    expect(service.gallery).toHaveLength(3);
    for (const image of [service.header.image, service.process.image, ...service.gallery.map((item) => item.src)]) {
      expect(fs.existsSync(publicFile(image)), image).toBe(true);
    }
  });
});

describe("the home page's content", () => {
  it("has the four process steps and eight insight posts, each with its image", () => {
    expect(processSteps.map((step) => step.title)).toEqual([
      "Discovery & Strategy",
      "Design & Prototyping",
      "Development & Testing",
      "Launch & Optimization",
    ]);
    expect(insightPosts).toHaveLength(8);
    for (const post of insightPosts) expect(fs.existsSync(publicFile(post.image)), post.image).toBe(true);
  });
});
