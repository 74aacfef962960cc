import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import type { TextChange } from "~domain/content/text-changes";

import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

/** Each changed field with its removed words struck through in red and its added words in green. */
export function TextChanges({ changes }: { changes: TextChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-slate-600">The two texts are the same.</p>;
  return (
    <dl className="space-y-4">
      {changes.map((change) => (
        <div key={change.label}>
          <dt className="text-sm font-semibold text-slate-700">{change.label}</dt>
          <dd className="mt-1 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-800">
            {change.parts.map((part, index) => (
              <Part key={index} change={part.change}>
                {part.text}
              </Part>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ change, children }: { change: TextChange["parts"][number]["change"]; children: ReactNode }) {
  if (change === "removed")
    return (
      <del className="bg-red-100 text-red-900 decoration-red-700">
        <span className="sr-only">[removed: </span>
        {children}
        <span className="sr-only">]</span>
      </del>
    );
  if (change === "added")
    return (
      <ins className="bg-emerald-100 text-emerald-900 no-underline">
        <span className="sr-only">[added: </span>
        {children}
        <span className="sr-only">]</span>
      </ins>
    );
  return <span>{children}</span>;
}

/** A colleague saved the text after this editor opened it: their saved text beside the one this editor sent. */
export function ConflictCard({ changes }: { changes: TextChange[] }) {
  return (
    <div className="mb-6">
      <SectionCard
        title="Their saved text and yours"
        intro="Struck through: only in the saved text. Highlighted: only in yours, which is in the form below. Save again to put yours in place of theirs, or copy what you need from theirs first."
      >
        <TextChanges changes={changes} />
      </SectionCard>
    </div>
  );
}

/**
 * A revision beside the text saved now, opened from the revisions' list: what changed from it to the
 * saved text, old to new as Ghost and Git show it, and the button that opens it as a draft (nothing changes until it is saved).
 */
export function RevisionComparison({
  number,
  revisionId,
  changes,
  closeHref,
}: {
  number: number;
  revisionId: string;
  changes: TextChange[];
  closeHref: string;
}) {
  return (
    <section
      id="comparison"
      aria-labelledby="comparison-title"
      className="rounded-2xl border border-brand-200 bg-white p-5 sm:p-6"
    >
      <h2 id="comparison-title" className="text-lg font-semibold text-brand-900">
        Revision {number} compared with the saved text
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        From revision {number} to the saved text: struck through, taken out since; highlighted, put in since. Restoring
        opens revision {number} in the form as your draft; nothing changes until you save it.
      </p>
      <TextChanges changes={changes} />
      <div className="mt-5 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="revisionId" value={revisionId} />
          <button type="submit" name="intent" value="restore" className={buttonClass("primary")}>
            Restore revision {number} as a draft
          </button>
        </Form>
        <Link to={closeHref} className={buttonClass("secondary")}>
          Close the comparison
        </Link>
      </div>
    </section>
  );
}
