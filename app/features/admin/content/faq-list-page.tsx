import { Link } from "react-router";

import type { FaqEntryRecord } from "~contracts/site-content";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { AppearsAt, PublishStateBadge } from "~/features/admin/shared/ui/publish-state-badge";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { emptyFaqForm, FaqForm, type FaqFormValues } from "./faq-form";
import { entryNotices, OrderControls } from "./ordered-entry-controls";

export const faqAdminPath = (id: string) => `/admin/faq/${id}`;

/** The /faq page's questions in its order, drafts among them; a new one is added at the end. */
export function FaqListPage({
  entries,
  done,
  errors,
  values,
}: {
  entries: FaqEntryRecord[];
  done?: string | undefined;
  errors?: FormErrors | undefined;
  values?: FaqFormValues | undefined;
}) {
  const message = done ? entryNotices[done] : undefined;
  return (
    <>
      <PageHeader
        title="FAQ"
        intro={
          <>
            The questions on{" "}
            <Link to="/faq" className="underline underline-offset-4">
              /faq
            </Link>
            , in the page's order. Drafts stay off the page until you publish them; a scheduled question appears at its
            time (India).
          </>
        }
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      {entries.length === 0 ? (
        <EmptyState title="No questions yet">
          Add the first one below; it stays a draft until you publish it.
        </EmptyState>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry, index) => (
            <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-sm font-semibold text-slate-500">{index + 1}.</span>
                    <PublishStateBadge state={entry.state} />
                    <Link
                      to={faqAdminPath(entry.id)}
                      className="font-semibold text-brand-900 underline-offset-4 hover:underline"
                    >
                      {entry.question}
                    </Link>
                    <AppearsAt item={entry} className="text-sm text-slate-600" />
                  </div>
                  <p className="mt-1 line-clamp-2 text-sm text-slate-600">{entry.answer}</p>
                </div>
                <OrderControls
                  id={entry.id}
                  name={entry.question}
                  state={entry.state}
                  first={index === 0}
                  last={index === entries.length - 1}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-6">
        <SectionCard title="Add a question" intro="Saved as a draft at the end of the list.">
          <FaqForm values={values ?? emptyFaqForm} errors={errors} intent="create" submitLabel="Save draft" />
        </SectionCard>
      </div>
    </>
  );
}
