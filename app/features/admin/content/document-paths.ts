import { documentKinds, type DocumentKind } from "~domain/content/site-documents";

import { caseStudyPath } from "~domain/company/service-menu";

export const documentsAdminPath = "/admin/pages";

export const documentAdminPath = (kind: DocumentKind, slug: string) => `${documentsAdminPath}/${kind}/${slug}`;

export const documentPreviewPath = (kind: DocumentKind, slug: string) => `${documentAdminPath(kind, slug)}/preview`;

export const newProjectPath = `${documentsAdminPath}/new-project`;

/** Where visitors read the document. */
export function documentPublicPath(kind: DocumentKind, slug: string): string {
  switch (kind) {
    case "service":
      return caseStudyPath(slug);
    case "project":
      return `/portfolio?project=${encodeURIComponent(slug)}`;
    case "company":
      return "/aboutUs";
    case "team":
      return "/ourteam";
  }
}

/** The kind an address names, or undefined for anything else. */
export const documentKindOf = (value: string | undefined): DocumentKind | undefined =>
  documentKinds.find((kind) => kind === value);
