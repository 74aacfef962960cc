import type { StaffMember } from "../../domain/staff/staff";
import type { DocumentDesk, SitePages } from "../../contracts/content-documents";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";
import { publishOutcomeOf } from "./publish-time";
import { withImageFiles } from "./document-images";
import * as documents from "./site-documents";

/** The site's structured pages in the back office (decision 035), bound to this server's database and clock. */
export function documentDesk({ db, clock }: Pick<Bindings, "db" | "clock">, actor: StaffMember): DocumentDesk {
  return {
    list: () => documents.listDocuments(db, clock()),
    find: (kind, slug) => documents.findDocument(db, kind, slug, clock()),
    revisions: (id) => documents.listDocumentRevisions(db, id),
    preview: async (kind, slug) => {
      const found = await documents.findDocument(db, kind, slug, clock());
      const body = found && documents.latestTextOf(found);
      if (!found || !body) return undefined;
      const text = found.draft ? "draft" : found.scheduled ? "scheduled" : "published";
      return { name: found.name, text, body: await withImageFiles(db, body) };
    },
    saveDraft: (kind, slug, document) => outcomeOf(() => documents.saveDraft(db, actor, kind, slug, document, clock())),
    createProject: (slug, document) => outcomeOf(() => documents.createProject(db, actor, slug, document, clock())),
    publish: (kind, slug, when) =>
      publishOutcomeOf(() => documents.publishDocument(db, actor, kind, slug, when, clock())),
    unschedule: (kind, slug) => outcomeOf(() => documents.unscheduleDocument(db, actor, kind, slug, clock())),
    unpublish: (kind, slug) => outcomeOf(() => documents.unpublishDocument(db, actor, kind, slug, clock())),
    discardDraft: (kind, slug) => outcomeOf(() => documents.discardDraft(db, actor, kind, slug, clock())),
    restore: (kind, slug, revisionId) =>
      outcomeOf(() => documents.restoreRevision(db, actor, kind, slug, revisionId, clock())),
  };
}

/** What the case studies, the portfolio and the About pages read at the clock, uploaded pictures as their files. */
export function sitePages({ db, clock }: Pick<Bindings, "db" | "clock">): SitePages {
  const single = async <K extends "company" | "team">(kind: K) => {
    const found = await documents.publishedDocument(db, kind, clock());
    // The seed puts both in at every start; their absence is a fault, not a page to hide.
    if (!found) throw new Error(`The ${kind} document is missing: has the seed run?`);
    return withImageFiles(db, found.body);
  };
  return {
    services: async () => withImageFiles(db, await documents.publishedDocuments(db, "service", clock())),
    projects: async () => withImageFiles(db, await documents.publishedDocuments(db, "project", clock())),
    company: () => single("company"),
    team: () => single("team"),
  };
}
