import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";

import { seedServices } from "../db/seed-services";
import type { Database } from "../db/db";
import { auditLog, siteDocuments } from "../db/schema";
import { seed } from "../db/seed";
import { onPublicChange } from "../kernel/changes/public-changes";
import { insertEditor } from "../../test-support/editor-account";
import { openTestDatabase } from "../../test-support/test-database";
import { listAudit, type Actor } from "../kernel/audit/audit";
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
  unscheduleDocument,
} from "./site-documents";
import { nextScheduledChange } from "./scheduled-changes";
import { projectDocumentOf } from "../../domain/content/portfolio-projects";
import { seedProjects } from "../db/seed-projects";
import { seededPublishedAt } from "../db/seed-document-dates";
import { isoDate } from "../../domain/time/india-dates";

const now = new Date("2026-11-23T06:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const { slug: _slug, ...websiteDevelopment } = seedServices[0]!;
const withTagline = (tagline: string) => ({
  ...websiteDevelopment,
  header: { ...websiteDevelopment.header, tagline },
});

describe("the site's documents", () => {
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
  const tagline = async (at = later(10)) =>
    (await publishedDocuments(database.db, "service", at)).find((service) => service.slug === "website-development")!
      .body.header.tagline;

  it("seeds every document published, in the home page's and the portfolio's order, and keeps editors' changes", async () => {
    expect((await publishedDocuments(database.db, "service", later(10))).map((service) => service.slug)).toEqual(
      seedServices.map((service) => service.slug),
    );
    expect((await publishedDocuments(database.db, "project", later(10))).map((project) => project.body)).toEqual(
      seedProjects.map(projectDocumentOf),
    );
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Quick sites"), later(1));
    await publishDocument(database.db, editor, "service", "website-development", { when: "now" }, later(2));
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
    const record = await findDocument(database.db, "service", "website-development", later(10));
    expect(record).toMatchObject({ state: "changed", updatedBy: "pages@nexoratech.in" });
    expect((record!.draft as typeof websiteDevelopment).header.tagline).toBe("Sites that sell");

    await publishDocument(database.db, editor, "service", "website-development", { when: "now" }, later(2));
    expect(await tagline()).toBe("Sites that sell");
    expect(announced).toEqual(["pages"]);
    expect(await findDocument(database.db, "service", "website-development", later(10))).toMatchObject({
      state: "published",
      draft: null,
      publishedAt: later(2),
    });
    expect(await actionsOf(record!.id)).toEqual(["page.publish"]);

    // Pressed again: nothing more to publish, nothing written.
    await publishDocument(database.db, editor, "service", "website-development", { when: "now" }, later(3));
    expect(await actionsOf(record!.id)).toEqual(["page.publish"]);
  });

  it("refuses a time already past and keeps the draft as it was, unpublished", async () => {
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Sites for Diwali"), later(1));
    const when = { when: "at", date: isoDate("2026-11-23"), time: "11:59" } as const;
    await expect(
      publishDocument(database.db, editor, "service", "website-development", when, later(2)),
    ).rejects.toThrow("23 Nov 2026, 11:59 AM (India) has already passed.");
    const record = await findDocument(database.db, "service", "website-development", later(3));
    expect(record).toMatchObject({ scheduledAt: null, scheduled: null });
    expect(record?.draft).not.toBeNull();
    expect(await actionsOf(record!.id)).toEqual([]);
  });

  it("publishes a scheduled text at its time in India, by the clock, and a later write makes it the published one", async () => {
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Sites for Diwali"), later(1));
    // 13:00 in India on the day: an hour after `now`.
    const at = later(60);
    const when = { when: "at", date: isoDate("2026-11-23"), time: "13:00" } as const;
    await publishDocument(database.db, editor, "service", "website-development", when, later(2));
    expect(announced).toEqual(["pages"]);
    const record = await findDocument(database.db, "service", "website-development", later(3));
    expect(record).toMatchObject({
      state: "scheduled",
      scheduledAt: at,
      draft: null,
      publishedAt: seededPublishedAt("website-development", now),
    });
    expect(await nextScheduledChange(database.db, later(3))).toEqual(at);

    expect(await tagline(new Date(at.getTime() - 1))).toBe(websiteDevelopment.header.tagline);
    expect(await tagline(at)).toBe("Sites for Diwali");
    expect(await nextScheduledChange(database.db, at)).toBeUndefined();
    expect(await findDocument(database.db, "service", "website-development", at)).toMatchObject({
      state: "published",
      scheduledAt: null,
      publishedAt: at,
    });

    // The next write, whatever it is, settles the row: the scheduled text is the published one.
    await saveDraft(database.db, editor, "service", "website-development", withTagline("After Diwali"), later(61));
    const [row] = await database.db.select().from(siteDocuments).where(eq(siteDocuments.id, record!.id));
    expect(row).toMatchObject({ scheduled: null, scheduledAt: null, publishedAt: at });
    expect((row!.published as typeof websiteDevelopment).header.tagline).toBe("Sites for Diwali");
    expect(await actionsOf(record!.id)).toEqual(["page.schedule"]);
  });

  it("calls a schedule off, its text the draft again, or replaces it by publishing a newer draft", async () => {
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Scheduled"), later(1));
    const when = { when: "at", date: isoDate("2026-11-23"), time: "13:00" } as const;
    await publishDocument(database.db, editor, "service", "website-development", when, later(2));
    await unscheduleDocument(database.db, editor, "service", "website-development", later(3));
    const record = await findDocument(database.db, "service", "website-development", later(4));
    expect(record).toMatchObject({ state: "changed", scheduled: null, scheduledAt: null });
    expect((record!.draft as typeof websiteDevelopment).header.tagline).toBe("Scheduled");
    expect(await tagline(later(120))).toBe(websiteDevelopment.header.tagline);

    await publishDocument(database.db, editor, "service", "website-development", when, later(5));
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Sooner"), later(6));
    expect(await findDocument(database.db, "service", "website-development", later(7))).toMatchObject({
      state: "scheduled",
    });
    await publishDocument(database.db, editor, "service", "website-development", { when: "now" }, later(8));
    expect(await tagline(later(8))).toBe("Sooner");
    expect(await tagline(later(120))).toBe("Sooner");
    expect(await nextScheduledChange(database.db, later(8))).toBeUndefined();
    expect(await actionsOf(record!.id)).toEqual(["page.schedule", "page.unschedule", "page.schedule", "page.publish"]);
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
    expect(await findDocument(database.db, "service", "website-development", later(10))).toMatchObject({ draft: null });
    expect(
      await listDocumentRevisions(
        database.db,
        (await findDocument(database.db, "service", "website-development", later(10)))!.id,
      ),
    ).toHaveLength(1);
  });

  it("keeps every save as a revision with who and when, and restores one as the draft, audited", async () => {
    await saveDraft(database.db, editor, "service", "website-development", withTagline("First"), later(1));
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Second"), later(2));
    await publishDocument(database.db, editor, "service", "website-development", { when: "now" }, later(3));
    const { id } = (await findDocument(database.db, "service", "website-development", later(10)))!;
    const revisions = await listDocumentRevisions(database.db, id);
    // Revision 1 is the seed's: the site's text before any editor.
    expect(revisions.map(({ number, authorName, at }) => ({ number, authorName, at }))).toEqual([
      { number: 3, authorName: "Kabir Editor", at: later(2) },
      { number: 2, authorName: "Kabir Editor", at: later(1) },
      { number: 1, authorName: "seed", at: now },
    ]);

    await restoreRevision(database.db, editor, "service", "website-development", revisions[1]!.id, later(4));
    expect(await tagline()).toBe("Second");
    const restored = await findDocument(database.db, "service", "website-development", later(10));
    expect((restored!.draft as typeof websiteDevelopment).header.tagline).toBe("First");
    expect((await listDocumentRevisions(database.db, id))[0]).toMatchObject({ number: 4 });
    expect(await actionsOf(id)).toEqual(["page.publish", "page.restore"]);
    await expect(
      restoreRevision(database.db, editor, "service", "website-development", "not-a-revision", later(5)),
    ).rejects.toThrow("This revision does not exist (any more).");

    await discardDraft(database.db, editor, "service", "website-development", later(6));
    expect(await findDocument(database.db, "service", "website-development", later(10))).toMatchObject({
      state: "published",
      draft: null,
    });
  });

  it("dates each seeded page from its own day, never the seed's moment; publishing moves the last date, never the first", async () => {
    const dated = async (kind: "service" | "project", slug: string, at: Date) => {
      const found = (await publishedDocuments(database.db, kind, at)).find((document) => document.slug === slug);
      return found && { publishedAt: found.publishedAt, firstPublishedAt: found.firstPublishedAt };
    };
    for (const [kind, slugs] of [
      ["service", seedServices.map((service) => service.slug)],
      ["project", seedProjects.map((project) => project.id)],
    ] as const) {
      for (const slug of slugs) {
        const written = seededPublishedAt(slug, now)!;
        expect(written.getTime()).toBeLessThan(now.getTime() - 30 * 24 * 3600_000);
        expect(await dated(kind, slug, later(1))).toEqual({ publishedAt: written, firstPublishedAt: written });
      }
    }

    const written = seededPublishedAt("website-development", now)!;
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Quick sites"), later(1));
    expect(await dated("service", "website-development", later(1))).toEqual({
      publishedAt: written,
      firstPublishedAt: written,
    });
    await publishDocument(database.db, editor, "service", "website-development", { when: "now" }, later(2));
    expect(await dated("service", "website-development", later(3))).toEqual({
      publishedAt: later(2),
      firstPublishedAt: written,
    });
    await saveDraft(database.db, editor, "service", "website-development", withTagline("Sites for Diwali"), later(4));
    // 13:00 in India on the day: an hour after `now`.
    const when = { when: "at", date: isoDate("2026-11-23"), time: "13:00" } as const;
    await publishDocument(database.db, editor, "service", "website-development", when, later(5));
    expect(await dated("service", "website-development", later(60))).toEqual({
      publishedAt: later(60),
      firstPublishedAt: written,
    });

    const body = projectDocumentOf({ ...seedProjects[0]!, title: "Chai Point's ordering app" });
    await createProject(database.db, editor, "chai-point-app", body, later(61));
    await publishDocument(database.db, editor, "project", "chai-point-app", { when: "now" }, later(62));
    await unpublishDocument(database.db, editor, "project", "chai-point-app", later(63));
    await publishDocument(database.db, editor, "project", "chai-point-app", { when: "now" }, later(64));
    expect(await dated("project", "chai-point-app", later(65))).toEqual({
      publishedAt: later(64),
      firstPublishedAt: later(62),
    });
  });

  it("dates the pages an earlier seed published at its own moment, unless an editor has published them since", async () => {
    // As the seed left them before pages kept their own days (and migration 0050 after it).
    await database.db.update(siteDocuments).set({ publishedAt: now, firstPublishedAt: now, createdAt: now });
    await saveDraft(database.db, editor, "service", "crm", websiteDevelopment, later(1));
    await publishDocument(database.db, editor, "service", "crm", { when: "now" }, later(2));

    await seed(database.db, later(60 * 24 * 30));
    const services = await publishedDocuments(database.db, "service", later(60 * 24 * 30));
    const datesOf = (slug: string) => {
      const found = services.find((service) => service.slug === slug)!;
      return [found.firstPublishedAt, found.publishedAt];
    };
    const written = seededPublishedAt("erp", now)!;
    expect(datesOf("erp")).toEqual([written, written]);
    expect(datesOf("crm")).toEqual([now, later(2)]);
  });

  it("writes a new project as a draft at the end of the portfolio, and takes a project down and back", async () => {
    const body = projectDocumentOf({ ...seedProjects[0]!, title: "Chai Point's ordering app" });
    await createProject(database.db, editor, "chai-point-app", body, later(1));
    expect((await publishedDocuments(database.db, "project", later(10))).map((project) => project.slug)).not.toContain(
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

    await publishDocument(database.db, editor, "project", "chai-point-app", { when: "now" }, later(3));
    expect((await publishedDocuments(database.db, "project", later(10))).at(-1)!.slug).toBe("chai-point-app");
    await unpublishDocument(database.db, editor, "project", "chai-point-app", later(4));
    expect((await publishedDocuments(database.db, "project", later(10))).map((project) => project.slug)).not.toContain(
      "chai-point-app",
    );
    const record = await findDocument(database.db, "project", "chai-point-app", later(10));
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
    expect(await publishedDocument(database.db, "team", later(10))).toBeDefined();
    expect(await publishedDocument(database.db, "company", later(10))).toBeDefined();
  });
});
