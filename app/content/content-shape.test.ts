import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { insightPosts, processSteps } from "./home";
import { serviceMenu } from "~domain/company/service-menu";

const publicFile = (url: string) => path.join("public", url);

describe("the Services menu", () => {
  it("has the eight services, each address made from its title, with the specification's tab labels", () => {
    expect(serviceMenu.map((item) => item.tabLabel)).toEqual([
      "Web Development",
      "App Development",
      "UI/UX design",
      "ERP",
      "Digital Marketing",
      "Generative AI",
      "Security",
      "CRM",
    ]);
    for (const item of serviceMenu) expect(item.slug).toBe(item.title.toLowerCase().replace(/ /g, "-"));
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
