import type { RevisionItem } from "~contracts/revisions";
import type { FaqEntryRecord } from "~contracts/site-content";
import type { AuditEntryView } from "~contracts/staff";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { RevisionsCard } from "~/features/admin/shared/ui/revisions-card";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

import { FaqForm, type FaqFormValues } from "./faq-form";
import { faqAdminPath } from "./faq-list-page";
import { entryPageNotice, EntryState, PublishingCard } from "./ordered-entry-controls";

/** One question: its text, publishing, deleting, its revisions and its history. */
export function FaqEditorPage({
  entry,
  revisions,
  history,
  done,
  errors,
  values,
  confirmDelete,
}: {
  entry: FaqEntryRecord;
  revisions: RevisionItem[];
  history: AuditEntryView[];
  done?: string | undefined;
  errors?: FormErrors | undefined;
  values?: FaqFormValues | undefined;
  confirmDelete: boolean;
}) {
  const message = done ? entryPageNotice(done, entry.state, "/faq", "the question") : undefined;
  return (
    <>
      <BackLink to="/admin/faq">All questions</BackLink>
      <PageHeader
        title={entry.question}
        intro={
          <span className="inline-flex flex-wrap items-center gap-2">
            <EntryState entry={entry} />
            {entry.state === "scheduled" ? null : (
              <span>{entry.state === "published" ? "Shown on /faq" : "Not on /faq"}</span>
            )}
          </span>
        }
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <div className="space-y-6">
        <SectionCard title="Text">
          {/* A new key after each save or restore: the fields show what is saved now. */}
          <FaqForm
            key={entry.updatedAt.toISOString()}
            values={values ?? entry}
            errors={errors}
            intent="save"
            submitLabel="Save"
          />
        </SectionCard>
        <PublishingCard
          entry={entry}
          where="/faq"
          errors={errors}
          confirmDelete={confirmDelete}
          here={faqAdminPath(entry.id)}
        />
        <RevisionsCard
          revisions={revisions}
          intro="Every save keeps the whole question. Restoring one saves its text as a new revision; a published question changes on /faq at once."
        />
        <HistoryCard history={history} />
      </div>
    </>
  );
}
