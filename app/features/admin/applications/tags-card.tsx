import { X } from "lucide-react";
import { Form, Link } from "react-router";

import { TagFormSchema, tagLimits } from "~domain/applications/application-tags";

import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";

import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { AddForm } from "~/features/admin/shared/ui/add-form";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { listPath } from "./application-filter";

/** An application's tags: each links to the applications that have it and can be taken off; a new one is typed in. */
export function TagsCard({ tags, error: answered }: { tags: readonly string[]; error?: string | undefined }) {
  const form = useCheckedForm(TagFormSchema, answered === undefined ? undefined : { tag: answered });
  const error = form.errors.tag;
  return (
    <SectionCard title="Tags" intro="Labels for the hiring team; every list can be filtered by them.">
      {tags.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No tags yet.</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-sky-50 py-0.5 pr-1 pl-3 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset"
            >
              <Link to={listPath({ tag })} className="underline-offset-4 hover:underline">
                {tag}
              </Link>
              <Form method="post">
                <input type="hidden" name="intent" value="untag" />
                <input type="hidden" name="tag" value={tag} />
                <button
                  type="submit"
                  aria-label={`Take off the tag ${tag}`}
                  className="inline-flex size-6 items-center justify-center rounded-full text-sky-900 hover:bg-sky-100"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AddForm method="post" className="mt-4 flex items-start gap-2" onSubmit={form.onSubmit}>
        <input type="hidden" name="intent" value="tag" />
        <div className="min-w-0 flex-1">
          <label htmlFor="new-tag" className="sr-only">
            New tag
          </label>
          <input
            id="new-tag"
            name={form.names.tag}
            required
            maxLength={tagLimits.length}
            placeholder="e.g. strong frontend"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "new-tag-error" : undefined}
            className={`block w-full rounded-xl border bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none ${error ? "border-red-600" : "border-slate-300"}`}
          />
          {error ? (
            <p id="new-tag-error" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <SubmitButton tone="secondary" pendingLabel="Adding...">
          Add tag
        </SubmitButton>
      </AddForm>
    </SectionCard>
  );
}
