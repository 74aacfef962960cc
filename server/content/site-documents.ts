import { and, asc, eq, gt, max, min, sql } from "drizzle-orm";

import type { RevisionItem } from "../../contracts/content-revisions";
import type { DocumentListItem, DocumentRecord, Published } from "../../contracts/content-documents";
import {
  documentKinds,
  documentSchemas,
  ProjectSlugSchema,
  singleDocumentSlug,
  type DocumentBody,
  type DocumentKind,
} from "../../domain/content/site-documents";
import type { Publish } from "../../domain/content/content";
import { scheduledInstantOf } from "./publish-time";
import { indiaDateTime } from "../../domain/time/india-dates";
import { serviceMenu } from "../../domain/company/service-menu";
import type { Db, DbOrTransaction } from "../db/db";
import { siteDocumentRevisions, siteDocuments } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { changing } from "../kernel/changes/public-changes";
import { audit, type Actor } from "../kernel/audit/audit";
import { findRevision, keepRevision, listRevisions } from "./revisions";

/**
 * The site's structured pages (docs/decisions/035-site-documents.md). An editor saves a
 * draft, as often as they like, each save a revision; publishing puts the draft on the site, now
 * or at a time in India (then it waits as the scheduled text, which visitors see from its time on,
 * by the clock). Only what visitors see announces a change to the kept pages: publishing,
 * scheduling and taking a project down. All are audited, as is restoring an earlier revision
 * (into the draft).
 */

type DocumentRow = typeof siteDocuments.$inferSelect;

/**
 * The row as it stands at `now`: a scheduled text whose time has come is what is published,
 * since then. Visitors' reads go by this; a write makes it so in the row (`lockDocument`).
 */
function settledAt<
  Row extends Pick<DocumentRow, "published" | "publishedAt" | "firstPublishedAt" | "scheduled" | "scheduledAt">,
>(row: Row, now: Date): Row {
  if (!row.scheduled || !row.scheduledAt || row.scheduledAt > now) return row;
  return {
    ...row,
    published: row.scheduled,
    publishedAt: row.scheduledAt,
    firstPublishedAt: row.firstPublishedAt ?? row.scheduledAt,
    scheduled: null,
    scheduledAt: null,
  };
}

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

/** Of a settled row (`settledAt`). */
const stateOf = (row: DocumentRow): DocumentListItem["state"] =>
  row.scheduled !== null
    ? "scheduled"
    : row.published === null
      ? "unpublished"
      : row.draft === null
        ? "published"
        : "changed";

const listItemOf = (row: DocumentRow): DocumentListItem => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: documentTitleOf(row),
  name: documentNameOf(row),
  state: stateOf(row),
  scheduledAt: row.scheduledAt,
  updatedAt: row.updatedAt,
  updatedBy: row.updatedBy,
});

/** Every document at `now`: services, projects, then the About pages', each kind in its order. */
export async function listDocuments(db: Db, now: Date): Promise<DocumentListItem[]> {
  const rows = await db.select().from(siteDocuments).orderBy(asc(siteDocuments.position));
  return rows
    .map((row) => listItemOf(settledAt(row, now)))
    .sort((a, b) => documentKinds.indexOf(a.kind) - documentKinds.indexOf(b.kind));
}

export async function findDocument(
  db: Db,
  kind: DocumentKind,
  slug: string,
  now: Date,
): Promise<DocumentRecord | undefined> {
  const [found] = await db.select().from(siteDocuments).where(documentAt(kind, slug));
  if (!found) return undefined;
  const row = settledAt(found, now);
  const { published, draft, scheduled, publishedAt } = row;
  return { ...listItemOf(row), published, draft, scheduled, publishedAt };
}

/** The text an editor works on: the draft, else the scheduled text, else what is published. */
export const latestTextOf = (row: Pick<DocumentRow, "draft" | "scheduled" | "published">) =>
  row.draft ?? row.scheduled ?? row.published;

export const listDocumentRevisions = (db: Db, id: string): Promise<RevisionItem[]> =>
  listRevisions(db, siteDocumentRevisions, id);

/** The document, locked until the transaction ends, with a scheduled text whose time has come published. */
async function lockDocument(tx: DbOrTransaction, kind: DocumentKind, slug: string, now: Date): Promise<DocumentRow> {
  const [found] = await tx.select().from(siteDocuments).where(documentAt(kind, slug)).for("update");
  if (!found) throw notFound();
  const row = settledAt(found, now);
  if (row !== found) {
    const { published, publishedAt, firstPublishedAt, scheduled, scheduledAt } = row;
    await tx
      .update(siteDocuments)
      .set({ published, publishedAt, firstPublishedAt, scheduled, scheduledAt })
      .where(eq(siteDocuments.id, row.id));
  }
  return row;
}

/** A change to a document's texts, and the audit entry that words it. */
type DocumentChange = {
  set: Partial<
    Pick<DocumentRow, "published" | "draft" | "publishedAt" | "firstPublishedAt" | "scheduled" | "scheduledAt">
  >;
  entry: { action: string; summary: string; details?: Record<string, unknown> };
};

/** Changes a document's row and writes its audit entry, in the caller's transaction. */
async function changeDocument(
  tx: DbOrTransaction,
  actor: Actor,
  row: DocumentRow,
  set: DocumentChange["set"],
  entry: DocumentChange["entry"],
  now: Date,
) {
  await tx
    .update(siteDocuments)
    .set({ ...set, updatedAt: now, updatedBy: actor.email })
    .where(eq(siteDocuments.id, row.id));
  await audit(tx, actor, now, { subjectType: "site_document", subjectId: row.id, ...entry });
}

/**
 * A change to what visitors may see, in a transaction announced to every kept page: the document
 * locked, then changed as `decide` asks; when it asks nothing (pressed twice, or in two tabs), nothing changes.
 */
async function changeShownDocument(
  db: Db,
  actor: Actor,
  { kind, slug }: { kind: DocumentKind; slug: string },
  now: Date,
  decide: (row: DocumentRow) => DocumentChange | undefined,
): Promise<void> {
  await changing(db, "pages", async (tx) => {
    const row = await lockDocument(tx, kind, slug, now);
    const change = decide(row);
    if (change) await changeDocument(tx, actor, row, change.set, change.entry, now);
  });
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
    const row = await lockDocument(tx, kind, slug, now);
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
    await audit(tx, actor, now, {
      action: "page.create",
      subjectType: "site_document",
      subjectId: row!.id,
      summary: `Wrote the draft of ${documentNameOf(row!)}.`,
    });
    return { slug };
  });
}

/** An arbitrary key for the advisory lock new projects take turns on. */
const projectLockKey = 340_016;

/**
 * Puts the draft (or the scheduled text) on the site, now or at a time in India: every kept page
 * showing it is forgotten, on every instance, and a scheduled one is kept only until its time.
 */
export async function publishDocument(
  db: Db,
  actor: Actor,
  kind: DocumentKind,
  slug: string,
  when: Publish,
  now: Date,
): Promise<void> {
  const at = scheduledInstantOf(when, now);
  await changeShownDocument(db, actor, { kind, slug }, now, (row) => {
    const body = bodyOf(kind, latestTextOf(row));
    const name = documentNameOf(row);
    if (at)
      return {
        set: { scheduled: body, scheduledAt: at, draft: null },
        entry: {
          action: "page.schedule",
          summary: `Scheduled ${name} for ${indiaDateTime(at)} (India).`,
          details: { scheduledAt: at.toISOString() },
        },
      };
    // Pressed twice, or in two tabs: what is saved is on the site already.
    if (row.draft === null && row.scheduled === null && row.published !== null) return undefined;
    return {
      set: {
        published: body,
        draft: null,
        publishedAt: now,
        firstPublishedAt: row.firstPublishedAt ?? now,
        scheduled: null,
        scheduledAt: null,
      },
      entry: { action: "page.publish", summary: `Published ${name}.` },
    };
  });
}

/** A member's change to one document, named by its kind and address, that takes nothing more. */
type DocumentCommand = (db: Db, actor: Actor, kind: DocumentKind, slug: string, now: Date) => Promise<void>;

/** Calls off a scheduled publication: its text becomes the draft again, unless a newer draft is saved. */
export const unscheduleDocument: DocumentCommand = async (db, actor, kind, slug, now) => {
  await changeShownDocument(db, actor, { kind, slug }, now, (row) =>
    // Its time came meanwhile (settled when it was locked), or another tab called it off: nothing is waiting.
    row.scheduled === null
      ? undefined
      : {
          set: { draft: row.draft ?? row.scheduled, scheduled: null, scheduledAt: null },
          entry: {
            action: "page.unschedule",
            summary: `Called off the scheduled publication of ${documentNameOf(row)}.`,
          },
        },
  );
};

/** Takes a project off the portfolio, keeping its text as the draft; the About pages and the services always show. */
export const unpublishDocument: DocumentCommand = async (db, actor, kind, slug, now) => {
  if (kind !== "project") throw new RefusedError("This page is part of the site and cannot be taken down.");
  await changeShownDocument(db, actor, { kind, slug }, now, (row) =>
    row.published === null
      ? undefined
      : {
          set: { published: null, draft: latestTextOf(row), scheduled: null, scheduledAt: null },
          entry: { action: "page.unpublish", summary: `Took ${documentNameOf(row)} off the site.` },
        },
  );
};

/** Forgets the draft: the form shows the scheduled text, or what visitors see, again. */
export const discardDraft: DocumentCommand = async (db, actor, kind, slug, now) => {
  await db.transaction(async (tx) => {
    const row = await lockDocument(tx, kind, slug, now);
    if (row.published === null && row.scheduled === null)
      throw new RefusedError("This project has never been published: its draft is all there is.");
    await tx
      .update(siteDocuments)
      .set({ draft: null, updatedAt: now, updatedBy: actor.email })
      .where(eq(siteDocuments.id, row.id));
  });
};

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
    const row = await lockDocument(tx, kind, slug, now);
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

/** When the next scheduled text goes on the site, after `now` (./scheduled-changes.ts). */
export async function nextScheduledDocument(db: Db, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(siteDocuments.scheduledAt) })
    .from(siteDocuments)
    .where(gt(siteDocuments.scheduledAt, now));
  return row?.at ?? undefined;
}

const visibleColumns = {
  slug: siteDocuments.slug,
  published: siteDocuments.published,
  publishedAt: siteDocuments.publishedAt,
  firstPublishedAt: siteDocuments.firstPublishedAt,
  scheduled: siteDocuments.scheduled,
  scheduledAt: siteDocuments.scheduledAt,
};

/** What visitors see of the documents `where` picks at `now`, in their order. */
async function visibleDocuments<K extends DocumentKind>(db: Db, where: ReturnType<typeof and>, now: Date) {
  const rows = await db.select(visibleColumns).from(siteDocuments).where(where).orderBy(asc(siteDocuments.position));
  return rows.flatMap((row) => {
    const { slug, published, publishedAt, firstPublishedAt } = settledAt(row, now);
    if (!published) return [];
    const lastPublished = publishedAt ?? new Date(0);
    const body = published as DocumentBody<K>;
    return [{ slug, body, publishedAt: lastPublished, firstPublishedAt: firstPublishedAt ?? lastPublished }];
  });
}

/** What visitors see of every document of a kind at `now`, in its order. */
export const publishedDocuments = <K extends DocumentKind>(db: Db, kind: K, now: Date) =>
  visibleDocuments<K>(db, eq(siteDocuments.kind, kind), now);

/** What visitors see of one document at `now`; undefined when it is not on the site. */
export async function publishedDocument<K extends DocumentKind>(
  db: Db,
  kind: K,
  now: Date,
  slug: string = kind in singleDocumentSlug ? singleDocumentSlug[kind as keyof typeof singleDocumentSlug] : "",
): Promise<Omit<Published<DocumentBody<K>>, "slug"> | undefined> {
  const [found] = await visibleDocuments<K>(db, documentAt(kind, slug), now);
  return found;
}
