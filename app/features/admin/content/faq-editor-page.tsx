import type { FaqEntryRecord } from "~contracts/site-content";
import type { AuditEntryView } from "~contracts/staff";

import type { FormErrors } from "~/features/admin/form-data";
import { BackLink } from "~/features/admin/ui/back-link";
import { HistoryCard } from "~/features/admin/ui/history-card";
import { Notice } from "~/features/admin/ui/notice";
import { PageHeader } from "~/features/admin/ui/page-header";
import { SectionCard } from "~/features/admin/ui/section-card";

import { FaqForm, type FaqFormValues } from "./faq-form";
import { faqAdminPath } from "./faq-list-page";
import { entryNotices, PublishedBadge, PublishingCard } from "./ordered-entry-controls";

const notices: Record<string, (entry: FaqEntryRecord) => string> = {
  saved: (entry) => (entry.published ? "Saved. /faq shows the change now." : "Saved."),
};

/** One question: its text, publishing, deleting and its history. */
export function FaqEditorPage({
  entry,
  history,
  done,
  errors,
  values,
  confirmDelete,
}: {
  entry: FaqEntryRecord;
  history: AuditEntryView[];
  done?: string | undefined;
  errors?: FormErrors | undefined;
  values?: FaqFormValues | undefined;
  confirmDelete: boolean;
}) {
  const message = done ? (notices[done]?.(entry) ?? entryNotices[done]) : undefined;
  return (
    <>
      <BackLink to="/admin/faq">All questions</BackLink>
      <PageHeader
        title={entry.question}
        intro={
          <span className="inline-flex flex-wrap items-center gap-2">
            <PublishedBadge published={entry.published} />
            <span>{entry.published ? "Shown on /faq" : "Not on /faq"}</span>
          </span>
        }
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <div className="space-y-6">
        <SectionCard title="Text">
          {/* A new key after each save: the fields show what is saved now. */}
          <FaqForm
            key={entry.updatedAt.toISOString()}
            values={values ?? entry}
            errors={errors}
            intent="save"
            submitLabel="Save"
          />
        </SectionCard>
        <PublishingCard
          published={entry.published}
          where="/faq"
          confirmDelete={confirmDelete}
          here={faqAdminPath(entry.id)}
        />
        <HistoryCard history={history} />
      </div>
    </>
  );
}
