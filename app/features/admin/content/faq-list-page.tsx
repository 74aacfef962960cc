import { Link } from "react-router";

import type { FaqEntryRecord } from "~contracts/content-entries";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { emptyFaqForm, FaqForm, type FaqFormValues } from "./faq-form";
import { entryNotices } from "./ordered-entry-controls";
import { OrderedEntryList, type OrderedEntryRow } from "./ordered-entry-list";

export const faqAdminPath = (id: string) => `/admin/faq/${id}`;

const faqRow: OrderedEntryRow<FaqEntryRecord> = {
  href: (entry) => faqAdminPath(entry.id),
  title: (entry) => entry.question,
  name: (entry) => entry.question,
  details: (entry) => <p className="mt-1 line-clamp-2 text-sm text-slate-600">{entry.answer}</p>,
};

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
      <ActionNotices done={done ? entryNotices[done] : undefined} refused={errors?.form} />
      {entries.length === 0 ? (
        <EmptyState title="No questions yet">
          Add the first one below; it stays a draft until you publish it.
        </EmptyState>
      ) : (
        <OrderedEntryList entries={entries} row={faqRow} />
      )}
      <div className="mt-6">
        <SectionCard title="Add a question" intro="Saved as a draft at the end of the list.">
          <FaqForm values={values ?? emptyFaqForm} errors={errors} intent="create" submitLabel="Save draft" />
        </SectionCard>
      </div>
    </>
  );
}
