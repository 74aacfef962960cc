import type { Publish } from "../domain/content/content";
import type {
  CompanyText,
  DocumentKind,
  ProjectCaseStudy,
  ServiceCaseStudy,
  Team,
} from "../domain/content/site-documents";
import type { Outcome } from "./outcome";
import type { PublishOutcome } from "./content-publishing";
import type { RevisionItem } from "./content-revisions";
import { processWideContext } from "./load-context";

/**
 * The site's structured pages editors change: services' and projects' case studies,
 * the company text and the team (domain/content/site-documents.ts).
 */

/** What visitors see now; the draft, if any, waits for "Publish"; a scheduled text, for its time. */
export type DocumentState = "published" | "changed" | "unpublished" | "scheduled";

export type DocumentListItem = {
  id: string;
  kind: DocumentKind;
  slug: string;
  /** Short, for a list under its kind's heading: "CRM", "SpiceRoute's online store". */
  title: string;
  /** In a sentence: "the CRM case study". */
  name: string;
  state: DocumentState;
  /** When the scheduled text goes on the site; null when none waits. */
  scheduledAt: Date | null;
  updatedAt: Date;
  updatedBy: string;
};

export type DocumentRecord = DocumentListItem & {
  published: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
  scheduled: Record<string, unknown> | null;
  publishedAt: Date | null;
};

/** Which text a preview draws: the draft, the scheduled one, or what visitors see. */
export type DocumentPreview = {
  name: string;
  text: "draft" | "scheduled" | "published";
  body: Record<string, unknown>;
};

/** The back office's pages of documents, for editors and admins. */
export type DocumentDesk = {
  list(): Promise<DocumentListItem[]>;
  find(kind: DocumentKind, slug: string): Promise<DocumentRecord | undefined>;
  revisions(id: string): Promise<RevisionItem[]>;
  /** The draft (else the scheduled text, else what is published) as the page would show it, uploads as their files. */
  preview(kind: DocumentKind, slug: string): Promise<DocumentPreview | undefined>;
  /** Checked by the kind's schema again; saved as the draft and a revision. */
  saveDraft(kind: DocumentKind, slug: string, document: unknown): Promise<Outcome>;
  createProject(slug: unknown, document: unknown): Promise<Outcome<{ slug: string }>>;
  /** The draft (or the scheduled text) on the site now, or scheduled for a time in India. */
  publish(kind: DocumentKind, slug: string, when: Publish): Promise<PublishOutcome>;
  /** The scheduled text back as the draft, unless a newer draft is saved. */
  unschedule(kind: DocumentKind, slug: string): Promise<Outcome>;
  unpublish(kind: DocumentKind, slug: string): Promise<Outcome>;
  discardDraft(kind: DocumentKind, slug: string): Promise<Outcome>;
  restore(kind: DocumentKind, slug: string, revisionId: string): Promise<Outcome>;
};

/** A published document: when it was last published (its last change visitors see), and first. */
export type Published<Body> = { slug: string; body: Body; publishedAt: Date; firstPublishedAt: Date };

/** What the public pages read: published documents only. */
export type SitePages = {
  services(): Promise<Published<ServiceCaseStudy>[]>;
  projects(): Promise<Published<ProjectCaseStudy>[]>;
  company(): Promise<CompanyText>;
  team(): Promise<Team>;
};

/** What the case studies, the portfolio and the About pages read as `context.get(sitePagesContext)`. */
export const sitePagesContext = processWideContext<SitePages>("sitePages");
