import { describe, expect, it } from "vitest";

import { seedServices } from "../db/seed-services";
import { seedTeam } from "../db/seed-about";
import { documentFormOf, documentOfFields, leavesOf as leaves, valueAt } from "../../domain/content/document-form";
import { documentKinds, documentSchemas } from "../../domain/content/site-documents";

describe("a document's form, drawn from its schema", () => {
  it("labels every field, and lists as many entries as the page has", () => {
    const service = leaves(documentFormOf("service"));
    expect(service.filter((field) => field.path.startsWith("services."))).toHaveLength(7 * 4);
    expect(service.find((field) => field.path === "services.6.features.2")).toMatchObject({
      type: "text",
      label: "Feature 3",
      maxLength: 100,
      multiline: false,
    });
    expect(service.find((field) => field.path === "header.description")).toMatchObject({ multiline: true });
    for (const kind of documentKinds) {
      for (const field of leaves(documentFormOf(kind))) expect(field.label, field.path).not.toBe(field.path);
    }
  });

  it("offers the portfolio's categories and a colour for a project", () => {
    const project = leaves(documentFormOf("project"));
    expect(project.find((field) => field.path === "card.category")).toMatchObject({ type: "choice" });
    expect(project.find((field) => field.path === "card.bgColor")).toMatchObject({ type: "colour" });
  });

  it("turns the fields a form posts back into the document they show", () => {
    for (const [kind, document] of [
      ["service", seedServices[0]!],
      ["team", seedTeam],
    ] as const) {
      const form = documentFormOf(kind);
      const posted = leaves(form).map((field) => [field.path, valueAt(document, field.path)] as [string, string]);
      const back = documentOfFields([...posted, ["services.9.title", "not a field"], ["intent", "save"]], form);
      const { slug: _slug, ...body } = document as typeof document & { slug?: string };
      expect(documentSchemas[kind].parse(back)).toEqual(body);
    }
  });

  it("reads nothing where a new document has no text yet", () => {
    expect(valueAt(undefined, "card.title")).toBe("");
    expect(valueAt({ card: {} }, "card.title")).toBe("");
  });
});
