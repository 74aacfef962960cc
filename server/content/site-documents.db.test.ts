import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { seedServices } from "../db/seed-services";
import type { Database } from "../db/open-db";
import { auditLog, siteDocuments } from "../db/schema";
import { seed } from "../db/seed";
import { onPublicChange } from "../kernel/public-changes";
import { insertEditor } from "../test-support/editor-account";
import { openTestDatabase } from "../test-support/test-database";
import { listAudit, type Actor } from "../staff/audit";
import {
  createProject,
  discardDraft,
  findDocument,
  listDocumentRevisions,
  publishDocument,
  publishedDocument,
  publishedDocuments,
  restoreRevision,
  saveDraft,
  unpublishDocument,
} from "./site-documents";
import { projectDocumentOf } from "../../domain/portfolio-projects";
import { seedProjects } from "../db/seed-projects";

const now = new Date("2026-11-23T06:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const { slug: _slug, ...websiteDevelopment } = seedServices[0]!;
const withTagline = (tagline: string) => ({
  ...websiteDevelopment,
  header: { ...websiteDevelopment.header, tagline },
});

describe("the site's documents (issue 34)", () => {
  let database: Database;
  let editor: Actor;
  const announced: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    editor = await insertEditor(database.db, now, { email: "pages@nexoratech.in", name: "Kabir Editor" });
    onPublicChange(database.db, "pages", () => announced.push("pages"));
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(auditLog);
    await database.db.delete(siteDocuments);
    await seed(database.db, now);
    announced.length = 0;
  });

  const actionsOf = async (id: string) =>
    (await listAudit(database.db, { subject: { type: "site_document", id } })).rows.map((row) => row.action).reverse();
  const tagline = async () =>
    (await publishedDocuments(database.db, "service")).find((service) => service.slug === "website-development")!.body
      .header.tagline;

  it("seeds every document published, in the home page's and the portfolio's order, and keeps editors' changes", async () => {
    expect((await publishedDocuments(database.db, "service")).map((service) => service.slug)).toEqual(
      seedServices.map((service) => service.slug),
    );
    expect((await publishedDocuments(database.db, "project")).map((project) => project.body)).toEqual(
      seedProjects.map(projectDocumentOf),
    );
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Quick sites"), later(1));
    await publishDocument(database.db, editor, "service", "website-development", later(2));
    await seed(database.db, later(60));
    expect(await tagline()).toBe("Quick sites");
  });

  it("keeps a saved draft from visitors until it is published, then announces it and audits who published it", async () => {
    await saveDraft(
      database.db,
      editor,
      "service",
      "website-development",
      withTagline("  Sites that sell  "),
      later(1),
    );
    expect(await tagline()).toBe(websiteDevelopment.header.tagline);
    expect(announced).toEqual([]);
    const record = await findDocument(database.db, "service", "website-development");
    expect(record).toMatchObject({ state: "changed", updatedBy: "pages@nexoratech.in" });
    expect((record!.draft as typeof websiteDevelopment).header.tagline).toBe("Sites that sell");

    await publishDocument(database.db, editor, "service", "website-development", later(2));
    expect(await tagline()).toBe("Sites that sell");
    expect(announced).toEqual(["pages"]);
    expect(await findDocument(database.db, "service", "website-development")).toMatchObject({
      state: "published",
      draft: null,
      publishedAt: later(2),
    });
    expect(await actionsOf(record!.id)).toEqual(["page.publish"]);

    // Pressed again: nothing more to publish, nothing written.
    await publishDocument(database.db, editor, "service", "website-development", later(3));
    expect(await actionsOf(record!.id)).toEqual(["page.publish"]);
  });

  it("refuses a document that breaks its kind's rules, and changes nothing", async () => {
    const tooFewCards = { ...websiteDevelopment, services: websiteDevelopment.services.slice(0, 6) };
    await expect(
      saveDraft(database.db, editor, "service", "website-development", tooFewCards, later(1)),
    ).rejects.toThrow("This needs at least 7 entries.");
    await expect(
      saveDraft(database.db, editor, "service", "website-development", withTagline(""), later(1)),
    ).rejects.toThrow("Please enter the tagline.");
    await expect(
      saveDraft(database.db, editor, "service", "no-such-service", websiteDevelopment, later(1)),
    ).rejects.toThrow("There is no such page.");
    expect(await findDocument(database.db, "service", "website-development")).toMatchObject({ draft: null });
    expect(
      await listDocumentRevisions(database.db, (await findDocument(database.db, "service", "website-development"))!.id),
    ).toHaveLength(1);
  });

  it("keeps every save as a revision with who and when, and restores one as the draft, audited", async () => {
    await saveDraft(database.db, editor, "service", "website-development", withTagline("First"), later(1));
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Second"), later(2));
    await publishDocument(database.db, editor, "service", "website-development", later(3));
    const { id } = (await findDocument(database.db, "service", "website-development"))!;
    const revisions = await listDocumentRevisions(database.db, id);
    // Revision 1 is the seed's: the site's text before any editor.
    expect(revisions.map(({ number, authorName, at }) => ({ number, authorName, at }))).toEqual([
      { number: 3, authorName: "Kabir Editor", at: later(2) },
      { number: 2, authorName: "Kabir Editor", at: later(1) },
      { number: 1, authorName: "seed", at: now },
    ]);

    await restoreRevision(database.db, editor, "service", "website-development", revisions[1]!.id, later(4));
    expect(await tagline()).toBe("Second");
    const restored = await findDocument(database.db, "service", "website-development");
    expect((restored!.draft as typeof websiteDevelopment).header.tagline).toBe("First");
    expect((await listDocumentRevisions(database.db, id))[0]).toMatchObject({ number: 4 });
    expect(await actionsOf(id)).toEqual(["page.publish", "page.restore"]);
    await expect(
      restoreRevision(database.db, editor, "service", "website-development", "not-a-revision", later(5)),
    ).rejects.toThrow("This revision does not exist (any more).");

    await discardDraft(database.db, editor, "service", "website-development", later(6));
    expect(await findDocument(database.db, "service", "website-development")).toMatchObject({
      state: "published",
      draft: null,
    });
  });

  it("writes a new project as a draft at the end of the portfolio, and takes a project down and back", async () => {
    const body = projectDocumentOf({ ...seedProjects[0]!, title: "Chai Point's ordering app" });
    await createProject(database.db, editor, "chai-point-app", body, later(1));
    expect((await publishedDocuments(database.db, "project")).map((project) => project.slug)).not.toContain(
      "chai-point-app",
    );
    await expect(createProject(database.db, editor, "chai-point-app", body, later(2))).rejects.toThrow(
      "Another project has the address ?project=chai-point-app: please choose another.",
    );
    await expect(createProject(database.db, editor, "Chai Point!", body, later(2))).rejects.toThrow(
      "Use lower-case letters, digits and single dashes.",
    );
    await expect(discardDraft(database.db, editor, "project", "chai-point-app", later(2))).rejects.toThrow(
      "This project has never been published: its draft is all there is.",
    );

    await publishDocument(database.db, editor, "project", "chai-point-app", later(3));
    expect((await publishedDocuments(database.db, "project")).at(-1)!.slug).toBe("chai-point-app");
    await unpublishDocument(database.db, editor, "project", "chai-point-app", later(4));
    expect((await publishedDocuments(database.db, "project")).map((project) => project.slug)).not.toContain(
      "chai-point-app",
    );
    const record = await findDocument(database.db, "project", "chai-point-app");
    expect(record).toMatchObject({ state: "unpublished", name: "the project “Chai Point's ordering app”" });
    expect(record!.draft).toEqual(body);
    expect(await actionsOf(record!.id)).toEqual(["page.create", "page.publish", "page.unpublish"]);
    expect(announced).toEqual(["pages", "pages"]);
  });

  it("keeps the services and the About pages on the site", async () => {
    await expect(unpublishDocument(database.db, editor, "service", "crm", later(1))).rejects.toThrow(
      "This page is part of the site and cannot be taken down.",
    );
    await expect(unpublishDocument(database.db, editor, "team", "team", later(1))).rejects.toThrow(
      "This page is part of the site and cannot be taken down.",
    );
    expect(await publishedDocument(database.db, "team")).toBeDefined();
    expect(await publishedDocument(database.db, "company")).toBeDefined();
  });
});
