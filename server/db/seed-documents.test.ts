import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { serviceMenu } from "../../domain/company/service-menu";
import { documentSchemas } from "../../domain/content/site-documents";
import { projectDocumentOf, projectOf } from "../../domain/content/portfolio-projects";
import { seedCompanyText, seedTeam } from "./seed-about";
import { seedProjects } from "./seed-projects";
import { seedServices } from "./seed-services";

const images = (value: unknown): string[] =>
  typeof value === "string"
    ? /^\/images\//.test(value)
      ? [value]
      : []
    : value && typeof value === "object"
      ? Object.values(value).flatMap(images)
      : [];

describe("the documents the site starts with", () => {
  it("has a case study for each of the Services menu's eight services", () => {
    expect(seedServices.map((service) => service.slug).sort()).toEqual(serviceMenu.map((item) => item.slug).sort());
  });

  it("passes the checks editors' saves pass, unchanged by them", () => {
    const documents = [
      ...seedServices.map(({ slug: _slug, ...body }) => [documentSchemas.service, body] as const),
      ...seedProjects.map((project) => [documentSchemas.project, projectDocumentOf(project)] as const),
      [documentSchemas.company, seedCompanyText] as const,
      [documentSchemas.team, seedTeam] as const,
    ];
    for (const [schema, body] of documents) expect(schema.parse(body)).toEqual(body);
  });

  it("gives the portfolio back each project as it was", () => {
    for (const project of seedProjects) expect(projectOf(project.id, projectDocumentOf(project))).toEqual(project);
  });

  it("shows only pictures the site has", () => {
    for (const image of images([seedServices, seedProjects, seedTeam])) {
      expect(fs.existsSync(path.join("public", image)), image).toBe(true);
    }
  });
});
