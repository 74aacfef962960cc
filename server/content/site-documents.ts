import { and, asc, eq, isNotNull, max, sql } from "drizzle-orm";

import type { RevisionItem } from "../../contracts/revisions";
import type { DocumentListItem, DocumentRecord } from "../../contracts/site-documents";
import {
  documentKinds,
  documentSchemas,
  ProjectSlugSchema,
  singleDocumentSlug,
  type DocumentBody,
  type DocumentKind,
} from "../../domain/site-documents";
import { serviceMenu } from "../../domain/service-menu";
import type { Db, DbOrTransaction } from "../db/open-db";
import { siteDocumentRevisions, siteDocuments } from "../db/schema";
import { RefusedError } from "../kernel/outcome";
import { changing } from "../kernel/public-changes";
import { audit, type Actor } from "../staff/audit";
import { findRevision, keepRevision, listRevisions } from "./revisions";

/**
 * The site's structured pages (issue 34, docs/decisions/035-site-documents.md). An editor saves a
 * draft, as often as they like, each save a revision; publishing puts the draft on the site.
 * Only what visitors see announces a change to the kept pages: publishing and taking a project
 * down. Both are audited, as is restoring an earlier revision (into the draft).
 */

type DocumentRow = typeof siteDocuments.$inferSelect;

const notFound = () => new RefusedError("There is no such page.");

/** The one document of `kind` at `slug`. */
const documentAt = (kind: DocumentKind, slug: string) =>
  and(eq(siteDocuments.kind, kind), eq(siteDocuments.slug, slug));

type Named = Pick<DocumentRow, "kind" | "slug" | "published" | "draft">;

/** A document's short title in the back office's list: the service's or the project's own. */
export function documentTitleOf(row: Named): string {
  switch (row.kind) {
    case "service":
      return serviceMenu.find((item) => item.slug === row.slug)?.title ?? row.slug;
    case "project":
      return ((row.draft ?? row.published)?.card as { title?: string } | undefined)?.title ?? row.slug;
    case "company":
      return "Company text";
    case "team":
      return "Team";
  }
}

/** A document in a sentence of the back office and the audit log: “the CRM case study”. */
export function documentNameOf(row: Named): string {
  const title = documentTitleOf(row);
  switch (row.kind) {
    case "service":
      return `the ${title} case study`;
    case "project":
      return `the project “${title}”`;
    case "company":
      return "the company text";
    case "team":
      return "the team";
  }
}

/** The document, checked by its kind's schema; a refusal names the first fault. */
export function bodyOf<K extends DocumentKind>(kind: K, document: unknown): DocumentBody<K> {
  const parsed = documentSchemas[kind].safeParse(document);
  if (!parsed.success) throw new RefusedError(parsed.error.issues[0]?.message ?? "Please check the page.");
  return parsed.data as DocumentBody<K>;
}

const stateOf = (row: DocumentRow): DocumentListItem["state"] =>
  row.published === null ? "unpublished" : row.draft === null ? "published" : "changed";

const listItemOf = (row: DocumentRow): DocumentListItem => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: documentTitleOf(row),
  name: documentNameOf(row),
  state: stateOf(row),
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

/** Every document: services, projects, then the About pages', each kind in its order. */
export async function listDocuments(db: Db): Promise<DocumentListItem[]> {
  const rows = await db.select().from(siteDocuments).orderBy(asc(siteDocuments.position));
  return rows.map(listItemOf).sort((a, b) => documentKinds.indexOf(a.kind) - documentKinds.indexOf(b.kind));
}

export async function findDocument(db: Db, kind: DocumentKind, slug: string): Promise<DocumentRecord | undefined> {
  const [row] = await db.select().from(siteDocuments).where(documentAt(kind, slug));
  if (!row) return undefined;
  return { ...listItemOf(row), published: row.published, draft: row.draft, publishedAt: row.publishedAt };
}

export const listDocumentRevisions = (db: Db, id: string): Promise<RevisionItem[]> =>
  listRevisions(db, siteDocumentRevisions, id);

async function lockDocument(tx: DbOrTransaction, kind: DocumentKind, slug: string): Promise<DocumentRow> {
  const [row] = await tx.select().from(siteDocuments).where(documentAt(kind, slug)).for("update");
  if (!row) throw notFound();
  return row;
}

/** Changes a document's row and writes its audit entry, in the caller's transaction. */
async function changeDocument(
  tx: DbOrTransaction,
  actor: Actor,
  row: DocumentRow,
  set: Partial<Pick<DocumentRow, "published" | "draft" | "publishedAt">>,
  entry: { action: string; summary: string; details?: Record<string, unknown> },
  now: Date,
) {
  await tx
    .update(siteDocuments)
    .set({ ...set, updatedAt: now, updatedBy: actor.email })
    .where(eq(siteDocuments.id, row.id));
  await audit(tx, actor, { subjectType: "site_document", subjectId: row.id, ...entry }, now);
}

/** Saves the editor's text as the draft, and as a revision; visitors see it once it is published. */
export async function saveDraft(
  db: Db,
  actor: Actor,
  kind: DocumentKind,
  slug: string,
  document: unknown,
  now: Date,
): Promise<void> {
  const body = bodyOf(kind, document);
  await db.transaction(async (tx) => {
    const row = await lockDocument(tx, kind, slug);
    await tx
      .update(siteDocuments)
      .set({ draft: body, updatedAt: now, updatedBy: actor.email })
      .where(eq(siteDocuments.id, row.id));
    await keepRevision(tx, siteDocumentRevisions, row.id, actor, body, now);
  });
}

/** A new project, as a draft at the end of the portfolio; the value is its address. */
export async function createProject(
  db: Db,
  actor: Actor,
  slugInput: unknown,
  document: unknown,
  now: Date,
): Promise<{ slug: string }> {
  const parsedSlug = ProjectSlugSchema.safeParse(slugInput);
  if (!parsedSlug.success) throw new RefusedError(parsedSlug.error.issues[0]?.message ?? "Please check the address.");
  const slug = parsedSlug.data;
  const body = bodyOf("project", document);
  return db.transaction(async (tx) => {
    // Projects take turns: two new ones never share a position or an address.
    await tx.execute(sql`select pg_advisory_xact_lock(${projectLockKey})`);
    const [taken] = await tx.select({ id: siteDocuments.id }).from(siteDocuments).where(documentAt("project", slug));
    if (taken) throw new RefusedError(`Another project has the address ?project=${slug}: please choose another.`);
    const [last] = await tx
      .select({ position: max(siteDocuments.position) })
      .from(siteDocuments)
      .where(eq(siteDocuments.kind, "project"));
    const [row] = await tx
      .insert(siteDocuments)
      .values({
        kind: "project",
        slug,
        position: (last?.position ?? 0) + 1,
        draft: body,
        createdAt: now,
        updatedAt: now,
        updatedBy: actor.email,
      })
      .returning();
    await keepRevision(tx, siteDocumentRevisions, row!.id, actor, body, now);
    await audit(
      tx,
      actor,
      {
        action: "page.create",
        subjectType: "site_document",
        subjectId: row!.id,
        summary: `Wrote the draft of ${documentNameOf(row!)}.`,
      },
      now,
    );
    return { slug };
  });
}

/** An arbitrary key for the advisory lock new projects take turns on. */
const projectLockKey = 340_016;

/** Puts the draft on the site: every kept page showing it is forgotten, on every instance. */
export async function publishDocument(
  db: Db,
  actor: Actor,
  kind: DocumentKind,
  slug: string,
  now: Date,
): Promise<void> {
  await changing(db, "pages", async (tx) => {
    const row = await lockDocument(tx, kind, slug);
    // Pressed twice, or in two tabs: what is saved is on the site already.
    if (row.draft === null && row.published !== null) return;
    const body = bodyOf(kind, row.draft ?? row.published);
    await changeDocument(
      tx,
      actor,
      row,
      { published: body, draft: null, publishedAt: now },
      { action: "page.publish", summary: `Published ${documentNameOf(row)}.` },
      now,
    );
  });
}

/** Takes a project off the portfolio, keeping its text as the draft; the About pages and the services always show. */
export async function unpublishDocument(
  db: Db,
  actor: Actor,
  kind: DocumentKind,
  slug: string,
  now: Date,
): Promise<void> {
  if (kind !== "project") throw new RefusedError("This page is part of the site and cannot be taken down.");
  await changing(db, "pages", async (tx) => {
    const row = await lockDocument(tx, kind, slug);
    if (row.published === null) return;
    await changeDocument(
      tx,
      actor,
      row,
      { published: null, draft: row.draft ?? row.published },
      { action: "page.unpublish", summary: `Took ${documentNameOf(row)} off the site.` },
      now,
    );
  });
}

/** Forgets the draft: the form shows what visitors see again. */
export async function discardDraft(db: Db, actor: Actor, kind: DocumentKind, slug: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockDocument(tx, kind, slug);
    if (row.published === null)
      throw new RefusedError("This project has never been published: its draft is all there is.");
    await tx
      .update(siteDocuments)
      .set({ draft: null, updatedAt: now, updatedBy: actor.email })
      .where(eq(siteDocuments.id, row.id));
  });
}

/** Makes an earlier revision the draft again (a new revision), to be published like any draft. */
export async function restoreRevision(
  db: Db,
  actor: Actor,
  kind: DocumentKind,
  slug: string,
  revisionId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockDocument(tx, kind, slug);
    const revision = await findRevision(tx, siteDocumentRevisions, row.id, revisionId);
    // A revision saved under an older schema may no longer pass: it is refused with the reason.
    const body = bodyOf(kind, revision.content);
    const number = await keepRevision(tx, siteDocumentRevisions, row.id, actor, body, now);
    await changeDocument(
      tx,
      actor,
      row,
      { draft: body },
      {
        action: "page.restore",
        summary: `Restored revision ${revision.number} of ${documentNameOf(row)} as the draft (now revision ${number}).`,
        details: { revision: revision.number },
      },
      now,
    );
  });
}

/** What visitors see of every document of a kind, in its order. */
export async function publishedDocuments<K extends DocumentKind>(
  db: Db,
  kind: K,
): Promise<{ slug: string; body: DocumentBody<K>; publishedAt: Date }[]> {
  const rows = await db
    .select({ slug: siteDocuments.slug, body: siteDocuments.published, publishedAt: siteDocuments.publishedAt })
    .from(siteDocuments)
    .where(and(eq(siteDocuments.kind, kind), isNotNull(siteDocuments.published)))
    .orderBy(asc(siteDocuments.position));
  return rows.map((row) => ({
    slug: row.slug,
    body: row.body as DocumentBody<K>,
    publishedAt: row.publishedAt ?? new Date(0),
  }));
}

/** What visitors see of one document; undefined when it is not on the site. */
export async function publishedDocument<K extends DocumentKind>(
  db: Db,
  kind: K,
  slug: string = kind in singleDocumentSlug ? singleDocumentSlug[kind as keyof typeof singleDocumentSlug] : "",
): Promise<{ body: DocumentBody<K>; publishedAt: Date } | undefined> {
  const [row] = await db
    .select({ body: siteDocuments.published, publishedAt: siteDocuments.publishedAt })
    .from(siteDocuments)
    .where(and(documentAt(kind, slug), isNotNull(siteDocuments.published)));
  return row ? { body: row.body as DocumentBody<K>, publishedAt: row.publishedAt ?? new Date(0) } : undefined;
}
