import { Form, Link } from "react-router";

import type { RevisionItem } from "~contracts/content-revisions";

import { IndiaTime } from "./india-time";
import { SectionCard } from "./section-card";
import { buttonClass } from "./submit-button";

/**
 * Every saved version of a text, newest first, each but the newest with its "Restore" button
 * (intent "restore"), or, where the page compares a revision first, its "Compare" link.
 */
export function RevisionsCard({
  revisions,
  intro,
  compareHref,
}: {
  revisions: (RevisionItem & { title?: string })[];
  intro: string;
  compareHref?: ((revision: RevisionItem) => string) | undefined;
}) {
  return (
    <SectionCard title="Revisions" intro={intro}>
      {revisions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nothing saved in the back office yet.</p>
      ) : (
        <ol className="divide-y divide-slate-200">
          {revisions.map((revision, index) => (
            <li key={revision.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span>
                <span className="font-semibold text-brand-900">Revision {revision.number}</span>
                {" · "}
                {revision.authorName}, <IndiaTime at={revision.at} />
                {revision.title ? <span className="block text-sm text-slate-600">{revision.title}</span> : null}
              </span>
              {index === 0 ? (
                <span className="text-sm text-slate-600">Latest</span>
              ) : compareHref ? (
                <Link to={compareHref(revision)} className={buttonClass("secondary")}>
                  Compare<span className="sr-only"> revision {revision.number} with the saved text</span>
                </Link>
              ) : (
                <Form method="post">
                  <input type="hidden" name="revisionId" value={revision.id} />
                  <button type="submit" name="intent" value="restore" className={buttonClass("secondary")}>
                    Restore<span className="sr-only"> revision {revision.number}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
