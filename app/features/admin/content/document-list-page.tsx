import { Link } from "react-router";

import type { DocumentListItem, DocumentState } from "~contracts/content-documents";
import type { DocumentKind } from "~domain/content/site-documents";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import { documentAdminPath, documentPublicPath, newProjectPath } from "./document-paths";

const states: Record<DocumentState, { label: string; tone: BadgeTone }> = {
  published: { label: "Published", tone: "emerald" },
  changed: { label: "Unpublished changes", tone: "amber" },
  unpublished: { label: "Not on the site", tone: "slate" },
  scheduled: { label: "Scheduled", tone: "sky" },
};

export function DocumentStateBadge({ state }: { state: DocumentState }) {
  return <Badge tone={states[state].tone}>{states[state].label}</Badge>;
}

const sections: { kinds: DocumentKind[]; title: string; intro: string }[] = [
  {
    kinds: ["service"],
    title: "Services' case studies",
    intro: "The eight pages of the Services menu; their highlights and gallery also show on the home page.",
  },
  {
    kinds: ["project"],
    title: "Portfolio projects",
    intro: "The cards of /portfolio and the case study each opens, in the portfolio's order.",
  },
  {
    kinds: ["company", "team"],
    title: "About us",
    intro: "The company's story, vision, mission and values, and the team.",
  },
];

export const documentNotices: Record<string, string> = {
  created: "The project is saved as a draft. Publish it to show it on /portfolio.",
};

/** Every page editors keep, by section, each with where it stands and who changed it last. */
export function DocumentListPage({ documents, done }: { documents: DocumentListItem[]; done?: string | undefined }) {
  const message = done ? documentNotices[done] : undefined;
  return (
    <>
      <PageHeader
        title="Pages"
        intro="The case studies and the About pages. Saving keeps a draft; visitors see it once you publish."
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      <div className="space-y-6">
        {sections.map((section) => (
          <SectionCard
            key={section.title}
            title={section.title}
            intro={section.intro}
            aside={
              section.kinds.includes("project") ? (
                <Link to={newProjectPath} className={buttonClass("secondary")}>
                  New project
                </Link>
              ) : undefined
            }
          >
            <ul className="mt-3 divide-y divide-slate-200">
              {documents
                .filter((document) => section.kinds.includes(document.kind))
                .map((document) => (
                  <li
                    key={document.id}
                    className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <Link
                        to={documentAdminPath(document.kind, document.slug)}
                        className="font-semibold text-brand-900 underline-offset-4 hover:underline"
                      >
                        {document.title}
                      </Link>
                      <DocumentStateBadge state={document.state} />
                      {document.scheduledAt ? (
                        <span className="text-sm text-slate-600">
                          <IndiaTime at={document.scheduledAt} /> (India)
                        </span>
                      ) : null}
                    </span>
                    <span className="text-sm text-slate-600">
                      {documentPublicPath(document.kind, document.slug)} · {document.updatedBy},{" "}
                      <IndiaTime at={document.updatedAt} />
                    </span>
                  </li>
                ))}
            </ul>
          </SectionCard>
        ))}
      </div>
    </>
  );
}
